import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

/** Paths served from `static/` (the built client, styles, icons, fonts). */
export const ASSET_PATTERNS = ['/assets/*', '/fonts/*', '/images/*', '/favicon.ico', '/logo.svg']

/** Serves a static file with long caching for hashed chunks. */
export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw)
  if (res.status === 404) return c.notFound()
  const path = new URL(c.req.url).pathname
  if (!path.startsWith('/assets/chunks/')) return res
  const headers = new Headers(res.headers)
  headers.set('cache-control', 'public, max-age=31536000, immutable')
  return new Response(res.body, { status: res.status, headers })
}
