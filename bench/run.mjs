// `npm run bench`: the site under `wrangler dev`, measured with wrk against references it cannot slow
// down: workerd's own asset server (a file served without the Worker), the Worker's floor
// (/robots.txt) and a reference Worker (bench/reference) that renders a React page of the home
// page's size per request with no data work, and sends a constant page of the cached page's size.
// Cached pages are also measured at workerd's own socket, without wrangler's dev proxy (which
// production does not have, and whose cost grows with an HTML page's bytes). For each target:
// req/s, p50/p99 and the CPU milliseconds per request of the workerd processes; then the ratios
// and a verdict per target. Targets served by the same server are measured in turns, in rotation,
// so that a shared machine's drift does not fall on one side of a ratio.
// The same reference page is also rendered by Next.js 16 (bench/next-reference), per request and
// prerendered, installed from npm into .tmp/ on the first run (BENCH_NEXT=0 leaves it out).
// BENCH_DURATION (seconds per target, default 10; BENCH_DURATION=3 for a quick run),
// BENCH_CONNECTIONS (32), BENCH_PORT (8795).
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'
import { setting } from '../scripts/lib/dev-vars.mjs'
import { directUrl } from './lib/direct-socket.mjs'
import { startNextReference } from './lib/next-reference.mjs'
import { workerWeight } from './lib/worker-weight.mjs'
import { cpuBetween, processTreeCpu, workerdCpu } from './lib/process-cpu.mjs'
import { ensureWrk, headerScript, runWrk, uniquePathScript } from './lib/wrk.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8795)
const SECONDS = Number(process.env.BENCH_DURATION ?? process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const WARM_UP_SECONDS = 2
/** Targets compared with each other are measured in this many turns of SECONDS / TURNS each. */
const TURNS = 2
const STATIC_COPY_DIR = `${root}static/assets/bench`
const NEXT = process.env.BENCH_NEXT !== '0'

/**
 * A server measured: where it answers, its process, how to read its CPU time (default: the workerd
 * processes under it) and how to start it again (wrangler dev).
 * @typedef {object} Server
 * @property {string} url
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => Map<number, number>} [cpu]
 * @property {() => Promise<void>} [restart]
 * @property {boolean} [measureAgainAfterResets] a run that lost every connection at once is run again
 */
/** @typedef {import('../scripts/lib/dev-server.mjs').LocalSite & { restart: () => Promise<void> }} Site */
/**
 * @typedef {object} MeasureOptions
 * @property {string} [script] a wrk script
 * @property {() => () => void} [during] starts something for the run's length, returns its stop
 * @property {string} [probe] the path whose page cache answer is reported (default: the path)
 * @property {number} [seconds]
 * @property {boolean} [again] this is the second run
 */
/**
 * One target's numbers (a run that could not be measured has no CPU time and no page cache).
 * @typedef {object} Row
 * @property {string} name
 * @property {string} path
 * @property {number} requests
 * @property {number} rps
 * @property {number} p50
 * @property {number} p99
 * @property {number} errors
 * @property {string} errorDetail
 * @property {number} [readErrors]
 * @property {number} [timeouts]
 * @property {number} [cpuMsPerRequest]
 * @property {number} [proxyCpuMsPerRequest]
 * @property {string} [pageCache]
 * @property {string} [firstRun] what happened to a run measured again
 */
/** @typedef {[key: string, name: string, path: string, options?: MeasureOptions]} Target */

ensureWrk()
console.error('bench: building the client')
await buildClient({ quiet: true })
console.error("bench: the production Worker's bundle and start-up")
const weight = await workerWeight()

/**
 * A GET of `url`, read to its end, tried up to six times (wrangler's proxy may have closed an idle
 * keep-alive connection that fetch would reuse, or still be dropping the run's connections).
 * @param {string} url
 */
async function fetchRead(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url)
      return { res, bytes: (await res.arrayBuffer()).byteLength }
    } catch (err) {
      if (attempt === 6) throw err
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/**
 * The page cache's answer to one request (`hit`, `miss`, or '' when the cache is off).
 * @param {string} url
 */
async function cacheAnswer(url) {
  const { res } = await fetchRead(url)
  return res.headers.get('x-html-cache') ?? ''
}

/**
 * One target: a warm-up, then wrk with the CPU time of the server's processes read around it
 * (workerd's under wrangler dev; `cpu` reads another server's).
 * @param {string} name
 * @param {Server} server
 * @param {string} path
 * @param {MeasureOptions} options
 * @returns {Promise<Row>}
 */
async function measureOnce(name, server, path, options) {
  const { script, during, probe = path, seconds = SECONDS } = options
  const cpu = server.cpu ?? (() => workerdCpu(server.child.pid ?? NaN))
  const url = `${server.url}${path}`
  runWrk(url, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS, script })
  // What the site's page cache answers such a request after the warm-up (`hit`, `miss`, or none).
  const pageCache = await cacheAnswer(`${server.url}${probe}`)
  const stop = during?.()
  const before = cpu()
  const r = runWrk(url, { seconds, connections: CONNECTIONS, script })
  let after
  try {
    after = cpu()
  } catch {
    // wrangler dev exited as the run ended: its CPU time is gone with it (see measure).
  }
  const { ms, proxyMs, restarted } = after
    ? cpuBetween(before, after, PORT)
    : { ms: NaN, proxyMs: NaN, restarted: false }
  stop?.()
  if (restarted) console.error(`bench: workerd restarted during "${name}" (files changed?)`)
  const row = {
    name,
    path,
    ...r,
    errors: r.errors + (restarted ? 1 : 0),
    cpuMsPerRequest: r.requests && !restarted ? ms / r.requests : NaN,
    proxyCpuMsPerRequest: r.requests && !restarted ? proxyMs / r.requests : NaN,
    pageCache,
  }
  console.error(`bench: ${name}: ${Math.round(r.rps)} req/s`)
  return row
}

