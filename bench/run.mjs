// `npm run bench`: the site under `wrangler dev` measured with wrk against references it cannot slow
// down: workerd's own asset server, the Worker's floor (/robots.txt) and a reference Worker that
// renders a React page of the home page's size per request (bench/reference/). For each target:
// req/s, p50/p99 latency and CPU milliseconds per request of the workerd processes; then the ratios
// and a verdict per target. Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 3),
// BENCH_CONNECTIONS (32), BENCH_THREADS (2), BENCH_PORT (8795), BENCH_PURGE_MS (1000),
// BENCH_CASE_STUDY (a case-study path).
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildClient } from '../scripts/build-client.mjs'
import { ensureDevVars, root, startSite } from '../scripts/lib/dev-server.mjs'
import { cpuSample, workerdPids } from './lib/process-cpu.mjs'
import { cleanUpWrk, ensureWrk, runWrk } from './lib/wrk.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8795)
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const THREADS = Number(process.env.BENCH_THREADS ?? 2)
const PURGE_MS = Number(process.env.BENCH_PURGE_MS ?? 1000)
const ASSET = '/assets/site.css'
/** Targets: a ratio of req/s to a reference's, at least this. */
const TARGETS = { render: 0.8, cached: 0.8, asset: 0.9 }

function purgeToken(devVars) {
  return /^PURGE_TOKEN="?([^"\n]*)"?$/m.exec(devVars)?.[1] ?? ''
}

/** One target: a warm-up, then a measured run with the CPU the workerd processes spent on it. */
async function measure(site, { key, name, path, unique = false, note = '', during }) {
  const url = `${site.url}${path}`
  const load = { seconds: SECONDS, connections: CONNECTIONS, threads: THREADS, unique }
  console.error(`bench: ${key} ${name} (${path}${unique ? ', unique query' : ''})`)
  await runWrk(url, { ...load, seconds: WARMUP_S })
  const pids = await workerdPids(site.child.pid, PORT)
  const stopDuring = during?.()
  const before = await cpuSample(pids)
  const r = await runWrk(url, load)
  const after = await cpuSample(pids)
  const extra = await stopDuring?.()
  const perRequest = (ms) => (r.requests ? ms / r.requests : NaN)
  return {
    key,
    name,
    path: unique ? `${path}?v=<unique>` : path,
    note: [note, extra].filter(Boolean).join('; '),
    ...r,
    cpuMs: perRequest(after.runtime - before.runtime),
    proxyCpuMs: perRequest(after.proxy - before.proxy),
  }
}

/** Asks `path` once and returns its page-cache header and size (to check what a target measures). */
async function probe(site, path) {
  await (await fetch(`${site.url}${path}`)).arrayBuffer()
  const res = await fetch(`${site.url}${path}`)
  const body = await res.arrayBuffer()
  return { status: res.status, cache: res.headers.get('x-html-cache'), bytes: body.byteLength }
}

async function withSite(options, run) {
  const site = await startSite({ port: PORT, quiet: true, timeoutMs: 120_000, ...options })
  try {
    return await run(site)
  } finally {
    await site.stop()
  }
}

ensureWrk()
ensureDevVars()
const token = purgeToken(await readFile(`${root}.dev.vars`, 'utf8'))
console.error('bench: building the client')
await buildClient({ quiet: true })

// workerd's own asset server: the same file, served by a Worker with nothing else configured.
const bareAssets = await mkdtemp(join(tmpdir(), 'bench-assets-'))
await mkdir(join(bareAssets, 'assets'))
await copyFile(`${root}static${ASSET}`, join(bareAssets, ASSET))

