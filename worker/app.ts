import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env'
import { keptPages } from './cache/page-cache'
import { requestContext } from './context'
import { errorPageResponse } from './render/page-response'
import { embeddedCmsRoutes } from './routes/embedded-cms'
import { captchaRoutes } from './routes/captcha'
import { formResultRoute, formRoutes } from './routes/forms'
import { lottieRoutes } from './routes/lottie'
import { mediaRoutes } from './routes/media'
import { pageRoutes } from './routes/pages'
import { previewRoutes } from './routes/preview'
import { purgeRoutes } from './routes/purge'
import { seoRoutes } from './routes/seo'
import { requestGuards } from './request-guard'
import { securityHeaders } from './security-headers'

/**
 * The site: media, SEO files, cache purge, API and CMS pages, behind security headers and protocol
 * guards. Static files never get here (wrangler.toml `run_worker_first`, static/_headers).
 */
export function createApp() {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders)
  // A kept page is answered here (worker/cache/page-cache.ts draws the tiers).
  app.use('*', keptPages)
  for (const guard of requestGuards(app)) app.use('*', guard)
  app.use('*', requestContext)
  app.route('/wp-content/uploads', mediaRoutes)
  app.route('/__cache/purge', purgeRoutes)
  app.route('/__embedded-cms', embeddedCmsRoutes)
  app.route('/', seoRoutes)
  app.route('/api/forms', formRoutes)
  app.route('/api/captcha', captchaRoutes)
  app.route('/form-result', formResultRoute)
  app.route('/api/lottie', lottieRoutes)
  // Scripts' addresses: JSON, whatever the method (a 405 where another method is taken).
  for (const scripts of ['/api/*', '/__cache/*'])
    app.all(scripts, (c) => c.json({ error: 'Not found' }, 404))
  // Before the pages: a preview never passes through the HTML cache.
  app.route('/preview', previewRoutes)
  app.route('/', pageRoutes)
  app.notFound((c) =>
    c.req.method === 'GET' ? errorPageResponse(c, 404) : c.text('Not found', 404),
  )
  app.onError((err, c) => {
    // A built-in middleware's refusal (bearer auth, csrf) carries its own response.
    if (err instanceof HTTPException) return err.getResponse()
    console.error(`[${c.req.path}] unhandled: ${err instanceof Error ? err.stack : String(err)}`)
    return c.req.method === 'GET' || c.req.method === 'HEAD'
      ? errorPageResponse(c, 500)
      : c.json({ error: 'Request failed. Please try again later.' }, 500)
  })
  return app
}
