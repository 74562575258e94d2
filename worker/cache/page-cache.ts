/**
 * The site's cache in one screen. Every response goes through the app's one pipeline
 * (worker/app.ts): the cache is two of its middlewares, and the content store the loaders read.
 *
 *   request ─► security headers ─► keptPages: 1. page in isolate memory ── hit ─► kept bytes
 *              (CSP: nonce, or the        │ miss
 *               kept page's hashes)       ▼
 *              guards ─► request context ─► routes ─► pageCache (page routes only):
 *                 a declared query value that shows another page: 301 to it, nothing rendered
 *                 2. page in the edge cache ── hit ─► held in 1
 *                 3. render, one per key at a time (who asks meanwhile gets its copy),
 *                    sent as it streams, then kept in 1 and 2; its loaders read
 *                      4. CMS answers in isolate memory ─► 5. KV ─► WordPress
 *
 * What each buys in production (on Cloudflare; `wrangler dev` runs one isolate, so only 1, 3
 * and 4 show there):
 * 1. A hit costs about the Worker's floor (`npm run bench`): no guards, routing or cache read,
 *    and no copy (a `Blob` body is sent as it is).
 * 2. The Cache API is shared by a location's isolates (many, on many machines, evicted when idle):
 *    one that has not rendered a page gets it in one read instead of a render and its reads.
 * 3. An expiry or a purge under load costs one render per isolate, not one per visitor.
 * 4. Hot content costs a render no KV read and no JSON parsing (worker/cache/content-store.ts).
 * 5. KV is shared by every location, and keeps the last good answer, served while WordPress fails
 *    (a timeout, the network, a 5xx; never a refusal, which drops it).
 * Compression is left to Cloudflare's edge (outside the Worker's CPU; Brotli where a client takes it).
 *
 * One staleness bound, `CACHE_FRESH_S`: a CMS answer is served until then after it was asked for
 * (later only while WordPress fails), and a page is kept until then after the oldest answer it
 * was made from (at most `HTML_CACHE_S`); a page made from an older answer is not kept. Purges
 * (worker/cache/purge.ts) mark answers out of date and change every page key.
 *
 * Page key: the configuration's hash (another `CMS_URL` or `SITE_CONFIG` never reads a copy) +
 * purge counter + path + the declared query parameters the page read, with the values the request
 * gives them (worker/cache/page-query.ts). A variant (`?keyword=…`) is held from its
 * second render, at most `MAX_VARIANTS` per path, in memory only: no value a visitor picks can
 * push out a plain page or fill the edge cache. A kept page carries no nonce: its own inline
 * elements are allowed by hash (worker/cache/kept-inline.ts), the same bytes for every visitor.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { canonicalSearch } from '../../src/blocks/query-canon'
import type { AppEnv } from '../app-env'
import type { SiteConfig } from '../env'
import { contentStoreOf, siteConfigOf } from '../context'
import { createExpiringMap } from './expiring-map'
import { keptMarkup, type InlineSources } from './kept-inline'
import { declaredParams, queryKey } from './page-query'

/** The edge cache's keys; the version changes whenever what is stored under them does. */
const EDGE_ORIGIN = 'https://page-cache.internal/v4'
/** Kept with an edge copy: `<until>;<script hashes>;<style hashes>`. */
const KEPT = 'x-kept'
/** Distinct variants of one path held besides its plain page. */
export const MAX_VARIANTS = 16
/** A copy with less time left is not worth keeping. */
const MIN_LIFETIME_MS = 1000
const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Headers a hit does not pass on: ours, the edge cache's, or replaced. */
const NOT_PASSED = new Set(
  `content-length content-encoding cache-control age cf-cache-status x-html-cache ${KEPT}`.split(
    ' ',
  ),
)
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/

interface Kept {
  /** A Blob: a response sends its bytes without copying them. */
  body: Blob
  /** The page's headers as a hit sends them (security headers come from worker/security-headers.ts). */
  headers: [string, string][]
  inline: InlineSources
  until: number
}

/** What an isolate knows of one path under one purge counter. */
interface PathState {
  /** The declared parameters its page read, in any render; none until it has rendered. */
  reads?: Set<string>
  /** Its variants rendered once, and those held, oldest first. */
  asked: string[]
  held: string[]
}

