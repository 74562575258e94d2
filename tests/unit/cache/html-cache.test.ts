import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../worker/app-env'
import { bumpHtmlVersion, htmlCache } from '../../../worker/cache/html-cache'
import { readConfig } from '../../../worker/env'

function appWithRenderCount(ttl: string) {
  let renders = 0
  let nonceCounter = 0
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('config', readConfig({ ...env, HTML_CACHE_S: ttl }))
    c.set('nonce', `nonce-${++nonceCounter}`)
    await next()
  })
  app.use('*', htmlCache)
  app.get('/missing', (c) => c.html('<h1>Not here</h1>', 404))
  app.get('*', (c) => {
    renders++
    return c.html(
      `<!DOCTYPE html><html><head><script type="application/ld+json" nonce="${c.var.nonce}">{}</script></head><body>render ${renders}</body></html>`,
    )
  })
  return { app, renders: () => renders }
}

async function get(app: Hono<AppEnv>, path: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`https://www.example.test${path}`), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

describe('rendered-page edge cache', () => {
  it('renders a page once and serves the copy with the new response nonce', async () => {
    const { app, renders } = appWithRenderCount('60')
    const first = await get(app, '/cached-page')
    expect(first.res.headers.get('x-html-cache')).toBe('miss')
    const second = await get(app, '/cached-page')
    expect(second.res.headers.get('x-html-cache')).toBe('hit')
    expect(second.body).toContain('render 1')
    expect(second.body).toContain('nonce="nonce-2"')
    expect(second.body).not.toContain('nonce-1')
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(renders()).toBe(1)
  })

  it('keys by path and query', async () => {
    const { app, renders } = appWithRenderCount('60')
    await get(app, '/list?page=1')
    await get(app, '/list?page=2')
    expect(renders()).toBe(2)
  })

  it('renders again after a purge', async () => {
    const { app, renders } = appWithRenderCount('60')
    await get(app, '/purged-page')
    await bumpHtmlVersion(env.CMS_CACHE)
    const after = await get(app, '/purged-page')
    expect(after.body).toContain('render 2')
    expect(renders()).toBe(2)
  })

  it('never caches error pages', async () => {
    const { app } = appWithRenderCount('60')
    await get(app, '/missing')
    const again = await get(app, '/missing')
    expect(again.res.status).toBe(404)
    expect(again.res.headers.get('x-html-cache')).toBeNull()
  })

  it('is off with HTML_CACHE_S = 0', async () => {
    const { app, renders } = appWithRenderCount('0')
    await get(app, '/uncached')
    await get(app, '/uncached')
    expect(renders()).toBe(2)
  })
})