/**
 * Whether wrangler dev (started by {@link withSite}) has exited, or stopped answering for 10 s.
 * Right after a run it may fail a request or two and then answer again: that is not an exit.
 * @param {Server} server
 */
async function hasExited(server) {
  for (let attempt = 0; attempt < 10; attempt++) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return true
    try {
      const res = await fetch(`${server.url}/robots.txt`, { signal: AbortSignal.timeout(1000) })
      await res.arrayBuffer()
      if (res.status === 200) return false
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return true
}

/**
 * {@link measureOnce}, measured once more in two cases, both runs printed. wrangler dev exited
 * during or right after the run (its proxy treats one failed hop to the Worker as fatal:
 * cloudflare/workers-sdk#15317): it is started again, and a run it did not finish cleanly is
 * measured again. A run at workerd's own socket lost every connection at once.
 * @param {string} name
 * @param {Server} server
 * @param {string} path
 * @param {MeasureOptions} [options]
 * @returns {Promise<Row>}
 */
async function measure(name, server, path, options = {}) {
  /** @type {Row | undefined} */
  let row
  /** @type {unknown} */
  let failure
  try {
    row = await measureOnce(name, server, path, options)
  } catch (err) {
    if (!server.restart) throw err
    failure = err
  }
  if (server.restart && (await hasExited(server))) {
    console.error(`bench: wrangler dev exited during or after "${name}"; starting it again`)
    await server.restart()
    if (row && !row.errors && Number.isFinite(row.cpuMsPerRequest))
      return { ...row, firstRun: 'clean; wrangler dev exited right after it' }
    if (options.again) return row ?? unmeasured(name, path, failure)
    const again = await measure(name, server, path, { ...options, again: true })
    return { ...again, firstRun: 'wrangler dev exited during it (cloudflare/workers-sdk#15317)' }
  }
  if (!row) throw failure
  if (server.measureAgainAfterResets && !options.again && droppedAtOnce(row)) {
    console.error(`bench: ${name}: ${row.errorDetail}; measuring once more`)
    const again = await measure(name, server, path, { ...options, again: true })
    const first = `${row.errors} errors (${row.errorDetail}), ${Math.round(row.rps)} req/s`
    return { ...again, firstRun: first }
  }
  return row
}

/**
 * A row for a run that could not be measured twice in a row: one failure, no numbers.
 * @param {string} name
 * @param {string} path
 * @param {unknown} err
 * @returns {Row}
 */
function unmeasured(name, path, err) {
  const detail = `not measured: ${err instanceof Error ? err.message : 'wrangler dev exited'}`
  return { name, path, rps: NaN, p50: NaN, p99: NaN, requests: 0, errors: 1, errorDetail: detail }
}

/**
 * Whether a run's only errors are connections closed under a request, at most one each (and the
 * answers that came late while they were opened again): workerd's own socket under wrangler dev
 * now and then drops every connection at once, on the floor as on a page.
 * @param {Row} row
 */
function droppedAtOnce(row) {
  const closed = row.readErrors ?? 0
  return closed > 0 && closed <= CONNECTIONS && row.errors === closed + (row.timeouts ?? 0)
}

/**
 * Targets compared with each other, measured in turns (A, B, C, A, B, C): a shared machine's speed
 * drifts over seconds, and in turns each target gets its share of fast and slow moments. Each
 * `[key, name, path, options]` becomes `rows[key]`.
 * @param {Server} server
 * @param {Target[]} targets
 */
async function measureInTurns(server, targets) {
  /** @type {Map<string, Row[]>} */
  const turns = new Map(targets.map(([key]) => [key, []]))
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [key, name, path, options = {}] of targets) {
      // wrk takes whole seconds: BENCH_DURATION=3 gives turns of 2 s, not 1.5.
      const seconds = Math.ceil(SECONDS / TURNS)
      const row = await measure(name, server, path, { ...options, seconds })
      turns.get(key)?.push(row)
    }
  }
  for (const [key, runs] of turns) rows[key] = inTurns(runs)
}