/** Plain pages, and apart from them variants: no variant can push out a plain page. */
const pages = createExpiringMap<Kept>(500, 8_000_000)
const variants = createExpiringMap<Kept>(1000, 4_000_000)
/** Visitors choose paths, so this is bounded too. */
const paths = createExpiringMap<PathState>(2000)
const rendering = new Map<string, Promise<Kept | null>>()

/** Forgets what this isolate holds (tests; see worker/isolate-memory.ts). */
export function forgetKeptPages(): void {
  for (const map of [pages, variants, paths]) map.clear()
  rendering.clear()
}

/** A page's own headers as a hit sends them: revalidated by browsers, marked as a hit. */
const hitHeaders = (headers: Headers): [string, string][] => [
  ...[...headers].filter(([name]) => !NOT_PASSED.has(name)),
  ['cache-control', REVALIDATE],
  ['x-html-cache', 'hit'],
]

function toEdge(kept: Kept): Response {
  const headers = new Headers(kept.headers)
  headers.set('cache-control', `public, max-age=${Math.floor((kept.until - Date.now()) / 1000)}`)
  const { scripts, styles } = kept.inline
  headers.set(KEPT, `${kept.until};${scripts.join(' ')};${styles.join(' ')}`)
  return new Response(kept.body, { headers })
}

/** An edge copy as kept, if it is one and still fresh; its hashes go into a CSP, so checked. */
async function fromEdge(res: Response): Promise<Kept | null> {
  const [until = '', ...inline] = (res.headers.get(KEPT) ?? '').split(';')
  const [scripts = [], styles = []] = inline.map((list) => list.split(' ').filter(Boolean))
  if (!(Number(until) > Date.now()) || ![...scripts, ...styles].every((h) => HASH.test(h))) {
    return null
  }
  const headers = hitHeaders(res.headers)
  return { body: await res.blob(), headers, inline: { scripts, styles }, until: Number(until) }
}

/** A kept page as the answer: the security headers write the policy for its hashes. */
function hit(c: Context<AppEnv>, kept: Kept): Response {
  c.set('keptInline', kept.inline)
  return new Response(kept.body, { headers: kept.headers })
}

/** A response fit to keep: a rendered page (200, HTML) that nobody marked `no-store`. */
const keepable = (res: Response) =>
  res.status === 200 &&
  !!res.headers.get('content-type')?.startsWith('text/html') &&
  !/no-store|private/.test(res.headers.get('cache-control') ?? '')

const fingerprints = new WeakMap<SiteConfig, string>()
/**
 * The configuration a page was rendered under, as a short hash (FNV-1a of its JSON): the edge cache
 * outlives a deployment, and a page made for another `CMS_URL` or `SITE_CONFIG` must never answer.
 */
function fingerprintOf(config: SiteConfig): string {
  let hash = fingerprints.get(config)
  if (hash === undefined) {
    let h = 0x811c9dc5
    for (const ch of JSON.stringify(config)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
    hash = (h >>> 0).toString(36)
    fingerprints.set(config, hash)
  }
  return hash
}

/** Where the page of `url` is kept: plain, or a variant, by the parameters the page reads. */
function placeOf(config: SiteConfig, purges: number, url: URL, reads?: ReadonlySet<string>) {
  const query = queryKey(declaredParams(url.searchParams), reads)
  const key = `${EDGE_ORIGIN}/${fingerprintOf(config)}/p${purges}${url.pathname}?${query}`
  return { plain: query === '', key }
}

/**
 * Whether a variant is held: from its second render (a value sent once, as a flood of random
 * values is, never takes a place), pushing out its path's oldest beyond `MAX_VARIANTS`.
 */
function admit(state: PathState, key: string): boolean {
  if (!state.asked.includes(key)) {
    if (state.asked.push(key) > 4 * MAX_VARIANTS) state.asked.shift()
    return false
  }
  if (!state.held.includes(key) && state.held.push(key) > MAX_VARIANTS) {
    variants.delete(state.held.shift() ?? '')
  }
  return true
}

/**
 * Tier 1, right after the security headers: a page this isolate holds is answered before the
 * guards, the request context and the routes, which it passed when it was rendered (a GET of the
 * same path). Other addresses cost one lookup in memory.
 */
export const keptPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw
  if (!['GET', 'HEAD'].includes(request.method) || request.body) return next()
  let config
  try {
    config = siteConfigOf(c.env)
  } catch {
    return next() // the request context answers a configuration that does not validate
  }
  if (config.HTML_CACHE_S <= 0) return next()
  const { purges } = await contentStoreOf(c.env, config).cacheState()
  const url = new URL(request.url)
  const state = paths.get(`${purges}:${url.pathname}`, Date.now())
  const { plain, key } = placeOf(config, purges, url, state?.reads)
  const kept = (plain ? pages : variants).get(key, Date.now())
  if (!kept) return next()
  c.set('config', config)
  return hit(c, kept)
}

