/**
 * The rendered-page cache: two middlewares of the app's one pipeline (worker/app.ts), so a kept
 * page gets its security headers from the same middleware as every other response.
 *
 *   request ─► security headers ─► keptPages: 1. isolate memory ── hit ─► kept bytes and headers
 *              (CSP: nonce, or          │ miss
 *               a kept page's hashes)   ▼
 *              guards ─► request context ─► routes ─► pageCache (page routes only):
 *                 2. edge cache ── hit ─► the same, held in 1
 *                 3. render ─► sent as it streams, kept in 1 (and 2) once it has ended;
 *                    one render per key at a time: who asks meanwhile waits for it
 *
 * Key: purge counter + path + the values the request gives the declared parameters the page reads.
 *
 * What each buys in production (on Cloudflare, where a location runs many isolates):
 * 1. Memory: a hit of an isolate's busy pages costs no cache read and no copy (a `Blob` body is
 *    sent as it is): about the CPU of the Worker's floor (`npm run bench`).
 * 2. Edge (Cache API, one per location): an isolate that has not rendered a page yet (new, or on
 *    another machine) gets it in one read instead of a render and its CMS reads.
 * 3. Merged renders: a purge or expiry under load costs one render per isolate, not one per visitor.
 * Compression is left to Cloudflare's edge (outside the Worker's CPU, Brotli where a client takes it).
 *
 * Lifetime, the one bound: a copy lives until `CACHE_FRESH_S` after the oldest CMS answer it was
 * rendered from was asked for (`dataSince`), and at most `HTML_CACHE_S` (0: off). The data tier
 * (worker/cache/content-store.ts) serves no answer past `CACHE_FRESH_S` either, unless the CMS is
 * failing, and a page rendered from such a copy is not kept at all. So an unpublished post leaves
 * every tier within `CACHE_FRESH_S` of the last time the CMS was asked for it. Any purge changes
 * every key.
 *
 * Variants (`?page=2`, `?category=…`): the key holds only the declared parameters the page read
 * (worker/cache/page-query.ts), so values no page reads never split it. Once a path has rendered,
 * a value that shows another page (an unknown tag, a page past the end: src/blocks/query-canon.ts)
 * is redirected to that page's address before anything renders. A variant whose bytes equal
 * another copy of the same path (an unknown category, a page number past the end) shares that
 * copy. One with bytes of its own (`?keyword=…`) is held from its second request, so a flood of
 * one-off values takes no place, and at most `MAX_VARIANTS` per path, the oldest going first.
 * Variants live in a memory pool of their own and never go to the edge: no value a visitor picks
 * can push out a plain page or fill the edge cache.
 *
 * A kept copy is the same bytes for every visitor: the render's nonce is taken out and the page's
 * own inline scripts and styles are allowed by hash (worker/cache/kept-inline.ts).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { canonicalSearch } from '../../src/blocks/query-canon'
import type { ContentLoaders } from '../../src/cms/loaders'
import type { AppEnv } from '../app-env'
import { contentStoreOf, siteConfigOf } from '../context'
import { edgeCache } from './edge-cache'
import { createExpiringMap } from './expiring-map'
import { keptMarkup, type InlineSources } from './kept-inline'
import { declaredParams, queryKey } from './page-query'

/** The edge cache's keys; the version changes whenever what is stored under them does. */
const EDGE_ORIGIN = 'https://page-cache.internal/v3'
/** Kept with an edge copy: its inline hashes and its expiry. */
const SCRIPTS = 'x-kept-script-hashes'
const STYLES = 'x-kept-style-hashes'
const UNTIL = 'x-kept-until'
const DIGEST = 'x-kept-digest'
/** Ours, or the edge cache's: not the page's headers. */
const INTERNAL = [SCRIPTS, STYLES, UNTIL, DIGEST, 'age', 'cf-cache-status', 'cache-control']
/** Distinct copies of one path held besides its plain page. */
export const MAX_VARIANTS = 16
/** A copy with less time left is not worth keeping. */
const MIN_LIFETIME_MS = 1000

interface Kept {
  /** A Blob: a response sends its bytes without copying them. */
  body: Blob
  /** The page's headers as a hit sends them (security headers come from worker/security-headers.ts). */
  headers: [string, string][]
  inline: InlineSources
  until: number
  /** SHA-256 of the bytes: variants with equal bytes share one copy. */
  digest: string
}

/** What an isolate knows of one path under one purge counter. */
interface PathState {
  /** The declared parameters its page read, in any render (`learned`: it has rendered). */
  reads: Set<string>
  learned: boolean
  /** Its variants held, oldest first: with a copy of their own, and sharing another's. */
  own: string[]
  shared: string[]
  /** Variants of its own rendered once and not held yet, oldest first. */
  asked: string[]
  /** The key that holds each of its copies, by digest. */
  copies: Map<string, string>
}

