// `npm start`: builds the browser bundle, then runs the site with the embedded content service on
// http://127.0.0.1:8787 (PORT changes it, and the site's SITE_URL with it, unless SITE_URL is set).
// With CMS_URL (environment or .dev.vars) the site reads that WordPress instead. It stops with a
// message when the home page does not answer 200 within START_TIMEOUT_S seconds (default 120).
// Ctrl-C stops everything it started.
import { buildClient } from './build-client.mjs'
import { startSite } from './lib/dev-server.mjs'

const port = Number(process.env.PORT ?? 8787)
const waitSeconds = Number(process.env.START_TIMEOUT_S || 120)
if (!Number.isInteger(waitSeconds) || waitSeconds < 1) {
  console.error('npm start: START_TIMEOUT_S must be a whole number of seconds (default 120).')
  process.exit(1)
}
// From the environment; wrangler dev reads .dev.vars itself. The credential stays in .dev.vars
// (a command-line value would show in the process list).
/** @type {Record<string, string>} */
const vars = process.env.CMS_URL ? { CMS_URL: process.env.CMS_URL } : {}
/** A wrangler dev that exits sooner than this after it started is not started again. */
const STEADY_MS = 30_000

/** @type {import('./lib/dev-server.mjs').LocalSite} */
let site
let startedAt = 0
let stopping = false

async function start() {
  startedAt = Date.now()
  site = await startSite({ port, timeoutMs: waitSeconds * 1000, vars })
  site.child.on('exit', (code) => void exited(code))
  return site
}

/**
 * wrangler dev exits when one request fails between its proxy and the Worker (an empty
 * `✘ [ERROR]`; cloudflare/workers-sdk#15317), which load can cause: it is started again, so that
 * the site keeps answering. One that exits right after it started has a real problem: that stops.
 */
/** @param {number | null} code */
async function exited(code) {
  if (stopping) return
  await site.stop()
  if (Date.now() - startedAt < STEADY_MS) {
    console.error(`wrangler dev stopped (code ${code}).`)
    process.exit(code ?? 1)
  }
  console.error(`wrangler dev stopped (code ${code}); starting it again…`)
  try {
    await start()
    console.log(`  Site ready again at ${site.url}`)
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err))
    process.exit(1)
  }
}

// `npm test` builds the bundle once, first, and says so: a build empties static/assets under the
// suites that read it (the tests start this script too).
if (process.env.SKIP_CLIENT_BUILD !== '1') await buildClient({ quiet: true })
console.log('Starting the site and the embedded content service…')
/** @type {import('./lib/dev-server.mjs').LocalSite} */
let first
try {
  first = await start()
} catch (err) {
  // One clear message, no stack trace: the usual cause after switching is WordPress's front page.
  console.error(`npm start: ${err instanceof Error ? err.message : String(err)}`)
  console.error(
    'The home page (/) must answer 200. A WordPress without a static front page answers 404 or 503 there:\n' +
      '  Settings → Reading → "Your homepage displays": A static page, and choose the page.\n' +
      '  `npm run cms:check` lists what else the site needs from it.',
  )
  process.exit(1)
}
console.log(`\n  Site ready at ${first.url}  (Ctrl-C to stop)\n`)

const shutdown = async () => {
  if (stopping) return
  stopping = true
  await site.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