/** Tiers 2 and 3, in front of the page routes. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, content, cms } = c.var
  // HEAD is a GET without the body (Hono drops it).
  if (!['GET', 'HEAD'].includes(c.req.method) || config.HTML_CACHE_S <= 0) return next()
  const url = new URL(c.req.url)
  const life = Date.now() + config.HTML_CACHE_S * 1000
  const { purges } = await content.cacheState()
  const stateKey = `${purges}:${url.pathname}`
  const state = paths.get(stateKey, Date.now()) ?? { asked: [], held: [] }
  paths.set(stateKey, state, life)
  // Once the path has rendered, a value that shows another page (an unknown tag, a page past the
  // end: src/blocks/query-canon.ts) is sent to that page's address, from the cached CMS lists.
  const canonical =
    state.reads && url.search
      ? await canonicalSearch(url.searchParams, state.reads, cms).catch(() => null)
      : null
  if (canonical !== null) {
    // Revalidated like a page: a page past today's end may exist tomorrow.
    c.header('cache-control', REVALIDATE)
    return c.redirect(url.pathname + canonical, 301)
  }
  const { plain, key } = placeOf(config, purges, url, state.reads)
  const edgeCopy = plain ? await caches.default.match(key) : undefined
  const fromOtherIsolate = edgeCopy && (await fromEdge(edgeCopy))
  if (fromOtherIsolate) {
    pages.set(key, fromOtherIsolate, fromOtherIsolate.until, fromOtherIsolate.body.size)
    return hit(c, fromOtherIsolate)
  }
  // Someone is rendering this very page: its copy serves this request too.
  const together = placeOf(config, purges, url).key
  const leader = rendering.get(together)
  const shared = leader && (await leader)
  if (shared) return hit(c, shared)
  let settle: (page: Kept | null) => void = () => undefined
  if (!leader) {
    const page = new Promise<Kept | null>((resolve) => (settle = resolve))
    rendering.set(together, page)
    void page.then(() => rendering.delete(together))
  }
  try {
    await next()
  } catch (err) {
    settle(null)
    throw err
  }

  const res = c.res
  const query = c.var.pageQuery
  if (!query || !res.body || !keepable(res)) return settle(null)
  state.reads ??= new Set()
  for (const name of query.read) state.reads.add(name)
  // The one bound: never past the freshness of the oldest CMS answer the page was made from.
  const until = Math.min((content.dataSince ?? Date.now()) + config.CACHE_FRESH_S * 1000, life)
  const place = placeOf(config, purges, url, state.reads)
  const [forVisitor, forCache] = res.body.tee()
  const headers = hitHeaders(res.headers)
  const nonce = c.var.nonce
  const keep = async () => {
    const rendered = await new Response(forCache).text()
    // Content can still fail while the page streams: such a page is not kept.
    if (content.failures.length) throw new Error(content.failures.join('; '))
    const { html, inline } = await keptMarkup(rendered, nonce)
    const page = { body: new Blob([html]), headers, inline, until }
    settle(page)
    // Too short a life (its CMS data was already stale): shared with who waited, not held.
    if (until - Date.now() < MIN_LIFETIME_MS) return
    if (place.plain) {
      pages.set(place.key, page, until, page.body.size)
      await caches.default.put(place.key, toEdge(page))
    } else if (admit(state, place.key)) {
      variants.set(place.key, page, until, page.body.size)
    }
  }
  c.executionCtx.waitUntil(
    keep().catch((err: unknown) => {
      settle(null)
      console.warn(`[${url.pathname}] page not cached: ${err instanceof Error ? err.message : err}`)
    }),
  )
  c.res = new Response(forVisitor, { status: 200, headers: res.headers })
  c.res.headers.set('x-html-cache', 'miss')
}
