import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app'
import { block, cmsPage, stubCms, type CmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
const TOKEN = 'test-purge-token'

/**
 * The whole site with its HTML cache on (the test environment turns it off for the other
 * integration tests). Each `isolate()` is one isolate's memory, as in production; KV and the edge
 * cache are shared by all of them.
 */
function isolate(htmlCacheSeconds = '60') {
  const app = createApp()
  const testEnv = { ...env, HTML_CACHE_S: htmlCacheSeconds }
  return async (path: string, init?: RequestInit & { origin?: string }) => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`${init?.origin ?? SITE}${path}`, init), testEnv, ctx)
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    return { res, html, status: res.status, cache: res.headers.get('x-html-cache') }
  }
}

const purge = (get: ReturnType<typeof isolate>, body: unknown) =>
  get('/__cache/purge', {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A path of this run only: KV and the edge cache outlive a test. */
const unique = (name: string) => `/${name}-${crypto.randomUUID().slice(0, 8)}`

let cms: CmsStub
let warnings: string[]
/** The page the stub serves at each URI; any other URI is unknown to the CMS. */
let pages: Map<string, ReturnType<typeof cmsPage>>

beforeEach(() => {
  cms = stubCms()
  pages = new Map()
  cms.graphql.set('PageByUri', (v) => ({ page: pages.get(String(v.uri)) ?? null }))
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)))
  vi.spyOn(console, 'error').mockImplementation((m: unknown) => void warnings.push(String(m)))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const pageCalls = (uri: string) =>
  cms.calls.filter((c) => c.operationName === 'PageByUri' && c.variables?.uri === uri).length

const html = (text: string) => block('core/html', [], text)

describe('the page cache cannot be poisoned (19.4)', () => {
  it('shares links to SITE_URL even when the first request named another Host', async () => {
    const path = unique('share')
    pages.set(path, cmsPage(path, 'Share me', [block('custom/share', { title: 'Share' })]))
    const get = isolate()
    const attack = await get(path, { origin: 'https://evil.example' })
    expect(attack.status).toBe(200)
    expect(attack.html).not.toContain('evil.example')
    const visitor = await get(path)
    expect(visitor.cache).toBe('hit')
    expect(visitor.html).not.toContain('evil.example')
    expect(visitor.html).toContain(`value="${SITE}${path}"`)
    expect(visitor.html).toContain(encodeURIComponent(`${SITE}${path}`))
  })
})

describe('the page cache cannot be busted for free (19.5)', () => {
  it('serves one rendered page whatever unknown query parameters a request adds', async () => {
    const path = unique('busted')
    pages.set(path, cmsPage(path, 'Busted', [html('<p>one render</p>')]))
    const get = isolate()
    expect((await get(`${path}?x=${Math.random()}`)).cache).toBe('miss')
    for (let i = 0; i < 5; i++) {
      const again = await get(`${path}?x=${Math.random()}&page=${i}`)
      expect(again.cache).toBe('hit')
      expect(again.html).toContain('<p>one render</p>')
    }
  })

  it('writes no KV entry for paths the CMS does not know, and asks the CMS once for each', async () => {
    const get = isolate()
    const paths = Array.from({ length: 5 }, () => unique('never-seen'))
    for (const path of paths) {
      expect((await get(path)).status).toBe(404)
      expect((await get(path)).status).toBe(404)
    }
    for (const path of paths) expect(pageCalls(path)).toBe(1)
    const names = (await env.CMS_CACHE.list()).keys.map((k) => k.name)
    for (const path of paths) expect(names.filter((n) => n.includes(path))).toEqual([])
  })
})

describe('refreshes are shared between requests (19.6)', () => {
  it('makes the calls of one refresh for 40 concurrent requests of a stale page, then backs off', async () => {
    const path = unique('stale')
    pages.set(path, cmsPage(path, 'Stale', [html('<p>last good</p>')]))
    // Rendered copies have expired: every request renders from the (stale) CMS cache.
    const uncached = () => isolate('0')
    await uncached()(path)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    cms.down = true

    // What one request for the stale page costs the failing CMS (calls fail before naming their
    // operation, so all are counted)...
    const calls = () => cms.calls.length
    const before = calls()
    expect((await uncached()(path)).html).toContain('<p>last good</p>')
    const one = calls() - before
    expect(one).toBeGreaterThan(0)

    // ...is what 40 concurrent requests cost, in another isolate.
    const get = uncached()
    const start = calls()
    const answers = await Promise.all(Array.from({ length: 40 }, () => get(path)))
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(a.html).toContain('<p>last good</p>')
    }
    expect(calls() - start).toBe(one)

    // And for some seconds after the failure, none.
    const after = calls()
    await Promise.all(Array.from({ length: 10 }, () => get(path)))
    expect(calls()).toBe(after)
  })
})