/** Plain pages, and apart from them variants: no variant can push out a plain page. */
const pages = createExpiringMap<Kept>(500, 8_000_000)
const variants = createExpiringMap<Kept>(1000, 4_000_000)
/** Visitors choose paths, so this is bounded too. */
const paths = createExpiringMap<PathState>(2000)
/** Renders under way, by key, with how many requests wait for each. */
const rendering = new Map<string, { page: Promise<Kept | null>; waiting: number }>()

/** Forgets what this isolate holds (tests; see worker/isolate-memory.ts). */
export function forgetKeptPages(): void {
  for (const map of [pages, variants, paths]) map.clear()
  rendering.clear()
}

function stateOf(key: string, until: number): PathState {
  let state = paths.get(key, Date.now())
  if (!state) {
    state = { reads: new Set(), learned: false, own: [], shared: [], asked: [], copies: new Map() }
    paths.set(key, state, until)
  }
  return state
}

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/
const hashesIn = (value: string | null) => {
  const list = value ? value.split(' ') : []
  return value !== null && list.every((s) => HASH.test(s)) ? list : null
}

async function fromEdge(res: Response): Promise<Kept | null> {
  const scripts = hashesIn(res.headers.get(SCRIPTS))
  const styles = hashesIn(res.headers.get(STYLES))
  const until = Number(res.headers.get(UNTIL))
  const digest = res.headers.get(DIGEST)
  if (!scripts || !styles || !digest || !(until > Date.now())) return null
  const headers = hitHeaders(res.headers)
  return { body: await res.blob(), headers, inline: { scripts, styles }, until, digest }
}

function toEdge(kept: Kept): Response {
  const headers = new Headers(kept.headers)
  headers.set('cache-control', `public, max-age=${Math.floor((kept.until - Date.now()) / 1000)}`)
  headers.set(SCRIPTS, kept.inline.scripts.join(' '))
  headers.set(STYLES, kept.inline.styles.join(' '))
  headers.set(UNTIL, String(kept.until))
  headers.set(DIGEST, kept.digest)
  return new Response(kept.body, { headers })
}

/** A kept page as the answer: the policy for its hashes is written by the security headers. */
function hit(c: Context<AppEnv>, kept: Kept): Response {
  c.set('keptInline', kept.inline)
  return new Response(kept.body, { headers: kept.headers })
}

/** A response fit to keep: a rendered page (200, HTML) that nobody marked `no-store`. */
const keepable = (res: Response) =>
  res.status === 200 &&
  !!res.body &&
  !!res.headers.get('content-type')?.startsWith('text/html') &&
  !/no-store|private/.test(res.headers.get('cache-control') ?? '')

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

/** Pushes `key` onto `list`; returns the oldest key when the list outgrows `max`. */
function pushBounded(list: string[], key: string, max: number): string | undefined {
  if (!list.includes(key)) list.push(key)
  return list.length > max ? list.shift() : undefined
}

/**
 * Holds `kept` under `key`. A variant equal to a copy its path holds shares that copy. A variant
 * with bytes of its own is held from the second time it is asked for (a value sent once, as a
 * flood of random values is, never takes a place), and pushes out its path's oldest such variant.
 */
function hold(state: PathState, key: string, kept: Kept, variant: boolean): Kept {
  const holder = state.copies.get(kept.digest)
  const equal = holder && (pages.get(holder, Date.now()) ?? variants.get(holder, Date.now()))
  if (variant && !equal && !state.asked.includes(key)) {
    pushBounded(state.asked, key, 4 * MAX_VARIANTS)
    return kept
  }
  const copy = equal || kept
  if (!equal) state.copies.set(kept.digest, key)
  const out = variant ? pushBounded(equal ? state.shared : state.own, key, MAX_VARIANTS) : undefined
  if (out !== undefined) {
    variants.delete(out)
    for (const [digest, holder] of state.copies) if (holder === out) state.copies.delete(digest)
  }
  // A shared copy's bytes are counted once, by the key that brought them.
  ;(variant ? variants : pages).set(key, copy, copy.until, equal ? 0 : copy.body.size)
  return copy
}

/** A page's own headers as a hit sends them: revalidated by browsers, marked as a hit. */
function hitHeaders(headers: Iterable<[string, string]>): [string, string][] {
  const replaced = ['content-length', 'content-encoding', 'x-html-cache', ...INTERNAL]
  return [
    ...[...headers].filter(([name]) => !replaced.includes(name)),
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['x-html-cache', 'hit'],
  ]
}

/** Where the page of `url` is kept. */
function placeOf(purges: number, url: URL) {
  const path = url.pathname
  const params = declaredParams(url.searchParams)
  const keyOf = (names: Iterable<string>, plain: boolean) =>
    `${EDGE_ORIGIN}/p${purges}${path}?${plain ? '' : queryKey(params, names)}`
  return { path, params, stateKey: `${purges}:${path}`, keyOf }
}

