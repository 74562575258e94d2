// `npm run soak`: mixed traffic against the production build on 127.0.0.1 for SOAK_SECONDS (60):
// page GETs over every page type and form posts (contact with a solved ALTCHA, email call-to-action),
// at SOAK_CONNECTIONS (64) concurrent clients. Passes with 0 unexpected statuses, 0 accepted posts
// missing from the content service, and steady memory in use (after GC) in each Worker.
// Writes reports/soak.md and .json.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'
import { firstInSitemap } from './lib/sitemap.mjs'
import { readDevVars } from '../scripts/lib/dev-vars.mjs'
import { memoryOf, sampleMemory } from './lib/memory-sampler.mjs'
import { soakReport } from './lib/soak-report.mjs'
import { workerMemory, workerdRssMb } from './lib/workerd-memory.mjs'

const PORT = Number(process.env.SOAK_PORT ?? 8797)
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64)
/** One request in this many is a form post (half contact, half email call-to-action). */
const FORM_EVERY = Number(process.env.SOAK_FORM_EVERY ?? 20)
const MAX_REQUESTS = 1_000_000
const SAMPLE_MS = 2000
/** Memory after this share of the run is the reference the end is compared with. */
const WARM_UP_SHARE = 0.2
const MAX_GROWTH = 1.5
/** The Workers whose memory in use must stay steady; the first is wrangler's primary Worker. */
const PRIMARY = 'company-site'
const WORKERS = [PRIMARY, 'embedded-cms']
const CF7_IDS = { contact: 101, 'email-cta': 105 }

/** @typedef {'contact' | 'email-cta'} FormKind */
/** @typedef {[path: string, status: number]} PageVisit a path and the status it must answer */

/**
 * Every page type, with real slugs from the sitemap; the 404 page is expected to answer 404.
 * @param {string} base
 * @returns {Promise<PageVisit[]>}
 */
async function pageTypes(base) {
  const first = await firstInSitemap(base)
  return [
    ['/', 200],
    ['/services', 200],
    ['/services/data', 200],
    ['/case-studies', 200],
    [first('/case-studies/'), 200],
    ['/careers', 200],
    [first('/careers/'), 200],
    ['/contact', 200],
    ['/about', 200],
    ['/privacy-policy', 200],
    ['/terms-of-use', 200],
    ['/unsubscribe', 200],
    ['/no-such-page', 404],
  ]
}

/**
 * @typedef {object} AltchaChallenge
 * @property {{ salt: string, nonce: string, algorithm: string, cost: number, keyLength?: number, keyPrefix: string }} parameters
 */

/**
 * ALTCHA deterministic mode, as src/blocks/ui/forms/solve-altcha.ts, with Node's sync hash.
 * @param {AltchaChallenge} challenge
 */
function solveAltcha({ parameters: p }) {
  const salt = Buffer.from(p.salt, 'hex')
  const nonce = Buffer.from(p.nonce, 'hex')
  const input = Buffer.alloc(salt.length + nonce.length + 4)
  salt.copy(input, 0)
  nonce.copy(input, salt.length)
  const algorithm = p.algorithm.replace('-', '').toLowerCase()
  for (let counter = 0; counter <= 5_000_000; counter++) {
    input.writeUInt32BE(counter, salt.length + nonce.length)
    let key = createHash(algorithm).update(input).digest()
    for (let i = 1; i < Math.max(1, p.cost); i++) key = createHash(algorithm).update(key).digest()
    const hex = key.subarray(0, p.keyLength ?? 32).toString('hex')
    if (hex.startsWith(p.keyPrefix.toLowerCase())) return { counter, derivedKey: hex, time: 0 }
  }
  throw new Error('ALTCHA challenge not solvable')
}

