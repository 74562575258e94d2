import { Hono, type Context } from 'hono'
import { describeFailure } from '../../src/cms/errors'
import { fetchMedia } from '../../src/cms/rest'
import type { AppEnv } from '../app-env'
import { fromCopy } from './media-ranges'

/**
 * An upload's path: letters, digits, `._-/`, and the percent-encoded bytes of non-ASCII letters
 * (WordPress keeps them in file names: `team-zürich.jpg` is `team-z%C3%BCrich.jpg` on the wire).
 * An encoded ASCII character (`%2e`, `%2f`, `%5c`) is never one of them, so no path escapes
 * `uploads/` once decoded.
 */
const SAFE_MEDIA_PATH = /^\/wp-content\/uploads\/(?:[A-Za-z0-9._\-/]|%[89A-Fa-f][0-9A-Fa-f])+$/
/** Whether the path's percent-encoded bytes are UTF-8 (anything else names no file). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
/** Response headers passed from the content service to the visitor. */
const PASS_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
]
/**
 * Types shown in the browser as they are: pictures, sound, video, PDF, plain text and the
 * animations' JSON. Anything else an editor uploads (HTML, XML, scripts, archives, office files) is
 * a download (`Content-Disposition: attachment`), never a page of this site.
 */
const SHOWN_TYPES = /^(image|audio|video|font)\/|^(application\/(pdf|json)|text\/plain)\s*(;|$)/i

/** Whether a media answer is opened in the browser rather than downloaded. */
const shownInline = (type: string | null) => SHOWN_TYPES.test(type ?? '')

/** Uploads never change under the same name (WordPress adds a suffix to a re-upload). */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A missing file is remembered this long, so that a broken link does not hammer WordPress. */
const MISSING_SECONDS = 60
/** Larger files are streamed through but not copied into the edge cache in the background. */
const MAX_FILL_BYTES = 100 * 1024 * 1024

function passHeaders(upstream: Response, cacheControl: string): Headers {
  const headers = new Headers({ 'cache-control': cacheControl })
  for (const name of PASS_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

/** Copies the whole file into the edge cache after a range was served (as a CDN fills itself). */
async function fill(c: Context<AppEnv>, path: string, key: Request, cache: Cache) {
  try {
    const full = await fetchMedia(c.var.cmsConfig, path)
    if (full.status !== 200) return await full.body?.cancel()
    await cache.put(key, new Response(full.body, { headers: passHeaders(full, IMMUTABLE) }))
  } catch (err) {
    console.warn(`[media] ${path}: background copy failed: ${describeFailure(err)}`)
  }
}

/**
 * Where the edge keeps its copy of a media file: under the content version, so that purging
 * everything also drops the copies of files replaced under the same name.
 */
export const mediaCopyKey = (origin: string, path: string, contentVersion: number): string =>
  `${origin}/v${contentVersion}${path}`

/**
 * `/wp-content/uploads/*`: media from the content service, served same-origin and cached at the
 * edge so that the CMS host never appears in a page. Behaves like a CDN: Range and conditional
 * requests are forwarded or answered from the cached copy (206, 304, 416), 404s are cached briefly.
 * A purge of everything starts new copies (a file replaced under the same name is fetched again).
 */
export const mediaRoutes = new Hono<AppEnv>()

// Every answer here, from WordPress or the edge cache, is a file: its own policy, and a download
// unless it is a type browsers show safely.
mediaRoutes.use('*', async (c, next) => {
  c.set('cmsFile', true)
  await next()
  const type = c.res.headers.get('content-type')
  if (c.res.status >= 400 || shownInline(type)) return
  c.res = new Response(c.res.body, c.res)
  c.res.headers.set('content-disposition', 'attachment')
})

mediaRoutes.get('/*', async (c) => {
  const url = new URL(c.req.url)
  const path = url.pathname
  if (!SAFE_MEDIA_PATH.test(path) || path.includes('..') || !decodable(path)) return c.notFound()
  const cache = caches.default
  const { content } = await c.var.content.cacheState()
  const key = new Request(mediaCopyKey(url.origin, path, content))
  const copy = await cache.match(key)
  if (copy) return copy.status === 200 ? fromCopy(c.req.raw, copy) : copy

  let upstream: Response
  try {
    upstream = await fetchMedia(c.var.cmsConfig, path, c.req.raw.headers)
  } catch (err) {
    console.error(`[media] ${describeFailure(err)}`)
    return c.body(null, 503, { 'retry-after': '60' })
  }
  const { status } = upstream
  if (status === 404 || status === 410) {
    await upstream.body?.cancel()
    const missing = () =>
      new Response(null, {
        status: 404,
        headers: { 'cache-control': `public, max-age=${MISSING_SECONDS}` },
      })
    c.executionCtx.waitUntil(cache.put(key, missing()))
    return missing()
  }
  if (status === 200) {
    const response = new Response(upstream.body, {
      status,
      headers: passHeaders(upstream, IMMUTABLE),
    })
    c.executionCtx.waitUntil(cache.put(key, response.clone()))
    return response
  }
  if (status === 206 || status === 304 || status === 416) {
    const headers = passHeaders(upstream, IMMUTABLE)
    const total = Number(/\/(\d+)$/.exec(upstream.headers.get('content-range') ?? '')?.[1])
    if (status === 206 && total > 0 && total <= MAX_FILL_BYTES) {
      c.executionCtx.waitUntil(fill(c, path, key, cache))
    }
    return new Response(status === 206 ? upstream.body : null, { status, headers })
  }
  await upstream.body?.cancel()
  console.error(`[media] media ${path}: HTTP ${status}`)
  return c.body(null, 502)
})