/** The request gives none of the parameters the page reads (any, before it has rendered). */
const isPlain = (params: URLSearchParams, state: PathState | undefined) =>
  [...params.keys()].every((name) => state?.learned && !state.reads.has(name))

/**
 * Tier 1, right after the security headers: a page this isolate holds is answered before the
 * guards, the request context and the routes, which it passed when it was rendered (a GET of the
 * same path). Nothing else is asked here: other addresses cost one lookup in memory.
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
  const { params, stateKey, keyOf } = placeOf(purges, new URL(request.url))
  const state = paths.get(stateKey, Date.now())
  const plain = isPlain(params, state)
  const kept = (plain ? pages : variants).get(keyOf(state?.reads ?? [], plain), Date.now())
  if (!kept) return next()
  c.set('config', config)
  return hit(c, kept)
}

/**
 * Where a request whose declared values show another page is sent, from the cached CMS lists the
 * page's blocks read; null when it has its page's own address (or the path has not rendered yet).
 */
async function canonicalAddress(url: URL, state: PathState, cms: ContentLoaders) {
  if (!state.learned || !url.search) return null
  try {
    const search = await canonicalSearch(url.searchParams, state.reads, cms)
    return search === null ? null : url.pathname + search
  } catch {
    return null // the CMS fails: the render answers as it always does
  }
}

/** Tier 3, in front of the page routes: renders once per key at a time, and keeps what it may. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, content } = c.var
  const edge = edgeCache()
  const url = new URL(c.req.url)
  // HEAD is a GET without the body (Hono drops it).
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || config.HTML_CACHE_S <= 0 || !edge) {
    return next()
  }
  const { purges } = await content.cacheState()
  const { path, params, stateKey, keyOf } = placeOf(purges, url)
  const state = stateOf(stateKey, Date.now() + config.HTML_CACHE_S * 1000)
  const canonical = await canonicalAddress(url, state, c.var.cms)
  if (canonical !== null) {
    // Revalidated like a page: a page past today's end may exist tomorrow.
    c.header('cache-control', 'public, max-age=0, must-revalidate')
    return c.redirect(canonical, 301)
  }
  // Tier 2: a plain page another isolate of this location kept (tier 1 was asked before the app).
  const lookup = keyOf(state.reads, isPlain(params, state))
  const edgeCopy = isPlain(params, state) ? await edge.match(new Request(lookup)) : undefined
  const fromEdgeCopy = edgeCopy && (await fromEdge(edgeCopy))
  if (fromEdgeCopy) return hit(c, hold(state, lookup, fromEdgeCopy, false))

  // Someone is rendering this very page: its copy serves this request too.
  const together = keyOf(params.keys(), !params.toString())
  const leader = rendering.get(together)
  if (leader) {
    leader.waiting++
    const shared = await leader.page
    if (shared) return hit(c, shared)
  }
  let settle: (page: Kept | null) => void = () => undefined
  const mine = { page: new Promise<Kept | null>((resolve) => (settle = resolve)), waiting: 0 }
  if (!leader) {
    rendering.set(together, mine)
    void mine.page.then(() => rendering.delete(together))
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
  for (const name of query.read) state.reads.add(name)
  state.learned = true
  // The one bound: never past the freshness of the oldest CMS answer the page was made from.
  const until = Math.min(
    (content.dataSince ?? Date.now()) + config.CACHE_FRESH_S * 1000,
    Date.now() + config.HTML_CACHE_S * 1000,
  )
  // Too short a life (the CMS data was already stale): sent, and shared with who waited, not held.
  const lasting = until - Date.now() >= MIN_LIFETIME_MS
  // What it learned outlives every copy it tracks.
  if (lasting) paths.set(stateKey, state, Date.now() + config.HTML_CACHE_S * 1000)

  const keptPlain = isPlain(params, state)
  const key = keyOf(state.reads, keptPlain)
  const [forVisitor, forCache] = res.body.tee()
  const headers = hitHeaders(res.headers)
  const nonce = c.var.nonce
  const keep = async () => {
    const rendered = await new Response(forCache).text()
    // Content can still fail while the page streams: such a page is not kept.
    if (content.failures.length) throw new Error(content.failures.join('; '))
    if (!lasting && !mine.waiting) return settle(null)
    const { html, inline } = await keptMarkup(rendered, nonce)
    const page = { body: new Blob([html]), headers, inline, until, digest: await sha256(html) }
    if (!lasting) return settle(page)
    settle(hold(state, key, page, !keptPlain))
    if (keptPlain) await edge.put(new Request(key), toEdge(page))
  }
  c.executionCtx.waitUntil(
    keep().catch((err: unknown) => {
      settle(null)
      console.warn(`[${path}] page not cached: ${err instanceof Error ? err.message : err}`)
    }),
  )
  c.res = new Response(forVisitor, { status: 200, headers: res.headers })
  c.res.headers.set('x-html-cache', 'miss')
}