/**
 * A target's turns as one row: requests, errors and CPU added up (the turns are equally long),
 * p50 the mean of the turns' weighted by their requests, p99 the highest.
 * @param {Row[]} runs
 * @returns {Row}
 */
function inTurns(runs) {
  const [first] = runs
  if (!first) throw new Error('bench: a target with no turns')
  const sum = (/** @type {(r: Row) => number} */ of) => runs.reduce((total, r) => total + of(r), 0)
  const requests = sum((r) => r.requests)
  const perRequest = (/** @type {(r: Row) => number} */ of) =>
    requests ? sum((r) => of(r) * r.requests) / requests : NaN
  const notes = runs.flatMap((r, i) => (r.firstRun ? [`of turn ${i + 1}: ${r.firstRun}`] : []))
  return {
    ...first,
    requests,
    rps: sum((r) => r.rps) / runs.length,
    p50: perRequest((r) => r.p50),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    readErrors: sum((r) => r.readErrors ?? 0),
    timeouts: sum((r) => r.timeouts ?? 0),
    errorDetail: [...new Set(runs.map((r) => r.errorDetail).filter(Boolean))].join('; '),
    cpuMsPerRequest: perRequest((r) => r.cpuMsPerRequest ?? NaN),
    proxyCpuMsPerRequest: perRequest((r) => r.proxyCpuMsPerRequest ?? NaN),
    pageCache: [...new Set(runs.map((r) => r.pageCache))].join(', '),
    firstRun: notes.join('; ') || undefined,
  }
}

/**
 * Runs `work` against a site started with `options`, and stops it whatever happens.
 * @template T
 * @param {import('../scripts/lib/dev-server.mjs').StartOptions} options
 * @param {(server: Site) => Promise<T>} work
 */
async function withSite(options, work) {
  const settings = { port: PORT, quiet: true, ...options }
  /** @type {Site} */
  const server = Object.assign(await startSite(settings), {
    restart: async () => {
      await server.stop()
      Object.assign(server, await startSite(settings))
    },
  })
  try {
    return await work(server)
  } finally {
    await server.stop()
  }
}

