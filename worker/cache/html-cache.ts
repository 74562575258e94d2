import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import type { SiteConfig } from '../env'
import { keptPageSecurityHeaders } from '../security-headers'
import { edgeCache } from './edge-cache'
import { createExpiringMap } from './expiring-map'
import { gzipCopy } from './gzip-copy'
import { keptMarkup, type InlineSources } from './kept-inline'
import { declaredParams, queryKey, type PageQueryParam } from './page-query'

/** The edge cache's keys; the version changes whenever what is stored under them does. */
const CACHE_ORIGIN = 'https://html-cache.internal/v2'
/** Kept with a stored page: the hashes of its own inline scripts and styles, and its expiry. */
const SCRIPT_HASHES = 'x-kept-script-hashes'
const STYLE_HASHES = 'x-kept-style-hashes'
const KEPT_UNTIL = 'x-kept-until'
/** Paths whose query reads an isolate remembers; visitors choose paths, so this is bounded. */
const MAX_PATHS = 2000

/**
 * Which declared query parameters each path's page read when it was rendered, by purge count. A
 * page is stored under those parameters only, so `/about?page=<random>` finds `/about`.
 */
const pathReads = createExpiringMap<ReadonlySet<PageQueryParam>>(MAX_PATHS)

type Header = readonly [string, string]

/**
 * A rendered page as it is kept: the same bytes for every visitor, with no nonce in them; its own
 * inline scripts and styles are allowed by hash (worker/cache/kept-inline.ts).
 */
interface KeptPage {
  /**
   * Held as Blobs: a response sends a Blob's bytes without copying them, where a Uint8Array body is
   * copied into every response.
   */
  body: Blob
  /** The same bytes compressed with gzip, for clients that take it. */
  gzip: Blob
  headers: [string, string][]
  inline: InlineSources
  until: number
}

/**
 * The hottest rendered pages of this isolate, so that most hits skip even the cache lookup (bounded
 * by bytes; keys carry the purge counter like the edge cache's).
 */
const hotPages = createExpiringMap<KeptPage>(500, 8_000_000)

/**
 * Pages this isolate is rendering to keep, by purge counter, path and every declared parameter the
 * request gives: a request that finds its page being rendered waits for that copy instead of
 * rendering it again, so a purge or an expiry under load costs one render, not one per visitor.
 */
const rendering = new Map<string, Promise<KeptPage | null>>()

/** Forgets the pages and query reads this isolate keeps (see worker/isolate-memory.ts). */
export function forgetKeptPages(): void {
  pathReads.clear()
  hotPages.clear()
  rendering.clear()
}

/** Ours, and what the edge cache adds to what it returns: none of them is the page's. */
const INTERNAL = [SCRIPT_HASHES, STYLE_HASHES, KEPT_UNTIL, 'age', 'cf-cache-status']
/** Headers a hit sets itself (the body's length and coding are the Response's own). */
const REPLACED = ['cache-control', 'x-html-cache', 'content-length', 'content-encoding', 'vary']

