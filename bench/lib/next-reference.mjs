// The Next.js reference of `npm run bench`: bench/next-reference (the reference page in a Next.js 16
// app, rendered per request at `/` and prerendered at `/static`), installed from its lockfile into
// .tmp/next-reference, built with CARDS cards, and served by `next start`. Nothing of it is shipped.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Installs (when its lockfile changed), builds and starts the Next.js reference on `port`.
 * @param {{ root: string, port: number, cards: number }} options
 */
export async function startNextReference({ root, port, cards }) {
  const source = join(root, 'bench/next-reference')
  const dir = join(root, '.tmp/next-reference')
  const lock = readFileSync(join(source, 'package-lock.json'), 'utf8')
  const installed = join(dir, 'node_modules/.package-lock.json')
  const env = { ...process.env, CARDS: String(cards), NEXT_TELEMETRY_DISABLED: '1' }
  const install = !existsSync(installed) || !sameLock(join(dir, 'package-lock.json'), lock)
  if (install) rmSync(dir, { recursive: true, force: true })
  cpSync(source, dir, { recursive: true })
  if (install) run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir, env)
  cpSync(join(root, 'bench/reference/page.mjs'), join(dir, 'app/reference-page.mjs'))
  run(process.execPath, [nextBin(dir), 'build'], dir, { ...env, NODE_ENV: 'production' })
  const child = spawn(
    process.execPath,
    [nextBin(dir), 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: dir, detached: true, stdio: 'ignore', env: { ...env, NODE_ENV: 'production' } },
  )
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const res = await fetch(`${url}/static`)
      await res.arrayBuffer()
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      stop()
      throw new Error('bench: the Next.js reference did not start')
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { url, child, stop: async () => stop() }
}

const nextBin = (/** @type {string} */ dir) => join(dir, 'node_modules/next/dist/bin/next')

/**
 * @param {string} file
 * @param {string} lock
 */
function sameLock(file, lock) {
  try {
    return readFileSync(file, 'utf8') === lock
  } catch {
    return false
  }
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 */
function run(cmd, args, cwd, env) {
  const r = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (r.status !== 0) throw new Error(`bench: ${cmd} ${args.join(' ')} failed in ${cwd}`)
}