describe('purges never remove the outage copy (18.9)', () => {
  it('serves the last good page after a purge of everything while the CMS is down', async () => {
    const path = unique('purge-all')
    pages.set(path, cmsPage(path, 'Kept', [html('<p>last good content</p>')]))
    const get = isolate()
    expect((await get(path)).html).toContain('<p>last good content</p>')
    expect((await purge(get, { all: true })).status).toBe(200)
    cms.down = true
    const during = await isolate()(path)
    expect(during.status).toBe(200)
    expect(during.html).toContain('<p>last good content</p>')
  })

  it('serves the last good page after a purge of its path while the CMS is down', async () => {
    const path = unique('purge-path')
    pages.set(path, cmsPage(path, 'Kept', [html('<p>kept after a path purge</p>')]))
    const get = isolate()
    await get(path)
    expect((await purge(get, { paths: [path] })).status).toBe(200)
    cms.down = true
    const during = await isolate()(path)
    expect(during.status).toBe(200)
    expect(during.html).toContain('<p>kept after a path purge</p>')
  })

  it('shows the edited page right after a purge when the CMS answers', async () => {
    const path = unique('edited')
    pages.set(path, cmsPage(path, 'Edited', [html('<p>before</p>')]))
    const get = isolate()
    await get(path)
    pages.set(path, cmsPage(path, 'Edited', [html('<p>after</p>')]))
    await purge(get, { paths: [path] })
    expect((await get(path)).html).toContain('<p>after</p>')
  })
})

describe('a page whose block failed is not cached as a good page (20.7)', () => {
  it('serves a 200 without the failed block, never keeps it, and says which block failed', async () => {
    const path = unique('partial')
    pages.set(
      path,
      cmsPage(path, 'Partners', [html('<p>intro</p>'), block('custom/partners', { limit: 3 })]),
    )
    const get = isolate()
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.html).toContain('<p>intro</p>')
    expect(first.res.headers.get('cache-control')).toBe('no-store')
    expect(warnings.join('\n')).toMatch(/page not cached: .*block b-1-custom\/partners/)
    const second = await get(path)
    expect(second.cache).not.toBe('hit')
  })

  it('does not keep a page whose block showed its own failure state', async () => {
    const path = unique('careers')
    pages.set(path, cmsPage(path, 'Careers', [block('custom/vacancy-list', {})]))
    const get = isolate()
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.res.headers.get('cache-control')).toBe('no-store')
    expect(warnings.join('\n')).toMatch(/page not cached: vacancies:all/)
    expect((await get(path)).cache).not.toBe('hit')
  })
})

describe('the CMS answers an isolate shares (23)', () => {
  it('renders a page in a new isolate from the copies in KV, without asking the CMS', async () => {
    const path = unique('jobs')
    pages.set(path, cmsPage(path, 'Jobs', [block('custom/vacancy-list', {})]))
    cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
      Response.json([
        { slug: 'data-engineer', job_position_id: 7, name: 'Data Engineer', locations: ['Remote'] },
      ]),
    )
    const first = await isolate('0')(path)
    expect(first.html).toContain('Data Engineer')
    const calls = cms.calls.length
    const cold = await isolate('0')(path)
    expect(cold.html).toContain('Data Engineer')
    expect(cms.calls.length).toBe(calls)
  })
})
