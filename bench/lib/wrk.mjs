// The load generator of `npm run bench`: wrk, a native client, so that generating load does not
// eat the cores the server runs on (autocannon, in Node, took about one of the two).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function hasWrk() {
  return spawnSync('wrk', ['--version']).error === undefined
}

/** wrk on the PATH: installed from Debian when missing and this runs as root, else a clear error. */
export function ensureWrk() {
  if (hasWrk()) return
  if (process.getuid?.() === 0) {
    console.error('bench: installing wrk (apt-get install wrk)')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env })
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env })
  }
  if (!hasWrk()) {
    throw new Error(
      'wrk is not installed: `sudo apt-get install wrk` (Debian, Ubuntu) or `brew install wrk`',
    )
  }
}

/** @type {Record<string, number>} */
const MS = { us: 0.001, ms: 1, s: 1000 }
const toMs = (/** @type {string} */ value, /** @type {string} */ unit) =>
  Number(value) * (MS[unit] ?? NaN)

/**
 * The numbers of one wrk run (`--latency` output).
 * @param {string} out
 */
export function parseWrk(out) {
  const latency = (/** @type {number} */ pct) => {
    const m = new RegExp(`^\\s+${pct}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out)
    return m?.[1] && m[2] ? toMs(m[1], m[2]) : NaN
  }
  const total = /(\d+) requests in ([\d.]+)(us|ms|s)/.exec(out)
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requests: total ? Number(total[1]) : 0,
    rps: rps ? Number(rps[1]) : 0,
    p50: latency(50),
    p99: latency(99),
    errors:
      (non2xx ? Number(non2xx[1]) : 0) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    // Connections closed under a request (wrk's "read" errors).
    readErrors: socket ? Number(socket[2]) : 0,
    // Answers that took longer than wrk's timeout (2 s): answered, but left out of its latencies.
    timeouts: socket ? Number(socket[4]) : 0,
    // wrk's own words for them, to tell refused or timed-out connections from error statuses.
    errorDetail: [non2xx?.[0], socket?.[0]].filter(Boolean).join('; '),
  }
}

/**
 * A wrk script that sends every request to a path of its own (`?n=1`, `?n=2`…).
 * @param {string} param
 */
export function uniquePathScript(param) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'))
  const file = join(dir, 'unique.lua')
  writeFileSync(
    file,
    `local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, wrk.path .. "?${param}=" .. n .. "-" .. math.random(1, 1e9))
end
`,
  )
  return file
}

/**
 * A wrk script that sends one more header with every request.
 * @param {string} name
 * @param {string} value
 */
export function headerScript(name, value) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'))
  const file = join(dir, 'header.lua')
  writeFileSync(file, `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}\n`)
  return file
}

/**
 * Runs wrk against `url` and returns its numbers.
 * @param {string} url
 * @param {{ seconds: number, connections: number, threads?: number, script?: string }} options
 */
export function runWrk(url, { seconds, connections, threads = 2, script }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency']
  if (script) args.push('-s', script)
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' })
  return parseWrk(out)
}
