// `npm run bench`: requests per second and latency of (a) a page's HTML served as a static asset,
// (b) the same CMS page from the caches, (c) the page while its cache keeps being purged — all by the
// same workerd on 127.0.0.1, with a load generator bounded in time and request count.
import autocannon from 'autocannon'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8795)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const MAX_REQUESTS = 500_000
const PAGE = process.env.BENCH_PAGE ?? '/'
const PURGE_TOKEN = 'local-purge-token'

function load(url, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        maxOverallRequests: MAX_REQUESTS,
        ...extra,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })
}

const row = (name, r) => ({
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
})

async function purgeAll(base) {
  await fetch(`${base}/__cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
    body: '{"all":true}',
  }).catch(() => undefined)
}

console.error('bench: building the client')
await buildClient({ quiet: true })
console.error('bench: starting')
// The static copy must exist before wrangler starts, so render it in a first short run.
let site = await startSite({ port: PORT, quiet: true })
console.error('bench: rendering the static copy')
const html = await (await fetch(`${site.url}${PAGE}`)).text()
await site.stop()
const staticDir = `${root}static/assets/bench`
await mkdir(staticDir, { recursive: true })
await writeFile(`${staticDir}/page.html`, html)

console.error('bench: restarting')
site = await startSite({ port: PORT, quiet: true })
console.error('bench: measuring')
try {
  const pageUrl = `${site.url}${PAGE}`
  await load(pageUrl, { duration: 2 }) // warm both caches and the isolate
  const results = []
  results.push(row('(a) static asset, same HTML', await load(`${site.url}/assets/bench/page.html`)))
  results.push(row('(b) CMS page from cache', await load(pageUrl)))
  const purger = setInterval(() => void purgeAll(site.url), 1000)
  await purgeAll(site.url)
  results.push(row('(c) CMS page, purged every second', await load(pageUrl)))
  clearInterval(purger)

  const ratio = results[1].rps / results[0].rps
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, page ${PAGE}, ${html.length} bytes\n`,
  )
  console.log('| measurement | req/s | p50 ms | p99 ms | errors |')
  console.log('|---|---:|---:|---:|---:|')
  for (const r of results)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`)
  console.log(`\nratio (b)/(a) = ${ratio.toFixed(2)} (target ≥ 0.80)`)
  await mkdir(`${root}reports`, { recursive: true })
  await writeFile(
    `${root}reports/bench.json`,
    JSON.stringify({ connections: CONNECTIONS, seconds: DURATION_S, results, ratio }, null, 2),
  )
  process.exitCode = ratio >= 0.8 && results.every((r) => r.errors === 0) ? 0 : 1
} finally {
  await site.stop()
  await rm(staticDir, { recursive: true, force: true })
}
