import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

const HTML_VERSION_KEY = 'html-version'
const CACHE_ORIGIN = 'https://html-cache.internal'

/** The version in every rendered-page cache key; any purge bumps it, dropping every cached page. */
export async function htmlVersion(kv: KVNamespace): Promise<string> {
  return (await kv.get(HTML_VERSION_KEY)) ?? '1'
}

export async function bumpHtmlVersion(kv: KVNamespace): Promise<void> {
  await kv.put(HTML_VERSION_KEY, String(Number(await htmlVersion(kv)) + 1))
}

function edgeCache(): Cache | undefined {
  return typeof caches === 'undefined'
    ? undefined
    : (caches as unknown as { default: Cache }).default
}

/** Gives a cached page this response's nonce, so that the CSP header and the scripts agree. */
function withNonce(res: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('script[nonce], style[nonce], link[nonce]', {
      element(el) {
        el.setAttribute('nonce', nonce)
      },
    })
    .transform(res)
}

/**
 * Keeps rendered CMS pages (status 200) at the edge for `HTML_CACHE_S` seconds, so that a popular
 * page is rendered once, not once per visitor. Purges bump the HTML version in KV.
 */
export const htmlCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = c.var.config.HTML_CACHE_S
  const cache = edgeCache()
  if (c.req.method !== 'GET' || ttl <= 0 || !cache) return next()
  const url = new URL(c.req.url)
  const version = await htmlVersion(c.env.CMS_CACHE)
  const key = new Request(`${CACHE_ORIGIN}/v${version}${url.pathname}${url.search}`)
  const hit = await cache.match(key)
  if (hit) {
    const res = withNonce(hit, c.var.nonce)
    const headers = new Headers(res.headers)
    headers.set('cache-control', 'public, max-age=0, must-revalidate')
    headers.set('x-html-cache', 'hit')
    if (c.var.config.APP_ENV !== 'production') headers.set('content-encoding', 'identity')
    return new Response(res.body, { status: 200, headers })
  }
  await next()
  const res = c.res
  if (
    res.status !== 200 ||
    !res.body ||
    !res.headers.get('content-type')?.startsWith('text/html')
  ) {
    return
  }
  const [forVisitor, forCache] = res.body.tee()
  const stored = new Headers(res.headers)
  stored.delete('content-encoding')
  stored.set('cache-control', `public, max-age=${ttl}`)
  c.executionCtx.waitUntil(cache.put(key, new Response(forCache, { status: 200, headers: stored })))
  const headers = new Headers(res.headers)
  headers.set('x-html-cache', 'miss')
  c.res = new Response(forVisitor, { status: 200, headers })
}
