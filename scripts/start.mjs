// `npm start`: builds the browser bundle, then runs the site with the embedded content service on
// http://127.0.0.1:8787 (PORT changes it, and the site's SITE_URL with it, unless SITE_URL is set).
// Ctrl-C stops everything it started.
import { buildClient } from './build-client.mjs'
import { startSite } from './lib/dev-server.mjs'

const port = Number(process.env.PORT ?? 8787)
await buildClient({ quiet: true })
console.log('Starting the site and the embedded content service…')
const site = await startSite({ port, timeoutMs: 120_000 })
console.log(`\n  Site ready at ${site.url}  (Ctrl-C to stop)\n`)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await site.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
site.child.on('exit', (code) => {
  if (!stopping) {
    console.error(`wrangler dev stopped (code ${code}).`)
    process.exit(code ?? 1)
  }
})
