import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { createExpiringMap } from './expiring-map'
import { declaredParams, queryKey, type PageQueryParam } from './page-query'

const CACHE_ORIGIN = 'https://html-cache.internal'
/** Kept with a stored page: the nonce it was rendered with marks the site's own scripts and styles. */
const RENDER_NONCE = 'x-render-nonce'
/** Paths whose query reads an isolate remembers; visitors choose paths, so this is bounded. */
const MAX_PATHS = 2000

/**
 * Which declared query parameters each path's page read when it was rendered, by purge count. A
 * page is stored under those parameters only, so `/about?page=<random>` finds `/about`.
 */
const pathReads = createExpiringMap<ReadonlySet<PageQueryParam>>(MAX_PATHS)

function edgeCache(): Cache | undefined {
  return typeof caches === 'undefined'
    ? undefined
    : (caches as unknown as { default: Cache }).default
}

function pageKey(
  purges: number,
  path: string,
  params: URLSearchParams,
  reads: Iterable<PageQueryParam>,
): Request {
  return new Request(`${CACHE_ORIGIN}/p${purges}${path}?${queryKey(params, reads)}`)
}

/**
 * Gives a stored page this response's nonce. Only elements that carry the nonce the page was
 * rendered with are the site's own; any other `nonce` attribute (from CMS markup) is removed, so
 * that markup the site did not create never gains the right to run.
 */
function withNonce(res: Response, renderedWith: string, nonce: string): Response {
  // The parser reads `<noscript>` as text (as a browser with scripting does); its own style's
  // nonce is replaced in that text, only where the exact rendered nonce stands.
  let noscript = ''
  const own = `nonce="${renderedWith}"`
  return new HTMLRewriter()
    .on('[nonce]', {
      element(el) {
        if (el.getAttribute('nonce') === renderedWith) el.setAttribute('nonce', nonce)
        else el.removeAttribute('nonce')
      },
    })
    .on('noscript', {
      text(chunk) {
        noscript += chunk.text
        if (!chunk.lastInTextNode) {
          chunk.remove()
          return
        }
        chunk.replace(noscript.replaceAll(own, `nonce="${nonce}"`), { html: true })
        noscript = ''
      },
    })
    .transform(res)
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
 * rendered is served but not kept.
 */
export const htmlCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = c.var.config.HTML_CACHE_S
  const cache = edgeCache()
  // HEAD is a GET without the body (Hono drops it): it must not render a page either.
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || ttl <= 0 || !cache) return next()
  const url = new URL(c.req.url)
  const path = url.pathname
  const params = declaredParams(url.searchParams)
  const { purges } = await c.var.content.cacheState()
  const learned = `${purges}:${path}`
  const known = pathReads.get(learned, Date.now()) ?? new Set<PageQueryParam>()

  const hit = await cache.match(pageKey(purges, path, params, known))
  const renderedWith = hit?.headers.get(RENDER_NONCE)
  if (hit && renderedWith) {
    const res = withNonce(hit, renderedWith, c.var.nonce)
    const headers = new Headers(res.headers)
    headers.delete(RENDER_NONCE)
    headers.set('cache-control', 'public, max-age=0, must-revalidate')
    headers.set('x-html-cache', 'hit')
    if (c.var.config.APP_ENV !== 'production') headers.set('content-encoding', 'identity')
    return new Response(res.body, { status: 200, headers })
  }

  await next()
  const res = c.res
  const query = c.var.pageQuery
  if (!query || !res.body || res.status !== 200) return
  const reads = new Set([...known, ...query.read])
  pathReads.set(learned, reads, Date.now() + ttl * 1000)
  if (!keepable(res)) return

  const failures = c.var.content.failures
  const [forVisitor, forCache] = res.body.tee()
  const stored = new Headers(res.headers)
  stored.delete('content-encoding')
  stored.set('cache-control', `public, max-age=${ttl}`)
  stored.set(RENDER_NONCE, c.var.nonce)
  const key = pageKey(purges, path, params, reads)
  const keep = async () => {
    const body = await new Response(forCache).arrayBuffer()
    // Content can still fail while the page streams: such a page is not kept.
    if (failures.length) throw new Error(failures.join('; '))
    await cache.put(key, new Response(body, { headers: stored }))
  }
  c.executionCtx.waitUntil(
    keep().catch((err: unknown) => {
      console.warn(`[${path}] page not cached: ${err instanceof Error ? err.message : err}`)
    }),
  )
  const headers = new Headers(res.headers)
  headers.set('x-html-cache', 'miss')
  c.res = new Response(forVisitor, { status: 200, headers })
}
