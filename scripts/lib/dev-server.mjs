// Starts the site and the embedded content service together in one `wrangler dev` (workerd),
// waits until the home page answers 200, and stops the whole process group on request.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { shareSiteTokenWithCms } from './cms-dev-vars.mjs'
import { readDevVars, setting } from './dev-vars.mjs'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const wranglerBin = `${root}node_modules/wrangler/bin/wrangler.js`

/** Local secrets come from .dev.vars; the first start copies the example. */
export function ensureDevVars() {
  if (!existsSync(`${root}.dev.vars`)) copyFileSync(`${root}.dev.vars.example`, `${root}.dev.vars`)
  shareSiteTokenWithCms(root)
}

/**
 * Miniflare gives every request a `request.cf` object, which it downloads from Cloudflare on a first
 * start (offline: two stack traces, then a placeholder). The site's own is committed instead
 * (request-cf.json: a visitor in Frankfurt whose browser takes gzip and Brotli, so locally every
 * request is taken for a browser's). It is copied afresh at each start: Miniflare would replace a
 * file older than 30 days with a download.
 */
function requestCfPath() {
  const path = `${root}.wrangler/request-cf.json`
  mkdirSync(`${root}.wrangler`, { recursive: true })
  copyFileSync(`${root}scripts/lib/request-cf.json`, path)
  return path
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitForSite(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`)
    try {
      // Never past the deadline: a slow answer is no answer within it.
      const wait = Math.max(1, Math.min(5000, deadline - Date.now()))
      const res = await fetch(url, { signal: AbortSignal.timeout(wait) })
      await res.arrayBuffer()
      if (res.status === 200) return
      last = `HTTP ${res.status}`
    } catch {
      // not listening yet
    }
    // The Worker answered and WordPress has no page at `/` (no static front page): no answer to
    // come will differ, so this stops now rather than at the deadline. A 503 may pass (an outage).
    if (last === 'HTTP 404') throw new Error(`the site answered ${url} with HTTP 404, not 200`)
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(
    `the site did not answer 200 at ${url} within ${timeoutMs / 1000} s (last: ${last})`,
  )
}

/**
 * @typedef {object} LocalSite
 * @property {string} url where it answers (`http://127.0.0.1:<port>`)
 * @property {string} siteUrl the public URL the site names in links
 * @property {() => Promise<void>} stop ends wrangler dev and workerd
 * @property {import('node:child_process').ChildProcess} child wrangler dev
 * @property {number} inspectorPort
 * @property {() => string} printed what it printed so far (quiet runs: the last 4000 characters)
 */

/**
 * @typedef {object} StartOptions
 * @property {number} [port]
 * @property {boolean} [quiet] keep wrangler's output instead of printing it
 * @property {number} [timeoutMs]
 * @property {Record<string, string>} [vars] `--var` values for the Worker
 * @property {string[]} [configs] the wrangler configurations to run together
 * @property {string[]} [extraArgs] more `wrangler dev` flags
 */

/**
 * Runs `wrangler dev -c wrangler.toml -c embedded-cms/wrangler.toml` with the production React build.
 * Returns the base URL and a stop function that ends wrangler and workerd.
 * @param {StartOptions} [options]
 * @returns {Promise<LocalSite>}
 */
export async function startSite({
  port = 8787,
  quiet = false,
  timeoutMs = 90_000,
  vars = {},
  // The site and the embedded content service; the benchmark also starts its reference Worker.
  configs = ['wrangler.toml', 'embedded-cms/wrangler.toml'],
  // More `wrangler dev` flags (the benchmark serves a folder with `--assets`).
  extraArgs = [],
} = {}) {
  ensureDevVars()
  const devVars = readDevVars([root])
  // wrangler.toml's [vars] SITE_CONFIG holds the demo company's details (phone, offices), which go
  // with the demo content: a site pointed at another WordPress gets none of them, only what that
  // WordPress says and a SITE_CONFIG of its own (environment or .dev.vars).
  const cmsUrl = vars.CMS_URL ?? setting('CMS_URL', devVars)
  const otherCms = cmsUrl !== undefined && cmsUrl.replace(/\/+$/, '') !== 'http://cms.internal'
  const noDemoDetails =
    otherCms && vars.SITE_CONFIG === undefined && setting('SITE_CONFIG', devVars) === undefined
      ? { SITE_CONFIG: '' }
      : {}
  const inspectorPort = port + 1000
  const url = `http://127.0.0.1:${port}`
  // Canonical links, the sitemap and share links name the port the site really answers on,
  // unless SITE_URL is set (environment or .dev.vars).
  const siteUrl = vars.SITE_URL ?? setting('SITE_URL', devVars) ?? url
  const args = [
    wranglerBin,
    'dev',
    ...configs.flatMap((config) => ['-c', config]),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    // Derived from the site's port, so that two sites (two checkouts, or a test run beside
    // `npm start`) never fight over wrangler's default inspector port.
    '--inspector-port',
    String(inspectorPort),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
    ...Object.entries({ ...noDemoDetails, ...vars, SITE_URL: siteUrl }).flatMap(([k, v]) => [
      '--var',
      `${k}:${v}`,
    ]),
    ...extraArgs,
  ]
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Its own process group, so that stopping it also stops workerd.
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_PATH: requestCfPath(),
    },
  })
  // A detached child leads a process group of its own, named by its pid (none if it never started).
  const group = child.pid === undefined ? undefined : -child.pid
  // Never leave workerd behind, even when this process ends abruptly.
  const killGroup = () => {
    if (group === undefined) return
    try {
      process.kill(group, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', killGroup)
  for (const signal of ['SIGTERM', 'SIGHUP']) {
    if (process.listenerCount(signal) === 0) {
      process.once(signal, () => {
        killGroup()
        process.exit(1)
      })
    }
  }
  // What it printed (quiet runs only): the last 4000 characters.
  let printed = ''
  const keep = (/** @type {Buffer} */ chunk) => {
    printed = (printed + chunk).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  /**
   * Sends `signal` to wrangler dev's process group: false when nothing is left of it.
   * @param {NodeJS.Signals} signal
   */
  const signalGroup = (signal) => {
    if (group === undefined) return false
    try {
      process.kill(group, signal)
      return true
    } catch {
      return false
    }
  }
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          // What it started may outlive it (workerd, holding the port).
          signalGroup('SIGKILL')
          return resolve()
        }
        child.once('exit', () => resolve())
        if (!signalGroup('SIGTERM')) resolve()
        setTimeout(() => signalGroup('SIGKILL'), 5000).unref()
      })
    )
  try {
    await waitForSite(`${url}/`, child, timeoutMs)
  } catch (err) {
    await stop()
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${printed}`)
  }
  return { url, siteUrl, stop, child, inspectorPort, printed: () => printed }
}
