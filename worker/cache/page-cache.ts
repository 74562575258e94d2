/**
 * The site's cache in one screen. Every response goes through the app's one pipeline
 * (worker/app.ts): the cache is two of its middlewares, and the content store its loaders read.
 *
 *   request ─► security headers (a nonce) ─► keptPages: 1. page in isolate memory ── hit ─► kept
 *              bytes with this response's nonce put in │ miss
 *              guards ─► request context ─► routes ─► pageCache (page routes only):
 *                 a declared query value that shows another page: 301 to it, nothing rendered
 *                 2. page in the edge cache (plain pages only) ── hit ─► held in 1
 *                 3. render, one per page at a time (who asks meanwhile gets its copy),
 *                    sent as it streams, then kept in 1 and 2; its loaders read
 *                      4. CMS answers in isolate memory ─► 5. KV ─► WordPress
 *
 * What each buys in production (`wrangler dev` runs one isolate: only 1, 3 and 4 show there):
 * 1. A hit costs about the Worker's floor (`npm run bench`): no guards, routing, cache read or
 *    render. Answered in the page route instead, it cost 1.3 times the floor's CPU.
 * 2. The Cache API is shared by a location's isolates (many, evicted when idle): one that has not
 *    rendered a page gets it in one read instead of a render and its CMS reads.
 * 3. An expiry or a purge under load costs one render per isolate, not one per visitor.
 * 4. Hot content costs a render no KV read and no JSON parsing (content-store.ts).
 * 5. KV is shared by every location and keeps the last good answer, served while WordPress fails;
 *    an answer is keyed by the text of its queries, so a deploy that changes one starts without it.
 * No compressed copy: Cloudflare's edge compresses the plain bytes outside the Worker's CPU, in
 * Brotli (or Zstandard) where the client takes it; a body sent gzip-encoded would stay gzip.
 *
 * One staleness bound: a page is kept until `CACHE_FRESH_S` after the oldest CMS answer it was made
 * from (`until` below; content-store.ts). A page key is the deployed version, the purge counter
 * (purge.ts), the path and the values of the declared query parameters its page read
 * (page-query.ts). A variant (`?keyword=…`) is held in memory only, apart: no value a visitor picks
 * can push out a plain page or fill the edge cache.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { canonicalSearch } from '../../src/blocks/query-canon'
import { PAGE_QUERY_NAMES } from '../../src/routes/route-map'
import type { AppEnv } from '../app-env'
import { contentStoreOf, forgetContentStores, siteConfigOf } from '../context'
import type { Bindings } from '../env'
import { forgetSiteProfile } from '../site-profile'
import { createExpiringMap } from './expiring-map'
import { queryKey } from './page-query'

const encoder = new TextEncoder()

/** A page as the edge cache keeps it (JSON): its HTML, its render's nonce, a hit's headers. */
interface Copy {
  html: string
  nonce: string
  headers: [string, string][]
  until: number
}
/** A page as isolate memory holds it: its bytes around each place its render's nonce stood. */
type Kept = Pick<Copy, 'headers' | 'until'> & { parts: Uint8Array[] }

/** Variants held per isolate, apart from the plain pages. */
export const MAX_VARIANTS = 64
const pages = createExpiringMap<Kept>(500, 8_000_000)
const variants = createExpiringMap<Kept>(MAX_VARIANTS, 4_000_000)
/** A plain page's key ends with an empty query. */
const isPlain = (key: string) => key.endsWith('?')
const heldIn = (key: string) => (isPlain(key) ? pages : variants)
/** The declared parameters each path's page read, in any render (visitors choose paths). */
const reads = createExpiringMap<Set<string>>(2000)
const rendering = new Map<string, Promise<Kept | null>>()

/**
 * Forgets what this isolate keeps (pages, CMS answers, purge counters): the unit suite runs every
 * test in one runtime and calls it before each; a deployed isolate never needs it.
 */
export function forgetIsolateMemory(): void {
  for (const map of [pages, variants, reads]) map.clear()
  rendering.clear()
  forgetContentStores()
  forgetSiteProfile()
}

/**
 * Where the page of `url` is kept, by the parameters its page reads (all, if not known yet). The
 * edge cache outlives a deployment: the version id is new with every change of code or
 * configuration (Cloudflare makes a version of each), so the previous build's page (its inline CSS,
 * its asset URLs) or one made for another `CMS_URL` or `SITE_CONFIG` never answers.
 */
function keyOf(env: Bindings, purges: number, url: URL, read?: Iterable<string>): string {
  const query = queryKey(url.searchParams, read ?? reads.get(url.pathname, Date.now()))
  return `https://page-cache.internal/${env.CF_VERSION_METADATA.id}/p${purges}${url.pathname}?${query}`
}

function held(env: Bindings, purges: number, url: URL): Kept | undefined {
  const key = keyOf(env, purges, url)
  return heldIn(key).get(key, Date.now())
}

