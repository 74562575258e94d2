// The site Worker as it is deployed: the size of its bundle (`wrangler deploy --dry-run`) and its
// start-up time (`wrangler check startup`: a CPU profile of the bundle's evaluation in local
// workerd, which Cloudflare bounds and pays at every cold isolate).
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from '../../scripts/lib/dev-server.mjs'

const wrangler = `${root}node_modules/wrangler/bin/wrangler.js`
/** Profiled this many times: the fastest is the one the shared machine disturbed least. */
const STARTUP_RUNS = 3

/**
 * Runs wrangler with the production build of React; its output, or an error with it.
 * @param {string[]} args
 */
function runWrangler(args) {
  const run = spawnSync(process.execPath, [wrangler, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
  })
  const out = `${run.stdout}${run.stderr}`
  if (run.status !== 0) throw new Error(`wrangler ${args[0]} failed:\n${out.slice(-2000)}`)
  return out
}

/**
 * Milliseconds of the profile spent running code (not idle, not waiting).
 * @param {import('node:inspector').Profiler.Profile} profile
 */
function busyMs(profile) {
  const idle = new Set(
    profile.nodes
      .filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName))
      .map((n) => n.id),
  )
  let micros = 0
  profile.samples?.forEach((id, i) => {
    if (!idle.has(id)) micros += profile.timeDeltas?.[i] ?? 0
  })
  return micros / 1000
}

/**
 * `{ uploadKiB, gzipKiB, startupMs }` of the production Worker (`--env production`): the bundle as
 * wrangler uploads it, and the fastest of three profiled start-ups.
 */
export async function workerWeight() {
  const dir = await mkdtemp(join(tmpdir(), 'worker-weight-'))
  try {
    const dryRun = runWrangler(['deploy', '--dry-run', '--env', 'production', '--outdir', dir])
    const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(dryRun)
    if (!size) throw new Error(`no upload size in wrangler's output:\n${dryRun.slice(-2000)}`)
    /** @type {number[]} */
    const startups = []
    for (let run = 0; run < STARTUP_RUNS; run++) {
      const outfile = join(dir, `startup-${run}.cpuprofile`)
      runWrangler(['check', 'startup', '--args=--env production', '--outfile', outfile])
      startups.push(busyMs(JSON.parse(await readFile(outfile, 'utf8'))))
    }
    return {
      uploadKiB: Number(size[1]),
      gzipKiB: Number(size[2]),
      startupMs: Math.min(...startups),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