/** Addresses from 198.18.0.0/15 (benchmarking range): one per post keeps each under 5 a minute. */
let ipCounter = 0
function nextIp() {
  ipCounter++
  return `198.${18 + ((ipCounter >> 16) & 1)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/**
 * @param {string} base
 * @param {FormKind} kind
 * @param {Record<string, string>} fields
 */
async function postForm(base, kind, fields) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch(`${base}/api/forms/${kind}`, {
    method: 'POST',
    body,
    headers: {
      accept: 'application/json',
      // Miniflare keeps a client-sent CF-Connecting-IP; in production Cloudflare sets it itself.
      'cf-connecting-ip': nextIp(),
      referer: `${base}/contact`,
    },
  })
}

/**
 * @param {string} base
 * @param {string} email
 */
async function contactPost(base, email) {
  const challenge = /** @type {AltchaChallenge} */ (
    await (await fetch(`${base}/api/captcha/challenge`)).json()
  )
  const captcha = btoa(JSON.stringify({ challenge, solution: solveAltcha(challenge) }))
  return postForm(base, 'contact', {
    firstName: 'Soak',
    lastName: 'Test',
    email,
    interest: 'Cloud',
    message: 'Load test submission from npm run soak.',
    termsAccepted: 'on',
    captcha,
  })
}

/**
 * What the clients did: requests, page GETs, form posts sent and the emails of those accepted, and
 * the first 20 unexpected answers (then null for each one more).
 * @typedef {object} Stats
 * @property {number} requests
 * @property {number} pages
 * @property {(string | null)[]} unexpected
 * @property {Record<FormKind, number>} sent
 * @property {Record<FormKind, string[]>} accepted
 */

/** @returns {Stats} */
function createStats() {
  return {
    requests: 0,
    pages: 0,
    unexpected: [],
    sent: { contact: 0, 'email-cta': 0 },
    accepted: { contact: [], 'email-cta': [] },
  }
}

/**
 * @param {Stats} stats
 * @param {string} what
 * @param {string | number} status
 */
function noteUnexpected(stats, what, status) {
  if (stats.unexpected.length < 20) stats.unexpected.push(`${what}: ${status}`)
  else stats.unexpected.push(null)
}

/**
 * One client: requests back to back until the deadline, every FORM_EVERY-th a form post.
 * @param {string} base
 * @param {PageVisit[]} pages
 * @param {Stats} stats
 * @param {string} runId
 * @param {number} deadline
 */
async function client(base, pages, stats, runId, deadline) {
  while (Date.now() < deadline && stats.requests < MAX_REQUESTS) {
    const n = ++stats.requests
    try {
      if (n % FORM_EVERY === 0) {
        /** @type {FormKind} */
        const kind = (n / FORM_EVERY) % 2 ? 'contact' : 'email-cta'
        const email = `soak-${runId}-${n}@example.com`
        stats.sent[kind]++
        const res =
          kind === 'contact'
            ? await contactPost(base, email)
            : await postForm(base, kind, { email })
        const body = /** @type {{ ok?: boolean, message?: string } | null} */ (
          await res.json().catch(() => null)
        )
        if (res.status === 200 && body?.ok) stats.accepted[kind].push(email)
        else noteUnexpected(stats, `POST ${kind}`, `${res.status} ${body?.message ?? ''}`)
      } else {
        const [path, expected] = /** @type {PageVisit} */ (pages[n % pages.length])
        const res = await fetch(`${base}${path}`, { redirect: 'manual' })
        await res.arrayBuffer()
        stats.pages++
        if (res.status !== expected) noteUnexpected(stats, `GET ${path}`, res.status)
      }
    } catch (err) {
      noteUnexpected(stats, 'network', err instanceof Error ? err.message : String(err))
    }
  }
}

/**
 * Emails of this run's submissions the content service stored, per CF7 form id.
 * @param {string} base
 * @param {string} runId
 */
async function storedEmails(base, runId) {
  const credential = readDevVars([root]).CMS_AUTH ?? ''
  const auth = credential.startsWith('Basic ') ? credential : ''
  /** @type {Record<string, Set<string>>} */
  const stored = {}
  for (const [kind, id] of Object.entries(CF7_IDS)) {
    const res = await fetch(`${base}/__embedded-cms/wp-json/embedded/v1/submissions?form=${id}`, {
      headers: { authorization: auth },
      signal: AbortSignal.timeout(60_000),
    })
    if (!res.ok) throw new Error(`submissions route answered ${res.status}`)
    const rows = /** @type {{ fields: { email?: string } }[]} */ (await res.json())
    stored[kind] = new Set(
      rows.flatMap(({ fields: { email } }) => (email?.startsWith(`soak-${runId}-`) ? [email] : [])),
    )
  }
  return stored
}

/**
 * The stored emails, asked up to three times (a busy machine answers late), or the last error.
 * @param {string} base
 * @param {string} runId
 */
async function storedEmailsOrError(base, runId) {
  let error
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return { stored: await storedEmails(base, runId) }
    } catch (err) {
      error = err instanceof Error ? err.message : String(err)
      console.error(`soak: reading stored posts failed (${error})`)
    }
  }
  return { stored: null, error }
}

/**
 * @param {import('../scripts/lib/dev-server.mjs').LocalSite} site
 * @returns {Promise<import('./lib/soak-report.mjs').SoakResult & { samples: unknown[] }>}
 */
async function soak(site) {
  const rootPid = site.child.pid
  if (rootPid === undefined) throw new Error('soak: the local site is not running')
  const runId = randomUUID().slice(0, 8)
  const pages = await pageTypes(site.url)
  const stats = createStats()
  const started = Date.now()
  const deadline = started + DURATION_S * 1000
  const traffic = Promise.all(
    Array.from({ length: CONNECTIONS }, () => client(site.url, pages, stats, runId, deadline)),
  )
  // The run lasts as long as its traffic, however long a late memory sample holds the sampler.
  const trafficEnded = traffic.then(() => Date.now())
  const { samples, skipped } = await sampleMemory({
    open: () =>
      workerMemory({
        rootPid,
        primary: PRIMARY,
        inspectorPort: site.inspectorPort,
        others: WORKERS.slice(1),
      }),
    rss: () => workerdRssMb(rootPid, PORT),
    deadline,
    traffic,
    intervalMs: SAMPLE_MS,
  })
  const seconds = ((await trafficEnded) - started) / 1000
  const { stored, error: storedError } = await storedEmailsOrError(site.url, runId)
  const lost = stored
    ? Object.entries(stats.accepted).flatMap(([kind, emails]) =>
        emails.filter((e) => !stored[kind]?.has(e)),
      )
    : null
  const inUse = Object.fromEntries(
    WORKERS.map((name) => [
      name,
      memoryOf(
        samples.map((s) => s.inUse?.[name]),
        WARM_UP_SHARE,
      ),
    ]),
  )
  const measured = Object.values(inUse)
  // Unknown (null) when a Worker's memory could not be sampled often enough to tell.
  const steady = measured.every((m) => m !== null)
    ? measured.every((m) => m.last <= m.warm * MAX_GROWTH)
    : null
  const errors = stats.unexpected.length
  return {
    ok: errors === 0 && lost !== null && lost.length === 0 && steady !== false,
    seconds: Math.round(seconds),
    connections: CONNECTIONS,
    requests: stats.requests,
    pages: stats.pages,
    sent: stats.sent,
    accepted: {
      contact: stats.accepted.contact.length,
      'email-cta': stats.accepted['email-cta'].length,
    },
    stored: stored && Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.size])),
    storedError,
    errors,
    lost: lost && lost.length,
    inUse,
    steady,
    workersRss: memoryOf(
      samples.map((s) => s.rss?.workers),
      WARM_UP_SHARE,
    ),
    proxyRss: memoryOf(
      samples.map((s) => s.rss?.proxy),
      WARM_UP_SHARE,
    ),
    sampleCount: samples.length,
    skipped,
    samples,
    unexpectedSample: stats.unexpected.filter((u) => u !== null),
  }
}

console.error('soak: building the client')
await buildClient({ quiet: true })
console.error(`soak: starting the site on port ${PORT}`)
const site = await startSite({ port: PORT, quiet: true })
try {
  console.error(`soak: ${DURATION_S} s of mixed traffic at ${CONNECTIONS} connections`)
  const result = await soak(site)
  const text = soakReport(result, { workers: WORKERS, maxGrowth: MAX_GROWTH })
  console.log(`\n${text}\n`)
  await mkdir(`${root}reports`, { recursive: true })
  await writeFile(`${root}reports/soak.md`, `# Soak (npm run soak)\n\n${text}\n`)
  await writeFile(`${root}reports/soak.json`, JSON.stringify(result, null, 2))
  process.exitCode = result.ok ? 0 : 1
} finally {
  await site.stop()
}
