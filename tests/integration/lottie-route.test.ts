import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'

/** A service's animation, with CACHE_FRESH_S set to `freshS`. */
async function animation(freshS: number) {
  const ctx = createExecutionContext()
  const bindings = { ...env, CACHE_FRESH_S: String(freshS) }
  const res = await worker.fetch(new Request(`${SITE}/api/lottie/9100`), bindings, ctx)
  const body: unknown = await res.json()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

beforeEach(async () => {
  await useEmbeddedCms()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('GET /api/lottie/:id browser lifetime: the fresh time bounds it like every other tier', () => {
  it('is CACHE_FRESH_S from a freshly asked CMS answer, and only what is left of it later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    const first = await animation(60)
    expect(first.res.status).toBe(200)
    expect(first.body).toMatchObject({ layers: expect.any(Array) })
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=60')
    // 40 s later it comes from the content cache, asked for at t0: 20 s of freshness left.
    vi.setSystemTime(t0 + 40_000)
    expect((await animation(60)).res.headers.get('cache-control')).toBe('public, max-age=20')
  })

  it('never exceeds a short fresh time (the old fixed hour did)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await animation(15)).res.headers.get('cache-control')).toBe('public, max-age=15')
  })
})
