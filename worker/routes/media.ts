import { Hono } from 'hono'
import { fetchMedia } from '../../src/cms/rest'
import type { AppEnv } from '../app-env'

const SAFE_MEDIA_PATH = /^\/wp-content\/uploads\/[A-Za-z0-9._\-/]+$/
const PASS_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified']

/**
 * `/wp-content/uploads/*`: media from the content service, served same-origin and cached at the edge
 * so that the CMS host never appears in a page.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const url = new URL(c.req.url)
  if (!SAFE_MEDIA_PATH.test(url.pathname) || url.pathname.includes('..')) return c.notFound()
  const cache =
    typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default
  const cacheKey = new Request(url.origin + url.pathname)
  const hit = await cache?.match(cacheKey)
  if (hit) return hit
  let upstream: Response
  try {
    upstream = await fetchMedia(c.var.cmsConfig, url.pathname)
  } catch {
    return c.body(null, 503, { 'retry-after': '60' })
  }
  if (!upstream.ok) return c.body(null, upstream.status === 404 ? 404 : 502)
  const headers = new Headers({ 'cache-control': 'public, max-age=31536000, immutable' })
  for (const name of PASS_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  const response = new Response(upstream.body, { status: 200, headers })
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()))
  return response
})
