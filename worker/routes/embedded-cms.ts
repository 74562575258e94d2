import { Hono } from 'hono'
import type { AppEnv } from '../app-env'

/**
 * `/__embedded-cms/*` → the embedded content service, only in local development (`npm start`, e2e):
 * lets tests read stored submissions and simulate an outage. It adds no credential; the service's
 * operator routes still require one. Without the `CMS` binding (production) it does not exist.
 */
export const embeddedCmsRoutes = new Hono<AppEnv>().all('/*', async (c) => {
  const binding = c.env.CMS
  if (!binding || c.var.config.APP_ENV !== 'development') return c.notFound()
  const url = new URL(c.req.url)
  const target = new URL(
    url.pathname.replace(/^\/__embedded-cms/, '') + url.search,
    c.var.config.CMS_URL,
  )
  return binding.fetch(new Request(target, c.req.raw))
})
