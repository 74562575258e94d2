import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'

/**
 * One staleness bound (35.6): an edit nobody purged (the plugin missing, or its call lost) reaches
 * visitors within CACHE_FRESH_S, through every tier at once: the content store (memory and KV) and
 * the page copies (memory and edge). The embedded content service plays WordPress; it purges
 * nothing here (the site tests run it without the site binding).
 */
const SITE = 'https://www.example.test'
const FRESH_S = 60
const siteEnv = { ...env, HTML_CACHE_S: '60', CACHE_FRESH_S: String(FRESH_S) }

async function get(path: string) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`${SITE}${path}`, { redirect: 'manual' }),
    siteEnv,
    ctx,
  )
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, body, location: res.headers.get('location') }
}

let cms: EmbeddedCms
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const edit = async (body: Record<string, string>) => {
  const res = await cms.operator('/post-edits', body)
  expect(res.status).toBe(200)
}

describe('every tier respects CACHE_FRESH_S together (35.6)', () => {
  it('stops serving a case study moved back to draft within the fresh time, never later', async () => {
    const path = '/case-studies/fleet-telemetry-platform'
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.body).toContain('Fleet telemetry platform')
    expect((await get('/case-studies')).body).toContain(`href="${path}"`)
    // Kept by every tier meanwhile; the editor moves it back to draft and nothing purges the site.
    vi.setSystemTime(t0 + 30_000)
    expect((await get(path)).status).toBe(200)
    await edit({ type: 'case_study', slug: 'fleet-telemetry-platform', status: 'draft' })
    // At the bound, the very first visitor already gets the 404, and so does every one after.
    vi.setSystemTime(t0 + FRESH_S * 1000)
    const gone = await get(path)
    expect(gone.status).toBe(404)
    expect(gone.body).not.toContain('Fleet telemetry platform')
    expect((await get(path)).status).toBe(404)
    // The list of case studies forgets it too.
    const list = await get('/case-studies')
    expect(list.status).toBe(200)
    expect(list.body).not.toContain(`href="${path}"`)
  })

  it('stops redirecting a renamed front page’s old slug within the fresh time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    expect(await get('/home')).toMatchObject({ status: 301, location: '/' })
    expect((await get('/')).status).toBe(200)
    await edit({ type: 'page', slug: 'home', newSlug: 'start' })
    vi.setSystemTime(t0 + FRESH_S * 1000)
    expect((await get('/home')).status).toBe(404)
    expect(await get('/start')).toMatchObject({ status: 301, location: '/' })
    expect((await get('/')).status).toBe(200)
  })

  it('still serves the last good copy past the fresh time while WordPress is down', async () => {
    const path = '/case-studies/fleet-telemetry-platform'
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    expect((await get(path)).status).toBe(200)
    expect((await cms.operator('/outage', { on: true })).status).toBe(200)
    vi.setSystemTime(t0 + FRESH_S * 1000 + 5000)
    const during = await get(path)
    expect(during.status).toBe(200)
    expect(during.body).toContain('Fleet telemetry platform')
  })
})
