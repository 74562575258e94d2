// wrk, the native HTTP load generator (Debian package `wrk`): installed when missing, driven with a
// Lua script that bounds the request count, can give every request a query string of its own, counts
// the page cache's answers and prints the run's numbers as JSON.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined

/** Makes sure `wrk` is on the PATH: apt-get installs it when this runs as root. */
export function ensureWrk() {
  if (hasWrk()) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      'wrk is not installed. Install it with `sudo apt-get install -y wrk` (Debian/Ubuntu), then run `npm run bench` again.',
    )
  }
  console.error('bench: installing wrk (apt-get install -y wrk)')
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  if (!apt(['install', '-y', 'wrk'])) {
    // A fresh machine may not have package lists yet.
    apt(['update'])
    apt(['install', '-y', 'wrk'])
  }
  if (!hasWrk()) throw new Error('apt-get could not install wrk; install the Debian package `wrk`.')
}

/**
 * The Lua script of one run. `unique`: each request gets `v=<thread>-<n>` added to its query string.
 * Each thread stops after `maxPerThread` responses (the run is also bounded by its duration).
 */
function script({ unique, maxPerThread }) {
  // Only a run with unique query strings builds each request in Lua; the others send wrk's own.
  const request = unique
    ? `
local sent = 0
function request()
  sent = sent + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "v=" .. tid .. "-" .. sent)
end
`
    : ''
  return `-- Written by bench/lib/wrk.mjs for one run of npm run bench.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end
${request}
local max = ${Number(maxPerThread)}
local answered = 0
hits = 0
misses = 0

function response(status, headers, body)
  local cache = headers["x-html-cache"] or headers["X-Html-Cache"]
  if cache == "hit" then
    hits = hits + 1
  elseif cache == "miss" then
    misses = misses + 1
  end
  answered = answered + 1
  if answered >= max then
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local hit, miss = 0, 0
  for _, thread in ipairs(threads) do
    hit = hit + (thread:get("hits") or 0)
    miss = miss + (thread:get("misses") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"hits":%d,"misses":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, latency:percentile(50), latency:percentile(99), hit, miss))
end
`
}

let scriptDir

/**
 * One wrk run against `url`. Returns requests per second, latency percentiles (ms), completed
 * requests, errors (socket errors, timeouts and non-2xx/3xx answers) and the wall time.
 */
export async function runWrk(
  url,
  { seconds, connections, threads, unique = false, maxPerThread = 250_000 },
) {
  scriptDir ??= await mkdtemp(join(tmpdir(), 'bench-wrk-'))
  const file = join(scriptDir, `${unique ? 'unique' : 'plain'}.lua`)
  await writeFile(file, script({ unique, maxPerThread }))
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    file,
    url,
  ]
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr}`)),
    )
  })
  const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
  if (!line) throw new Error(`wrk printed no result for ${url}:\n${out}`)
  const r = JSON.parse(line.slice('BENCH_RESULT '.length))
  return {
    requests: r.requests,
    seconds: r.durationUs / 1e6,
    rps: r.requests / (r.durationUs / 1e6),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    bytesPerResponse: r.requests ? r.bytes / r.requests : 0,
    errors: r.connect + r.read + r.write + r.status + r.timeout,
    /** Answers that said `x-html-cache: hit` or `miss` (the site's page cache). */
    cacheHits: r.hits,
    cacheMisses: r.misses,
  }
}

/** Removes the scripts' temporary folder. */
export async function cleanUpWrk() {
  if (scriptDir) await rm(scriptDir, { recursive: true, force: true })
  scriptDir = undefined
}