const results = []
const facts = {}
try {
  console.error('bench: starting the reference Worker')
  await withSite(
    { configs: ['bench/reference/wrangler.toml'], extraArgs: ['--assets', bareAssets] },
    async (ref) => {
      facts.referenceBytes = (await probe(ref, '/')).bytes
      results.push(
        await measure(ref, {
          key: 'A',
          name: "reference: workerd's asset server, no Worker, no _headers",
          path: ASSET,
        }),
        await measure(ref, {
          key: 'C',
          name: 'reference Worker: React page rendered per request',
          path: '/',
          note: 'bench/reference, no data work',
        }),
      )
    },
  )

  console.error('bench: starting the site')
  await withSite({}, async (site) => {
    const list = await (await fetch(`${site.url}/case-studies`)).text()
    const caseStudy =
      process.env.BENCH_CASE_STUDY ?? /href="(\/case-studies\/[a-z0-9-]+)"/.exec(list)?.[1]
    if (!caseStudy) throw new Error('no case study linked from /case-studies')
    const home = await probe(site, '/')
    const study = await probe(site, caseStudy)
    facts.homeBytes = home.bytes
    if (home.cache !== 'hit' || study.cache !== 'hit') {
      console.error(`bench: warning: page cache answered ${home.cache} / ${study.cache}, not hit`)
    }
    results.push(
      await measure(site, {
        key: 'a',
        name: 'static file, served without the Worker',
        path: ASSET,
      }),
      await measure(site, { key: 'b', name: "the Worker's floor", path: '/robots.txt' }),
      await measure(site, { key: 'd', name: 'home page from the caches', path: '/' }),
      await measure(site, { key: 'e', name: 'case study from the caches', path: caseStudy }),
      await measure(site, {
        key: 'g',
        name: 'home page, its cache purged meanwhile',
        path: '/',
        during: () => {
          let purges = 0
          const purge = async () => {
            const res = await fetch(`${site.url}/__cache/purge`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ paths: ['/'] }),
            }).catch(() => null)
            if (res?.ok) purges++
            await res?.arrayBuffer()
          }
          const timer = setInterval(() => void purge(), PURGE_MS)
          return async () => {
            clearInterval(timer)
            return `${purges} purges of / (POST /__cache/purge), one every ${PURGE_MS} ms`
          }
        },
      }),
    )
  })

  // `/` reads none of the declared query parameters (worker/cache/page-query.ts), so a unique query
  // string alone still finds it in the page cache: the render run starts the site without that cache.
  console.error('bench: starting the site with the page cache off (HTML_CACHE_S=0)')
  await withSite({ vars: { HTML_CACHE_S: '0' } }, async (site) => {
    const home = await probe(site, '/')
    if (home.cache === 'hit') throw new Error('the page cache is still on')
    results.push(
      await measure(site, {
        key: 'f',
        name: 'home page rendered per request',
        path: '/',
        unique: true,
        note:
          '/ reads no declared query parameter, so a unique query alone would hit the page cache: ' +
          'site started with HTML_CACHE_S=0 (page cache off; CMS data from the in-isolate memory and KV)',
      }),
    )
  })
} finally {
  await cleanUpWrk()
  await rm(bareAssets, { recursive: true, force: true })
}

const by = Object.fromEntries(results.map((r) => [r.key, r]))
const order = ['a', 'A', 'b', 'd', 'e', 'f', 'C', 'g']
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–')
const cacheOf = (r) => {
  const answered = r.cacheHits + r.cacheMisses
  if (r.key === 'f') return answered ? `${r.cacheHits} hits` : 'off'
  return answered ? `${Math.round((100 * r.cacheHits) / answered)}% hit` : ''
}

const lines = []
const out = (line = '') => lines.push(line)
out(
  `\nwrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s after a ${WARMUP_S} s warm-up, per target; ` +
    `home page ${facts.homeBytes} bytes, reference page ${facts.referenceBytes} bytes.`,
)
out(
  'CPU ms/req: user + system time of the workerd process that runs the Workers and the asset ' +
    "server, per completed request; proxy: wrangler dev's local proxy in front of it (not in production).\n",
)
out(
  '| | target | path | req/s | p50 ms | p99 ms | CPU ms/req | proxy ms/req | errors | page cache |',
)
out('|---|---|---|---:|---:|---:|---:|---:|---:|---|')
for (const key of order) {
  const r = by[key]
  if (!r) continue
  out(
    `| ${r.key} | ${r.name} | \`${r.path}\` | ${Math.round(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ` +
      `${fmt(r.cpuMs, 2)} | ${fmt(r.proxyCpuMs, 2)} | ${r.errors} | ${cacheOf(r)} |`,
  )
}
out()
for (const r of results) if (r.note) out(`${r.key}: ${r.note}`)
out()

const verdicts = [
  ['render per request (f) vs reference Worker (C)', by.f, by.C, TARGETS.render],
  ['home page from the caches (d) vs /robots.txt (b)', by.d, by.b, TARGETS.cached],
  ['case study from the caches (e) vs /robots.txt (b)', by.e, by.b, TARGETS.cached],
  ["static file (a) vs workerd's asset server (A)", by.a, by.A, TARGETS.asset],
].map(([label, r, ref, target]) => {
  const ratio = r.rps / ref.rps
  const met = ratio >= target && r.errors === 0
  const cpu = r.cpuMs / ref.cpuMs
  return { label, ratio, cpu, target, met }
})
out('| ratio | req/s | CPU/req | target (req/s) | verdict |')
out('|---|---:|---:|---:|---|')
for (const v of verdicts) {
  out(
    `| ${v.label} | ${fmt(v.ratio, 2)} | ${fmt(v.cpu, 2)}× | ≥ ${v.target} | ${v.met ? 'met' : 'NOT met'} |`,
  )
}
const errors = results.filter((r) => r.errors > 0)
if (errors.length) out(`\nerrors in: ${errors.map((r) => r.key).join(', ')}`)
console.log(lines.join('\n'))

await mkdir(`${root}reports`, { recursive: true })
await writeFile(
  `${root}reports/bench.json`,
  JSON.stringify(
    {
      threads: THREADS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_S,
      ...facts,
      results,
      verdicts,
    },
    null,
    2,
  ),
)
process.exitCode = verdicts.every((v) => v.met) && !errors.length ? 0 : 1