/** Holds a page in this isolate's memory, unless it has under a second left (then only made). */
function hold(key: string, { html, nonce, headers, until }: Copy): Kept {
  const kept = { parts: html.split(nonce).map((part) => encoder.encode(part)), headers, until }
  if (until - Date.now() >= 1000) heldIn(key).set(key, kept, until, html.length)
  return kept
}

/** A kept page as the answer, with this response's nonce where the render's stood. */
function hit(c: Context<AppEnv>, kept: Kept): Response {
  const nonce = encoder.encode(c.var.nonce)
  const body = new Blob(kept.parts.flatMap((part, i) => (i ? [nonce, part] : [part])))
  return new Response(body, { headers: kept.headers })
}

/** HEAD is a GET without the body (Hono drops it); a request with a body is never a page view. */
const isRead = (c: Context<AppEnv>) => ['GET', 'HEAD'].includes(c.req.method) && !c.req.raw.body

/** Tier 1: answered before the guards, context and routes it passed when it was rendered. */
export const keptPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isRead(c)) return next()
  let config
  try {
    config = siteConfigOf(c.env)
  } catch {
    return next() // the request context answers a configuration that does not validate
  }
  if (config.HTML_CACHE_S <= 0) return next()
  const { purges } = await contentStoreOf(c.env, config).cacheState()
  const kept = held(c.env, purges, new URL(c.req.url))
  if (!kept) return next()
  c.set('config', config)
  return hit(c, kept)
}

/** Tiers 2 and 3, in front of the page routes. */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, content, cms, nonce } = c.var
  if (!isRead(c) || config.HTML_CACHE_S <= 0) return next()
  const url = new URL(c.req.url)
  const { purges } = await content.cacheState()
  const read = reads.get(url.pathname, Date.now())
  // Once the path has rendered, a value that shows another page (an unknown tag, a page past the
  // end: src/blocks/query-canon.ts) is sent to that page's address, from the cached CMS lists.
  const canonical =
    read && url.search
      ? await canonicalSearch(url.searchParams, read, cms, url.pathname).catch(() => null)
      : null
  if (canonical !== null) {
    // Revalidated like a page: a page past today's end may exist tomorrow.
    c.header('cache-control', 'public, max-age=0, must-revalidate')
    return c.redirect(url.pathname + canonical, 301)
  }
  const key = keyOf(c.env, purges, url, read)
  const edge = isPlain(key) ? await (await caches.default.match(key))?.json<Copy>() : undefined
  if (edge && edge.until > Date.now()) return hit(c, hold(key, edge))
  // Someone is rendering this very page, or has just held it while this request looked at the
  // edge (the render's copy is in memory before it is in the edge cache): its copy serves this one.
  const together = keyOf(c.env, purges, url, PAGE_QUERY_NAMES)
  const shared = (await rendering.get(together)) ?? held(c.env, purges, url)
  if (shared) return hit(c, shared)
  let settle: (page: Kept | null) => void = () => undefined
  if (!rendering.has(together)) {
    const page = new Promise<Kept | null>((resolve) => (settle = resolve))
    rendering.set(together, page)
    void page.then(() => rendering.delete(together))
  }
  // Hono answers a route's Error with the error page; anything else thrown still frees who waits.
  await next().catch((err: unknown) => {
    settle(null)
    throw err
  })

  // Fit to keep: a page rendered (200) that nobody marked `no-store` (a failed block, a personal
  // value); its own headers revalidate in browsers (worker/render/page-response.tsx).
  const res = c.res
  const query = c.var.pageQuery
  const noStore = res.headers.get('cache-control')?.includes('no-store')
  if (!query || !res.body || res.status !== 200 || noStore) return settle(null)
  const life = Date.now() + config.HTML_CACHE_S * 1000
  const names = new Set([...(read ?? []), ...query.read])
  reads.set(url.pathname, names, life)
  // The one bound: never past the freshness of the oldest CMS answer the page was made from.
  const until = Math.min(content.freshUntil(), life)
  const place = keyOf(c.env, purges, url, names)
  const headers: Copy['headers'] = [...res.headers, ['x-html-cache', 'hit']]
  const [forVisitor, forCache] = res.body.tee()
  const keep = async () => {
    const copy = { html: await new Response(forCache).text(), nonce, headers, until }
    // Content can still fail while the page streams: such a page is not kept.
    if (content.failures.length) throw new Error(content.failures.join('; '))
    // Shared with who waited; too short a life (its CMS data was already stale): not kept.
    settle(hold(place, copy))
    const maxAge = Math.floor((until - Date.now()) / 1000)
    if (!isPlain(place) || maxAge < 1) return
    const cacheControl = { 'cache-control': `public, max-age=${maxAge}` }
    await caches.default.put(place, Response.json(copy, { headers: cacheControl }))
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