const purgeToken = setting('PURGE_TOKEN') ?? 'local-purge-token'
/** Purges the home page once a second while a run lasts, as editors saving in a loop would. */
const purgingHome = (/** @type {Server} */ server) => () => {
  const purge = () =>
    fetch(`${server.url}/__cache/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${purgeToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/'] }),
    }).catch(() => undefined)
  void purge()
  const timer = setInterval(purge, 1000)
  return () => clearInterval(timer)
}

/** @type {Record<string, Row>} */
const rows = {}
/**
 * A target's row, which every run measures before the ratios are taken.
 * @param {string} key
 */
const row = (key) => {
  const found = rows[key]
  if (!found) throw new Error(`bench: ${key} was not measured`)
  return found
}
let homeBytes = 0
let caseStudy = ''
let assetWithoutWorker = false
let nextBytes = 0
let sentBytes = 0
let smallBytes = 0
let referenceConstantBytes = 0
/** The shortest page type. */
const SMALL_PAGE = '/privacy-policy'

console.error('bench: the site, page cache off (every request renders)')
await withSite({ vars: { HTML_CACHE_S: '0' } }, async (site) => {
  const html = await (await fetch(`${site.url}/`)).text()
  // The reference pages are matched to the markup React renders: the stylesheet the site inlines
  // is one constant string (the references link it), so its bytes are not counted.
  homeBytes = html.replace(/<style nonce="[^"]*">[^<]*<\/style>/, '').length
  sentBytes = Buffer.byteLength(html)
  // The same bytes as a static file, for the cached page to be compared with a body of its size.
  await mkdir(STATIC_COPY_DIR, { recursive: true })
  await writeFile(`${STATIC_COPY_DIR}/home.html`, html)
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  caseStudy = new URL(/<loc>([^<]+\/case-studies\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '/').pathname
  rows.renderedHome = await measure('home rendered per request', site, '/')
  rows.renderedCaseStudy = await measure('a case study rendered per request', site, caseStudy)
})

console.error('bench: the site, caches on')
try {
  await withSite({}, async (site) => {
    // The Worker stamps a per-request nonce in its policy; the asset server serves _headers as written.
    const asset = await fetch(`${site.url}/assets/site.css`)
    await asset.arrayBuffer()
    assetWithoutWorker = !/nonce-/.test(asset.headers.get('content-security-policy') ?? 'nonce-')
    // A short page: what a hit costs beyond its bytes (one lookup and the nonce).
    smallBytes = (await fetchRead(`${site.url}${SMALL_PAGE}`)).bytes
    await measureInTurns(site, [
      ['asset', 'static file, no Worker (/assets/site.css)', '/assets/site.css'],
      ['floor', "the Worker's floor (/robots.txt)", '/robots.txt'],
      ['staticCopy', 'the home page as a static file, no Worker', '/assets/bench/home.html'],
      ['cachedHome', 'home page from the caches', '/'],
      ['cachedCaseStudy', 'a case study from the caches', caseStudy],
      ['cachedSmall', `${SMALL_PAGE} from the caches`, SMALL_PAGE],
    ])
    rows.uniqueQuery = await measure('home, unique ?utm_source= per request', site, '/', {
      script: uniquePathScript('utm_source'),
      probe: `/?utm_source=probe-${Date.now()}`,
    })
    rows.purged = await measure('home, purged every second', site, '/', {
      during: purgingHome(site),
    })
    // The same Worker at workerd's own socket, without wrangler's dev proxy: as production runs it.
    /** @type {Site & Server} */
    const direct = { ...site, url: await directUrl(site, PORT), measureAgainAfterResets: true }
    direct.restart = async () => {
      await site.restart()
      Object.assign(direct, { child: site.child, url: await directUrl(site, PORT) })
    }
    await measureInTurns(direct, [
      ['floorDirect', "the Worker's floor, at workerd (no dev proxy)", '/robots.txt'],
      ['cachedHomeDirect', 'home page from the caches, at workerd (no dev proxy)', '/'],
      [
        'cachedCaseStudyDirect',
        'a case study from the caches, at workerd (no dev proxy)',
        caseStudy,
      ],
    ])
    // A client that accepts gzip, as browsers do: Miniflare compresses each answer in the Workers'
    // process (in production Cloudflare's edge does, outside the Worker's CPU).
    const gzip = { script: headerScript('Accept-Encoding', 'gzip') }
    await measureInTurns(direct, [
      [
        'floorGzip',
        "the Worker's floor, at workerd, a client that accepts gzip",
        '/robots.txt',
        gzip,
      ],
      [
        'cachedHomeGzip',
        'home page from the caches, at workerd, a client that accepts gzip',
        '/',
        gzip,
      ],
      [
        'staticCopyGzip',
        'the home page as a static file, no Worker, at workerd, a client that accepts gzip',
        '/assets/bench/home.html',
        gzip,
      ],
    ])
  })
} finally {
  await rm(STATIC_COPY_DIR, { recursive: true, force: true })
}

/**
 * The card count that makes the reference page as long as the home page.
 * @param {number} bytes
 */
async function referenceCards(bytes) {
  const { renderToString } = await import('react-dom/server')
  const { pageDocument } = await import('./reference/page.mjs')
  let cards = 6
  while (renderToString(pageDocument(cards)).length < bytes && cards < 2000) cards += 6
  return cards
}
const cards = await referenceCards(homeBytes)
// The constant page is as long as what the site sends from its caches (with its inlined rules).
const constantCards = await referenceCards(sentBytes)

console.error('bench: the reference Worker, and workerd serving a folder with nothing else')
// The same stylesheet served by workerd's asset server alone: no _headers, no routing rules.
const bareAssets = await mkdtemp(join(tmpdir(), 'bench-assets-'))
try {
  await mkdir(join(bareAssets, 'assets'))
  await copyFile(`${root}static/assets/site.css`, join(bareAssets, 'assets/site.css'))
  await withSite(
    {
      configs: ['bench/reference/wrangler.toml'],
      vars: { CARDS: String(cards), CONSTANT_CARDS: String(constantCards) },
      extraArgs: ['--assets', bareAssets],
    },
    async (reference) => {
      referenceConstantBytes = (await fetchRead(`${reference.url}/constant`)).bytes
      await measureInTurns(reference, [
        [
          'bareAsset',
          "workerd's asset server alone (/assets/site.css, no _headers)",
          '/assets/site.css',
        ],
        ['reference', `reference React Worker (${homeBytes} B page)`, '/'],
        ['referenceFloor', "the reference Worker's floor (/robots.txt)", '/robots.txt'],
        [
          'referenceConstant',
          `the reference Worker sending a constant ${referenceConstantBytes} B page`,
          '/constant',
        ],
      ])
    },
  )
} finally {
  await rm(bareAssets, { recursive: true, force: true })
}

if (NEXT) {
  console.error('bench: the Next.js reference (installing and building it)')
  const started = await startNextReference({ root, port: PORT + 20, cards })
  const { pid } = started.child
  if (pid === undefined) throw new Error('bench: the Next.js reference is not running')
  /** @type {Server & { stop: () => Promise<void> }} */
  const next = { ...started, cpu: () => processTreeCpu(pid) }
  try {
    nextBytes = (await (await fetch(`${next.url}/`)).text()).length
    rows.nextRendered = await measure('Next.js 16, the page rendered per request', next, '/')
    rows.nextStatic = await measure('Next.js 16, the page prerendered (static)', next, '/static')
  } finally {
    await next.stop()
  }
}

const fmt = (/** @type {number | undefined} */ n, digits = 0) =>
  n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '–'
console.log(
  `\nwrk -t2 -c${CONNECTIONS}, ${SECONDS} s per target after a ${WARM_UP_SECONDS} s warm-up; ` +
    `targets run on the same server are measured in ${TURNS} turns of ${Math.ceil(SECONDS / TURNS)} s, ` +
    'taken in rotation (requests and CPU added up, p50 the mean of the turns, p99 the highest); ' +
    `home page ${homeBytes} bytes of markup (${sentBytes} sent, with the rules it inlines), ` +
    `${SMALL_PAGE} ${smallBytes}; CPU = workerd user+system time / requests, of which ` +
    `"proxy" is wrangler dev's local proxy (not in production); page cache = x-html-cache after the warm-up` +
    (NEXT
      ? `; Next.js: the reference page (${cards} cards, ${nextBytes} bytes with its RSC payload), ` +
        'CPU of the next start process tree\n'
      : '\n'),
)
console.log(
  `The production Worker: ${fmt(weight.uploadKiB)} KiB uploaded (${fmt(weight.gzipKiB)} KiB gzip), ` +
    `start-up ${fmt(weight.startupMs, 1)} ms of CPU (wrangler check startup, fastest of three).\n`,
)
console.log('| target | req/s | p50 ms | p99 ms | CPU ms/req | of it proxy | errors | page cache |')
console.log('|---|---:|---:|---:|---:|---:|---:|---|')
for (const r of Object.values(rows)) {
  console.log(
    `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.cpuMsPerRequest, 2)} | ` +
      `${fmt(r.proxyCpuMsPerRequest, 2)} | ${r.errors} | ${r.pageCache || '–'} |`,
  )
}
console.log(
  '\nRendered per request: `/` with the page cache off (HTML_CACHE_S=0). `/` reads none of the ' +
    'declared query parameters (worker/cache/page-query.ts), so a unique query string alone is still ' +
    'a cache hit, as the unique ?utm_source= row shows. "At workerd (no dev proxy)": the same ' +
    "Worker at workerd's own socket, as production runs it; wrangler dev's proxy runs every HTML " +
    'response through an HTMLRewriter and copies it across one more process, so through it any ' +
    "Worker's page costs more with its bytes (the reference Worker's constant page shows how much).",
)

/**
 * A ratio and its verdict: `min` is its target; `info` ones are for scale only; `met` is set once.
 * @typedef {{ name: string, ratio: number, min?: number, info?: boolean, met?: boolean }} Ratio
 */
/** @type {Ratio[]} */
const targets = [
  {
    name: 'render per request ≥ 0.8 × the reference React Worker',
    ratio: row('renderedHome').rps / row('reference').rps,
    min: 0.8,
  },
  {
    name: "a cached page ≥ 0.8 × the Worker's floor (/robots.txt), at workerd (no dev proxy)",
    ratio: row('cachedHomeDirect').rps / row('floorDirect').rps,
    min: 0.8,
  },
  {
    name: "a cached case study ≥ 0.8 × the Worker's floor, at workerd (no dev proxy)",
    ratio: row('cachedCaseStudyDirect').rps / row('floorDirect').rps,
    min: 0.8,
  },
  {
    // On two cores wrk's own reading of a 77 KB answer takes CPU from the server: the rate ratio
    // moves from run to run more than the Worker's cost does.
    name: "the floor's CPU per request / a cached page's, at workerd, for scale",
    ratio:
      (row('floorDirect').cpuMsPerRequest ?? NaN) /
      (row('cachedHomeDirect').cpuMsPerRequest ?? NaN),
    info: true,
  },
  {
    // Miniflare compresses every HTML answer in the Workers' process (production: Cloudflare's edge,
    // outside the Worker's CPU), so the cached page is compared with the same bytes compressed the
    // same way without a Worker.
    name: 'a cached page ≥ 0.8 × the same bytes as a static file (no Worker), at workerd, for a client that accepts gzip (as browsers do)',
    ratio: row('cachedHomeGzip').rps / row('staticCopyGzip').rps,
    min: 0.8,
  },
  {
    name: "a cached page / the Worker's floor, at workerd, for a client that accepts gzip, for scale",
    ratio: row('cachedHomeGzip').rps / row('floorGzip').rps,
    info: true,
  },
  {
    name: "a cached page / the Worker's floor, through wrangler dev's proxy, for scale",
    ratio: row('cachedHome').rps / row('floor').rps,
    info: true,
  },
  {
    name: "the reference Worker's constant page of that size / its floor, through the proxy: what any Worker reaches there",
    ratio: row('referenceConstant').rps / row('referenceFloor').rps,
    info: true,
  },
  ...(NEXT
    ? [
        {
          name: 'render per request ≥ 3 × Next.js rendering the reference page per request',
          ratio: row('renderedHome').rps / row('nextRendered').rps,
          min: 3,
        },
        {
          name: "a cached page ≥ Next.js's prerendered (static) page",
          ratio: row('cachedHome').rps / row('nextStatic').rps,
          min: 1,
        },
      ]
    : []),
  {
    name: `a short cached page (${SMALL_PAGE}) / the Worker's floor, for scale`,
    ratio: row('cachedSmall').rps / row('floor').rps,
    info: true,
  },
  {
    name: 'a cached page ≥ the same bytes as a static file (no Worker), for scale',
    ratio: row('cachedHome').rps / row('staticCopy').rps,
    info: true,
  },
  {
    name: "a static file ≥ 0.9 × workerd's asset server alone, served without the Worker",
    ratio: row('asset').rps / row('bareAsset').rps,
    met: assetWithoutWorker && row('asset').rps / row('bareAsset').rps >= 0.9,
  },
  {
    name: "a static file / the Worker's floor, for scale",
    ratio: row('asset').rps / row('floor').rps,
    info: true,
  },
]
console.log('\n| target | ratio | verdict |')
console.log('|---|---:|---|')
for (const t of targets) {
  t.met ??= t.info ? true : t.ratio >= (t.min ?? Infinity)
  const verdict = t.info ? '(for scale)' : t.met ? 'met' : 'NOT met'
  console.log(`| ${t.name} | ${fmt(t.ratio, 2)} | ${verdict} |`)
}
/** The references: their failed requests are reported, but they are not the site's. */
const REFERENCES = [
  'bareAsset',
  'reference',
  'referenceFloor',
  'referenceConstant',
  'nextRendered',
  'nextStatic',
]
/** Requests that got no answer, or an error status (not those that were only slow). */
const failures = (/** @type {Row} */ r) => r.errors - (r.timeouts ?? 0)
/**
 * @param {(key: string) => boolean} names
 * @param {(r: Row) => number} count
 */
const listed = (names, count) =>
  Object.entries(rows)
    .filter(([key, r]) => count(r) > 0 && names(key))
    .map(([, r]) => r)
const site = (/** @type {string} */ key) => !REFERENCES.includes(key)
const reference = (/** @type {string} */ key) => REFERENCES.includes(key)
const siteFailed = listed(site, failures)
const errors = siteFailed.reduce((sum, r) => sum + failures(r), 0)
/** @type {[title: string, list: Row[], count: (r: Row) => number][]} */
const failed = [
  ["the site's requests that failed", siteFailed, failures],
  [
    "the site's requests answered after wrk's 2 s timeout (not failed; left out of p50 and p99 by wrk)",
    listed(site, (r) => r.timeouts ?? 0),
    (r) => r.timeouts ?? 0,
  ],
  [
    "references' requests that failed or timed out (not the site's; they do not fail the run)",
    listed(reference, (r) => r.errors),
    (r) => r.errors,
  ],
]
for (const [title, list, count] of failed) {
  if (!list.length) continue
  console.log(`\n${title}:`)
  for (const r of list)
    console.log(`- ${r.name}: ${count(r)}, ${r.errorDetail || 'workerd restarted'}`)
}

const measuredAgain = Object.values(rows).filter((r) => r.firstRun)
if (measuredAgain.length) {
  console.log(
    '\nmeasured again (the table shows the second run, of the turn where there are turns):',
  )
  for (const r of measuredAgain) console.log(`- ${r.name}: first run ${r.firstRun}`)
}

await mkdir(`${root}reports`, { recursive: true })
await writeFile(
  `${root}reports/bench.json`,
  JSON.stringify(
    { seconds: SECONDS, connections: CONNECTIONS, homeBytes, worker: weight, rows, targets },
    null,
    2,
  ),
)
process.exitCode = targets.every((t) => t.met) && errors === 0 ? 0 : 1
