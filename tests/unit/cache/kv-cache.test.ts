import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { createKvCache } from '../../../worker/cache/kv-cache'

/** A cache as the Worker makes one per request; `nextRequest()` is a later request's. */
function setup(freshSeconds = 60) {
  let clock = 1_700_000_000_000
  const background: Promise<unknown>[] = []
  const nextRequest = () =>
    createKvCache({
      kv: env.CMS_CACHE,
      waitUntil: (p) => background.push(p),
      freshSeconds,
      staleSeconds: 86400,
      now: () => clock,
      log: () => undefined,
    })
  return {
    cache: nextRequest(),
    nextRequest,
    background,
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
  }
}

describe('KV cache', () => {
  it('loads once and serves the stored value while fresh', async () => {
    const { cache, nextRequest, advance } = setup()
    const load = vi.fn(async () => ({ title: 'A' }))
    expect(await cache.get('page:/fresh', load)).toEqual({ title: 'A' })
    advance(59)
    expect(await nextRequest().get('page:/fresh', load)).toEqual({ title: 'A' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves stale data after the fresh window and refreshes in the background', async () => {
    const { cache, nextRequest, background, advance } = setup()
    await cache.get('page:/swr', async () => 'v1')
    advance(61)
    const load = vi.fn(async () => 'v2')
    expect(await nextRequest().get('page:/swr', load)).toBe('v1')
    await Promise.all(background)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await nextRequest().get('page:/swr', async () => 'v3')).toBe('v2')
  })

  it('keeps serving the last good copy when the refresh fails', async () => {
    const { cache, nextRequest, background, advance } = setup()
    await cache.get('page:/sie', async () => 'good')
    advance(3600)
    const failing = vi.fn(async () => {
      throw new Error('Failed to fetch API')
    })
    expect(await nextRequest().get('page:/sie', failing)).toBe('good')
    await Promise.all(background)
    expect(await nextRequest().get('page:/sie', failing)).toBe('good')
  })

  it('propagates the failure when nothing is cached', async () => {
    const { cache } = setup()
    await expect(
      cache.get('page:/none', async () => {
        throw new Error('Failed to fetch API')
      }),
    ).rejects.toThrow('Failed to fetch API')
  })

  it('refreshes a stale entry once when many requests find it stale at the same time', async () => {
    const { cache, nextRequest, background, advance } = setup()
    await cache.get('page:/stale-rush', async () => 'v1')
    advance(61)
    // The CMS has not answered yet while every request finds the entry stale.
    let answer: (value: string) => void = () => undefined
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    const requests = Array.from({ length: 5 }, () => nextRequest())
    const served = await Promise.all(requests.map((r) => r.get('page:/stale-rush', load)))
    expect(served).toEqual(['v1', 'v1', 'v1', 'v1', 'v1'])
    expect(load).toHaveBeenCalledTimes(1)
    answer('v2')
    await Promise.all(background)
    expect(await nextRequest().get('page:/stale-rush', async () => 'v3')).toBe('v2')
  })

  it('reads content asked for twice in one request from KV once, but retries a failed read', async () => {
    const { cache, nextRequest } = setup()
    await cache.get('service:data', async () => 'stored')
    const get = vi.spyOn(env.CMS_CACHE, 'get')
    const request = nextRequest()
    const [a, b] = [
      await request.get('service:data', async () => 'x'),
      await request.get('service:data', async () => 'y'),
    ]
    expect([a, b]).toEqual(['stored', 'stored'])
    // The content version once, the entry once.
    expect(get).toHaveBeenCalledTimes(2)
    get.mockRestore()

    let attempts = 0
    const flaky = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('Failed to fetch API')
      return 'second try'
    }
    await expect(request.get('page:/flaky', flaky)).rejects.toThrow('Failed to fetch API')
    expect(await request.get('page:/flaky', flaky)).toBe('second try')
  })

  it('writes entries with a TTL KV accepts (at least 60 s)', async () => {
    const put = vi.spyOn(env.CMS_CACHE, 'put')
    const { cache } = setup()
    await cache.get('page:/ttl', async () => 1)
    const options = put.mock.calls[0]?.[2] as KVNamespacePutOptions | undefined
    expect(options?.expirationTtl).toBe(86400)
  })
})