/** A page's own headers as a hit sends them: revalidated by browsers, and marked as a hit. */
function hitHeadersOf(headers: readonly Header[]): Header[] {
  return [
    ...headers.filter(([name]) => !REPLACED.includes(name)),
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['vary', 'Accept-Encoding'],
    ['x-html-cache', 'hit'],
  ]
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/

/** The hash sources kept in an edge cache header, or null when it is not what this code wrote. */
function hashesIn(value: string | null): string[] | null {
  if (value === null) return null
  const sources = value ? value.split(' ') : []
  return sources.every((s) => HASH_SOURCE.test(s)) ? sources : null
}

/** A page to keep, with its gzip copy made now, once. */
async function keptPage(
  body: Blob,
  headers: [string, string][],
  inline: InlineSources,
  until: number,
): Promise<KeptPage> {
  return { body, gzip: await gzipCopy(body), headers, inline, until }
}

/** Holds a page in this isolate's memory until it expires, counting both its copies. */
function holdInMemory(key: string, page: KeptPage): void {
  hotPages.set(key, page, page.until, page.body.size + page.gzip.size)
}

async function fromEdgeCache(res: Response): Promise<KeptPage | null> {
  const scripts = hashesIn(res.headers.get(SCRIPT_HASHES))
  const styles = hashesIn(res.headers.get(STYLE_HASHES))
  const until = Number(res.headers.get(KEPT_UNTIL))
  if (!scripts || !styles || !until) return null
  const headers = [...res.headers].filter(([name]) => !INTERNAL.includes(name))
  return keptPage(await res.blob(), headers, { scripts, styles }, until)
}

function toEdgeCache(page: KeptPage, ttl: number): Response {
  const headers = new Headers(page.headers)
  headers.set('cache-control', `public, max-age=${ttl}`)
  headers.set(SCRIPT_HASHES, page.inline.scripts.join(' '))
  headers.set(STYLE_HASHES, page.inline.styles.join(' '))
  headers.set(KEPT_UNTIL, String(page.until))
  return new Response(page.body, { headers })
}

/** The cache key of a page, as a URL (a Request is built only to ask the edge cache). */
function pageKey(
  purges: number,
  path: string,
  params: URLSearchParams,
  reads: Iterable<PageQueryParam>,
): string {
  return `${CACHE_ORIGIN}/p${purges}${path}?${queryKey(params, reads)}`
}

/** A kept page's hit headers under one configuration, plain and for its gzip copy, built once. */
interface BuiltHeaders {
  config: SiteConfig
  plain: Headers
  gzip: Headers
}
const builtHeaders = new WeakMap<KeptPage, BuiltHeaders>()

function hitHeadersWith(kept: KeptPage, config: SiteConfig): BuiltHeaders {
  let built = builtHeaders.get(kept)
  if (built?.config !== config) {
    const plain = new Headers([
      ...hitHeadersOf(kept.headers),
      ...keptPageSecurityHeaders(config, kept.inline),
    ])
    const gzip = new Headers(plain)
    gzip.set('content-encoding', 'gzip')
    built = { config, plain, gzip }
    builtHeaders.set(kept, built)
  }
  return built
}

/**
 * A kept page as a response: the bytes and headers it was kept with, nothing written per visitor.
 * `gzip`: the client takes gzip, and gets the compressed copy as it is (`encodeBody: 'manual'`).
 */
function keptResponse(kept: KeptPage, config: SiteConfig, gzip = false): Response {
  const headers = hitHeadersWith(kept, config)
  return gzip
    ? new Response(kept.gzip, { status: 200, headers: headers.gzip, encodeBody: 'manual' })
    : new Response(kept.body, { status: 200, headers: headers.plain })
}

/** Where the page of `url` is kept, given what its path is known to read since the last purge. */
function lookupOf(purges: number, url: URL) {
  const path = url.pathname
  const params = declaredParams(url.searchParams)
  const learned = `${purges}:${path}`
  const known = pathReads.get(learned, Date.now()) ?? new Set<PageQueryParam>()
  return { path, params, learned, known, key: pageKey(purges, path, params, known) }
}

/**
 * The page of `url` as a response, if this isolate holds it in memory (no cache lookup, nothing
 * rendered), else null. `takesGzip` is asked only for a page held (see {@link keptResponse}).
 */
export function hitFromMemory(
  purges: number,
  url: URL,
  config: SiteConfig,
  takesGzip: () => boolean,
): Response | null {
  const kept = hotPages.get(lookupOf(purges, url).key, Date.now())
  return kept ? keptResponse(kept, config, takesGzip()) : null
}

/**
 * A kept page as the app's answer, with its security headers already (see securityHeaders). Never
 * the gzip copy: the app may wrap its answer in a new Response, which would compress it again.
 */
function keptAnswer(c: Context<AppEnv>, kept: KeptPage): Response {
  c.set('securedByCache', true)
  return keptResponse(kept, c.var.config)
}

/** Whether a response may be kept: a rendered page (status 200, HTML) nobody marked `no-store`. */
function keepable(res: Response): boolean {
  return (
    res.status === 200 &&
    !!res.body &&
    !!res.headers.get('content-type')?.startsWith('text/html') &&
    !/no-store|private/.test(res.headers.get('cache-control') ?? '')
  )
}

/**
 * Keeps rendered CMS pages at the edge for `HTML_CACHE_S` seconds, so that a popular page is
 * rendered once, not once per visitor. The key is the path plus only the declared query parameters
 * the page reads, never the host; any purge changes every key. A page whose content failed while it
 * rendered is served but not kept. A kept page is the same bytes for every visitor: its own inline
 * scripts and styles are allowed by hash instead of the render's nonce. A hit costs one lookup
 * (memory, else the edge cache); memory hits are answered before the app (worker/memory-hit.ts).
 */
export const htmlCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = c.var.config.HTML_CACHE_S
  const cache = edgeCache()
  // HEAD is a GET without the body (Hono drops it): it must not render a page either.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  if (ttl <= 0 || !cache) {
    await c.var.content.preload(url.pathname)
    return next()
  }
  const { purges } = await c.var.content.cacheState()
  const { path, params, learned, known, key: lookup } = lookupOf(purges, url)
  let kept: KeptPage | null | undefined = hotPages.get(lookup, Date.now())
  if (!kept) {
    const hit = await cache.match(new Request(lookup))
    kept = hit ? await fromEdgeCache(hit) : null
    if (kept) holdInMemory(lookup, kept)
  }
  if (kept) return keptAnswer(c, kept)

  // Someone is rendering this very page: its copy serves this request too.
  const together = pageKey(purges, path, params, params.keys() as Iterable<PageQueryParam>)
  const shared = await rendering.get(together)
  if (shared) return keptAnswer(c, shared)

  let settle: (page: KeptPage | null) => void = () => undefined
  if (!rendering.has(together)) {
    const leading = new Promise<KeptPage | null>((resolve) => (settle = resolve))
    rendering.set(together, leading)
    void leading.then(() => rendering.delete(together))
  }
  try {
    await c.var.content.preload(path)
    await next()
  } catch (err) {
    settle(null)
    throw err
  }
  const res = c.res
  const query = c.var.pageQuery
  if (!query || !res.body || res.status !== 200) {
    settle(null)
    return
  }
  const reads = new Set([...known, ...query.read])
  pathReads.set(learned, reads, Date.now() + ttl * 1000)
  if (!keepable(res)) {
    settle(null)
    return
  }

  const failures = c.var.content.failures
  const [forVisitor, forCache] = res.body.tee()
  const headers = new Headers(res.headers)
  headers.delete('content-encoding')
  const renderedWith = c.var.nonce
  const key = pageKey(purges, path, params, reads)
  const keep = async () => {
    const rendered = await new Response(forCache).text()
    // Content can still fail while the page streams: such a page is not kept.
    if (failures.length) throw new Error(failures.join('; '))
    const { html, inline } = await keptMarkup(rendered, renderedWith)
    const page = await keptPage(new Blob([html]), [...headers], inline, Date.now() + ttl * 1000)
    holdInMemory(key, page)
    settle(page)
    await cache.put(new Request(key), toEdgeCache(page, ttl))
  }
  c.executionCtx.waitUntil(
    keep().catch((err: unknown) => {
      settle(null)
      console.warn(`[${path}] page not cached: ${err instanceof Error ? err.message : err}`)
    }),
  )
  const sent = new Headers(res.headers)
  sent.set('x-html-cache', 'miss')
  c.res = new Response(forVisitor, { status: 200, headers: sent })
}
