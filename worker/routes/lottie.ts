import { Hono } from 'hono'
import { CmsError } from '../../src/cms/errors'
import type { AppEnv } from '../app-env'
import { freshCacheControl } from '../context'

/** `GET /api/lottie/:id`: a service's lottie animation, through the KV cache, same-origin. */
export const lottieRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const id = c.req.param('id')
  if (!/^\d{1,9}$/.test(id)) return c.json({ error: 'Not found' }, 404)
  try {
    const animation = await c.var.cms.lottie(Number(id))
    // Kept by browsers no longer than the CMS answer it came from stays fresh.
    return c.json(animation as object, 200, { 'cache-control': freshCacheControl(c) })
  } catch (err) {
    if (err instanceof CmsError) {
      console.warn(`[lottie ${id}] ${err.detail}`)
      return c.json({ error: 'Animation unavailable' }, err.status === 404 ? 404 : 502)
    }
    throw err
  }
})
