import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { edgeCache } from './edge-cache'
import { createExpiringMap } from './expiring-map'
import { declaredParams, queryKey, type PageQueryParam } from './page-query'

const CACHE_ORIGIN = 'https://html-cache.internal'
/** Kept with a stored page: the nonce it was rendered with, and where it stands in the page. */
const RENDER_NONCE = 'x-render-nonce'
const NONCE_AT = 'x-render-nonce-at'
const KEPT_UNTIL = 'x-kept-until'
/** Paths whose query reads an isolate remembers; visitors choose paths, so this is bounded. */
const MAX_PATHS = 2000

/**
 * Which declared query parameters each path's page read when it was rendered, by purge count. A
 * page is stored under those parameters only, so `/about?page=<random>` finds `/about`.
 */
const pathReads = createExpiringMap<ReadonlySet<PageQueryParam>>(MAX_PATHS)

type Header = readonly [string, string]

/** A rendered page as it is kept: its bytes, and where the nonce it carries stands. */
interface KeptPage {
  /** Its bytes, with the nonce of the last response made from them (see {@link keptResponse}). */
  body: Uint8Array<ArrayBuffer>
  headers: [string, string][]
  /** The nonce the bytes carry now: the one it was rendered with, then each hit's. */
  nonce: string
  at: number[]
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
const INTERNAL = [RENDER_NONCE, NONCE_AT, KEPT_UNTIL, 'age', 'cf-cache-status']

/** A page's own headers as a hit sends them: revalidated by browsers, and marked as a hit. */
function hitHeadersOf(headers: readonly Header[]): Header[] {
  return [
    ...headers.filter(([name]) => name !== 'cache-control' && name !== 'x-html-cache'),
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['x-html-cache', 'hit'],
  ]
}

async function fromEdgeCache(res: Response): Promise<KeptPage | null> {
  const nonce = res.headers.get(RENDER_NONCE)
  const at = res.headers.get(NONCE_AT)
  const until = Number(res.headers.get(KEPT_UNTIL))
  if (!nonce || at === null || !until) return null
  const headers = [...res.headers].filter(([name]) => !INTERNAL.includes(name))
  const offsets = at ? at.split(',').map(Number) : []
  return {
    body: new Uint8Array(await res.arrayBuffer()),
    headers,
    nonce,
    at: offsets,
    until,
  }
}

function toEdgeCache(page: KeptPage, ttl: number): Response {
  const headers = new Headers(page.headers)
  headers.set('cache-control', `public, max-age=${ttl}`)
  headers.set(RENDER_NONCE, page.nonce)
  headers.set(NONCE_AT, page.at.join(','))
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

const encoder = new TextEncoder()

/** Where the value of each `nonce="…"` attribute with this nonce starts in a rendered page. */
function nonceOffsets(body: Uint8Array, nonce: string): number[] {
  const pattern = encoder.encode(`nonce="${nonce}"`)
  const valueAt = pattern.length - nonce.length - 1
  const offsets: number[] = []
  const first = pattern[0] ?? 0
  outer: for (let i = body.indexOf(first); i !== -1; i = body.indexOf(first, i + 1)) {
    for (let k = 1; k < pattern.length; k++) if (body[i + k] !== pattern[k]) continue outer
    offsets.push(i + valueAt)
  }
  return offsets
}

/**
 * Gives a kept page this response's nonce, by position: only where the page carried the nonce it
 * was rendered with (the site's own scripts and styles) is it replaced. Any other `nonce` attribute
 * (from CMS markup) keeps its own value, which matches no response's policy. False, and nothing
 * written, when the bytes do not hold what the page says.
 */
function writeNonce(page: KeptPage, nonce: string): boolean {
  const old = encoder.encode(page.nonce)
  const fresh = encoder.encode(nonce)
  if (old.length !== fresh.length) return false
  const { body, at } = page
  for (const offset of at) {
    for (let k = 0; k < old.length; k++) if (body[offset + k] !== old[k]) return false
  }
  for (const offset of at) body.set(fresh, offset)
  page.nonce = nonce
  return true
}

/** Headers written once for a kept page, with the fixed headers they were built with. */
const builtHeaders = new WeakMap<KeptPage, { fixed: readonly Header[]; headers: Headers }>()
const NO_HEADERS: readonly Header[] = []

/** A page's hit headers and `fixed` as one Headers, built once per page (and per `fixed` list). */
function hitHeadersWith(kept: KeptPage, fixed: readonly Header[]): Headers {
  let built = builtHeaders.get(kept)
  if (built?.fixed !== fixed) {
    built = { fixed, headers: new Headers([...hitHeadersOf(kept.headers), ...fixed]) }
    builtHeaders.set(kept, built)
  }
  return built.headers
}

/**
 * A kept page as this request's response, with its own nonce. The nonce is written into the kept
 * bytes themselves: a Response copies the bytes it is made from (Fetch: "extract a body"), so the
 * next hit can write its own at once, and no hit allocates a copy of the page. `fixed` are headers
 * that stay the same for every response, `own` this response's. Null when the bytes do not hold
 * what they should.
 */
function keptResponse(
  kept: KeptPage,
  nonce: string,
  fixed: readonly Header[] = NO_HEADERS,
  own: readonly Header[] = NO_HEADERS,
): Response | null {
  if (!writeNonce(kept, nonce)) return null
  const headers = new Headers(hitHeadersWith(kept, fixed))
  for (const [name, value] of own) headers.set(name, value)
  return new Response(kept.body, { status: 200, headers })
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
 * The page of `url` as this request's response, if this isolate holds it in memory (no cache
 * lookup, nothing rendered), else null. `fixed` and `own`: as for {@link keptResponse}.
 */
export function hitFromMemory(
  purges: number,
  url: URL,
  nonce: string,
  fixed: readonly Header[],
  own: readonly Header[],
): Response | null {
  const kept = hotPages.get(lookupOf(purges, url).key, Date.now())
  return kept ? keptResponse(kept, nonce, fixed, own) : null
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
 * rendered is served but not kept. A hit costs one lookup (memory, else the edge cache) and the
 * nonce written into the kept bytes (memory hits are answered before the app: worker/memory-hit.ts).
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
    if (kept) hotPages.set(lookup, kept, kept.until, kept.body.length)
  }
  const hit = kept && keptResponse(kept, c.var.nonce)
  if (hit) return hit

  // Someone is rendering this very page: its copy serves this request too.
  const together = pageKey(purges, path, params, params.keys() as Iterable<PageQueryParam>)
  const shared = await rendering.get(together)
  const sharedHit = shared && keptResponse(shared, c.var.nonce)
  if (sharedHit) return sharedHit

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
    const body = new Uint8Array(await new Response(forCache).arrayBuffer())
    // Content can still fail while the page streams: such a page is not kept.
    if (failures.length) throw new Error(failures.join('; '))
    const page: KeptPage = {
      body,
      headers: [...headers],
      nonce: renderedWith,
      at: nonceOffsets(body, renderedWith),
      until: Date.now() + ttl * 1000,
    }
    hotPages.set(key, page, page.until, body.length)
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
