import { afterEach, describe, expect, it, vi } from 'vitest'
import { CmsError } from '../../../src/cms/errors'
import {
  bumpCacheState,
  createContentStore,
  entryKey,
  shapedKey,
  type ContentStoreOptions,
} from '../../../worker/cache/content-store'
import { purge } from '../../../worker/cache/purge'
import { scopedKv } from './scoped-kv'

/** The CMS the stores keep answers of. */
const SCOPE = 'cms.test'

/**
 * One isolate's store over a KV namespace of the test's own; `request()` is a new request,
 * `isolate()` another isolate on the same KV and clock. Purge counters are read on every request
 * unless a test says otherwise.
 */
function setup(options: Partial<ContentStoreOptions> = {}) {
  let clock = 1_700_000_000_000
  const kv = scopedKv()
  const background: Promise<unknown>[] = []
  const logs: string[] = []
  const isolate = () => {
    const store = createContentStore({
      kv,
      scope: SCOPE,
      freshSeconds: 60,
      staleSeconds: 86400,
      stateCheckSeconds: 0,
      now: () => clock,
      log: (m) => logs.push(m),
      ...options,
    })
    return (budget?: AbortSignal) => store.forRequest((p) => background.push(p), budget)
  }
  return {
    kv,
    logs,
    request: isolate(),
    isolate,
    settle: () => Promise.all(background),
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
  }
}

const down = () =>
  vi.fn(async (): Promise<string> => {
    throw new CmsError('PageByUri: HTTP 502', 502)
  })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('content store: fresh, stale and failing', () => {
  it('loads once and serves the stored value to later requests while fresh', async () => {
    const { request, settle, advance } = setup()
    const load = vi.fn(async () => ({ title: 'A' }))
    expect(await request().get('page:/fresh', [], load)).toEqual({ title: 'A' })
    await settle()
    advance(59)
    expect(await request().get('page:/fresh', [], load)).toEqual({ title: 'A' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never serves an answer past the fresh window while the CMS answers (35.6)', async () => {
    const { request, settle, advance } = setup()
    await request().get('page:/bound', [], async () => 'v1')
    await settle()
    advance(60)
    const load = vi.fn(async () => 'v2')
    expect(await request().get('page:/bound', [], load)).toBe('v2')
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await request().get('page:/bound', [], async () => 'v3')).toBe('v2')
  })

  it('answers "not found" at once when a post was unpublished past the fresh window (35.6)', async () => {
    const { kv, request, settle, advance } = setup()
    await request().get('case-study:moved-to-draft', [], async () => ({ title: 'Published' }))
    await settle()
    advance(61)
    expect(await request().get('case-study:moved-to-draft', [], async () => null)).toBeNull()
    await settle()
    expect(await kv.names()).toEqual([])
  })

  it('serves the copy past the fresh window only while the CMS fails, and says so', async () => {
    const { request, settle, advance } = setup()
    await request().get('page:/outage', [], async () => 'last good')
    await settle()
    advance(61)
    const req = request()
    expect(await req.get('page:/outage', [], down())).toBe('last good')
    expect(req.failures).toEqual([
      'page:/outage: past its fresh time, the CMS is failing; served the last good copy',
    ])
  })

  it('propagates a failure when nothing is stored, and records it for the page', async () => {
    const { request } = setup()
    const req = request()
    await expect(req.get('page:/none', [], down())).rejects.toThrow(CmsError)
    expect(req.failures).toEqual(['page:/none: PageByUri: HTTP 502'])
  })

  it('reads content asked for twice in one request once, but retries a failed read', async () => {
    const { kv, request, isolate, settle } = setup()
    await request().get('service:data', [], async () => 'stored')
    await settle()
    const get = vi.spyOn(kv, 'get')
    const req = isolate()()
    expect(await req.get('service:data', [], async () => 'x')).toBe('stored')
    expect(await req.get('service:data', [], async () => 'y')).toBe('stored')
    // The purge counters once, the entry once.
    expect(get).toHaveBeenCalledTimes(2)

    let attempts = 0
    const flaky = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('Failed to fetch API')
      return 'second try'
    }
    const { request: fresh } = setup({ retrySeconds: 0 })
    const other = fresh()
    await expect(other.get('page:/flaky', [], flaky)).rejects.toThrow('Failed to fetch API')
    expect(await other.get('page:/flaky', [], flaky)).toBe('second try')
  })

  it('writes entries with a TTL KV accepts (the stale window, at least 60 s)', async () => {
    const { kv, request, settle } = setup()
    const put = vi.spyOn(kv, 'put')
    await request().get('page:/ttl', [], async () => 1)
    await settle()
    const options = put.mock.calls.at(-1)?.[2] as KVNamespacePutOptions | undefined
    expect(options?.expirationTtl).toBe(86400)
  })
})

describe('content store: refreshes shared between requests (19.6)', () => {
  it('makes one refresh call for 40 concurrent requests of a stale key while the CMS fails', async () => {
    const { request, settle, advance } = setup({ retrySeconds: 10 })
    await request().get('page:/busy', [], async () => 'good')
    await settle()
    advance(120)
    const failing = down()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => request().get('page:/busy', [], failing)),
    )
    await settle()
    expect(answers).toEqual(Array(40).fill('good'))
    expect(failing).toHaveBeenCalledTimes(1)

    // Backing off: the last good copy is served without calling the failing CMS.
    advance(5)
    await Promise.all(Array.from({ length: 10 }, () => request().get('page:/busy', [], failing)))
    await settle()
    expect(failing).toHaveBeenCalledTimes(1)

    // Then one retry.
    advance(6)
    expect(await request().get('page:/busy', [], failing)).toBe('good')
    await settle()
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('shares one load of a missing key between concurrent requests', async () => {
    const { request, settle } = setup()
    const load = vi.fn(async () => 'once')
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request().get('k:shared', [], load)),
    )
    await settle()
    expect(results).toEqual(Array(20).fill('once'))
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('content store: what the CMS does not know (19.5)', () => {
  it('never writes a KV entry for it and remembers it briefly in memory', async () => {
    const { kv, request, settle, advance } = setup({ missSeconds: 30 })
    const load = vi.fn(async () => null)
    expect(await request().get('page:/never-seen', [], load)).toBeNull()
    await settle()
    expect(await kv.names()).toEqual([])
    advance(20)
    expect(await request().get('page:/never-seen', [], load)).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    advance(11)
    expect(await request().get('page:/never-seen', [], load)).toBeNull()
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(await kv.names()).toEqual([])
  })

  it('remembers a bounded number of missing keys', async () => {
    const { request, settle } = setup({ missSeconds: 3600, remember: 20 })
    const load = vi.fn(async () => null)
    for (let i = 0; i <= 20; i++) await request().get(`page:/random-${i}`, [], load)
    await settle()
    expect(load).toHaveBeenCalledTimes(21)
    // The oldest was forgotten to make room: asking again asks the CMS again.
    await request().get('page:/random-0', [], load)
    expect(load).toHaveBeenCalledTimes(22)
    // The newest is still remembered.
    await request().get('page:/random-20', [], load)
    expect(load).toHaveBeenCalledTimes(22)
  })

  it('deletes the stored copy of content the CMS no longer has', async () => {
    const { kv, request, settle, advance } = setup()
    await request().get('page:/retired', [], async () => ({ title: 'Retired' }))
    await settle()
    expect(await kv.names()).toEqual([entryKey(SCOPE, shapedKey('page:/retired', []))])
    advance(61)
    await request().get('page:/retired', [], async () => null)
    await settle()
    expect(await kv.names()).toEqual([])
  })
})

describe('content store: purges keep the outage copy (18.9)', () => {
  it('after a purge of everything, fetches again, and serves the last good copy while the CMS fails', async () => {
    const { kv, request, settle, advance } = setup({ retrySeconds: 10 })
    await request().get('page:/kept', [], async () => 'last good')
    await settle()
    await bumpCacheState(kv, true)

    const req = request()
    expect(await req.get('page:/kept', [], down())).toBe('last good')
    expect(req.failures).toEqual([
      'page:/kept: out of date, the CMS is failing; served the last good copy',
    ])
    await settle()

    // Once the CMS answers again (after the back-off), the edited content is served at once.
    advance(11)
    expect(await request().get('page:/kept', [], async () => 'edited')).toBe('edited')
  })

  it('after a purge of everything, the next request gets the edited content', async () => {
    const { kv, request, settle } = setup()
    await request().get('page:/edited', [], async () => 'before')
    await settle()
    await bumpCacheState(kv, true)
    expect(await request().get('page:/edited', [], async () => 'after')).toBe('after')
  })

  it('after a purge of a path, serves the last good copy while the CMS fails', async () => {
    const { kv, request, settle } = setup()
    await request().get('page:/pricing', [], async () => 'last good')
    await settle()
    await purge(kv, SCOPE, { paths: ['/pricing'] }, 86400)
    expect(await request().get('page:/pricing', [], down())).toBe('last good')
  })

  it('after a purge of a path, the next request gets the edited content', async () => {
    const { kv, request, settle } = setup()
    await request().get('page:/team', [], async () => 'before')
    await settle()
    await purge(kv, SCOPE, { paths: ['/team/'] }, 86400)
    expect(await request().get('page:/team', [], async () => 'after')).toBe('after')
  })

  it('after a purge of a type, serves the last good copy while the CMS fails', async () => {
    const { kv, request, settle } = setup()
    await request().get('list:partners', [], async () => ['Acme'])
    await settle()
    const result = await purge(kv, SCOPE, { types: ['list'] }, 86400)
    expect(result.purged).toEqual(['list:partners'])
    expect(await request().get('list:partners', [], down())).toEqual(['Acme'])
    expect(await request().get('list:partners', [], down())).toEqual(['Acme'])
  })

  it('a purge of two pages made of one list reads and marks that list once', async () => {
    const { kv, request, settle } = setup()
    await request().get('vacancies:all', [], async () => ['Data engineer'])
    await settle()
    const [get, put] = [vi.spyOn(kv, 'get'), vi.spyOn(kv, 'put')]
    await purge(kv, SCOPE, { paths: ['/careers/data-engineer', '/careers/designer'] }, 86400)
    const list = entryKey(SCOPE, shapedKey('vacancies:all', []))
    expect(get.mock.calls.map(([key]) => String(key)).filter((k) => k === list)).toHaveLength(1)
    expect(put.mock.calls.map(([key]) => String(key)).filter((k) => k === list)).toHaveLength(1)
  })

  it('keeps an answer that arrived after a purge out of date', async () => {
    const { kv, request, settle } = setup()
    let release: ((value: string) => void) | undefined
    const slow = () => new Promise<string>((resolve) => (release = resolve))
    const pending = request().get('page:/race', [], slow)
    await vi.waitFor(() => expect(release).toBeDefined())
    await purge(kv, SCOPE, { paths: ['/race'] }, 86400)
    release?.('fetched before the edit')
    expect(await pending).toBe('fetched before the edit')
    await settle()
    expect(await request().get('page:/race', [], async () => 'edited')).toBe('edited')
  })
})

describe('content store: hot content in memory (23)', () => {
  it('serves hot content from memory: no KV read while it is fresh and nothing was purged', async () => {
    const { kv, request, settle, advance } = setup({ stateCheckSeconds: 5 })
    await request().get('page:/hot', [], async () => ({ title: 'Hot' }))
    await settle()
    const get = vi.spyOn(kv, 'get')
    for (let i = 0; i < 5; i++) {
      expect(await request().get('page:/hot', [], async () => ({ title: 'x' }))).toEqual({
        title: 'Hot',
      })
    }
    expect(get).not.toHaveBeenCalled()
    // The purge counters are checked again after the interval: one read for all that follow.
    advance(6)
    await request().get('page:/hot', [], async () => ({ title: 'x' }))
    await request().get('page:/hot', [], async () => ({ title: 'x' }))
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('keeps the fresh window: an entry in memory past it is loaded once for the requests that wait', async () => {
    const { request, settle, advance } = setup({ stateCheckSeconds: 5 })
    await request().get('page:/window', [], async () => 'v1')
    await settle()
    advance(61)
    const load = vi.fn(async () => 'v2')
    const [a, b] = await Promise.all([
      request().get('page:/window', [], load),
      request().get('page:/window', [], load),
    ])
    expect([a, b]).toEqual(['v2', 'v2'])
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await request().get('page:/window', [], load)).toBe('v2')
  })

  it('takes a refresh another isolate made from KV instead of calling the CMS again', async () => {
    const { request, isolate, settle, advance } = setup({ stateCheckSeconds: 5 })
    await request().get('list:awards', [], async () => ['2024'])
    await settle()
    advance(61)
    // Another isolate refreshes it first.
    const other = isolate()
    expect(await other().get('list:awards', [], async () => ['2025'])).toEqual(['2025'])
    await settle()
    const load = vi.fn(async () => ['2026'])
    expect(await request().get('list:awards', [], load)).toEqual(['2025'])
    await settle()
    expect(load).not.toHaveBeenCalled()
  })

  it('honours a purge made in another isolate within the state check interval', async () => {
    const { kv, request, settle, advance } = setup({ stateCheckSeconds: 5 })
    await request().get('page:/elsewhere', [], async () => 'before')
    await settle()
    await purge(kv, SCOPE, { paths: ['/elsewhere'] }, 86400)
    advance(5)
    expect(await request().get('page:/elsewhere', [], async () => 'after')).toBe('after')
  })

  it('honours its own purge at once', async () => {
    const { kv, request, settle } = setup({ stateCheckSeconds: 60 })
    await request().get('page:/here', [], async () => 'before')
    await settle()
    const { state } = await purge(kv, SCOPE, { all: true }, 86400)
    const req = request()
    req.purged(state)
    expect(await req.get('page:/here', [], async () => 'after')).toBe('after')
  })

  it('shares what it keeps read-only between requests', async () => {
    const { request, settle } = setup()
    await request().get('list:team', [], async () => [{ name: 'Ada' }])
    await settle()
    const [ada] = await request().get<{ name: string }[]>('list:team', [], async () => [])
    expect(() => {
      if (ada) ada.name = 'changed by one request'
    }).toThrow(TypeError)
    expect(await request().get('list:team', [], async () => [])).toEqual([{ name: 'Ada' }])
  })
})

/** WordPress refusing an operation: a GraphQL validation error (HTTP 200 with `errors`). */
const refused = () =>
  vi.fn(async (): Promise<string> => {
    throw new CmsError('Clients: GraphQL error: Cannot query field "clients"', 200, 'graphql')
  })

describe('content store: a refusal is not an outage (35.4)', () => {
  it('after a purge of everything, a GraphQL validation error fails the read: the old copy is not served', async () => {
    const { kv, request, settle } = setup()
    await request().get('list:clients', [], async () => ['Demo client'])
    await settle()
    await bumpCacheState(kv, true)
    const req = request()
    await expect(req.get('list:clients', [], refused())).rejects.toThrow(CmsError)
    expect(req.failures).toEqual([
      'list:clients: Clients: GraphQL error: Cannot query field "clients"',
    ])
    await settle()
    // The copy from before is gone from KV too: no later outage brings it back.
    expect(await kv.names()).not.toContain(entryKey(SCOPE, shapedKey('list:clients', [])))
  })

  it('a 4xx past the fresh window drops the old copy: the request fails, and so does the next', async () => {
    const { kv, request, settle, advance } = setup()
    await request().get('page:/gone', [], async () => 'stale')
    await settle()
    advance(61)
    const forbidden = vi.fn(async (): Promise<string> => {
      throw new CmsError('PageByUri: HTTP 403', 403)
    })
    await expect(request().get('page:/gone', [], forbidden)).rejects.toThrow(CmsError)
    await settle()
    await expect(request().get('page:/gone', [], forbidden)).rejects.toThrow(CmsError)
    expect(await kv.names()).not.toContain(entryKey(SCOPE, shapedKey('page:/gone', [])))
  })

  it('remembers a failure briefly: one CMS call per retry window, refused or down, with no copy', async () => {
    const { request, settle, advance } = setup({ retrySeconds: 10 })
    for (const [key, failing] of [
      ['list:partners', refused()],
      ['list:clients', down()],
    ] as const) {
      for (let i = 0; i < 5; i++) {
        const req = request()
        await expect(req.get(key, [], failing)).rejects.toThrow(CmsError)
        expect(req.failures).toHaveLength(1)
      }
      await settle()
      expect(failing).toHaveBeenCalledTimes(1)
      advance(11)
      await expect(request().get(key, [], failing)).rejects.toThrow(CmsError)
      expect(failing).toHaveBeenCalledTimes(2)
    }
  })
})

describe('content store: one CMS per cache (35.4)', () => {
  it("never serves another CMS's copies from the same KV", async () => {
    const { kv, request, settle } = setup()
    await request().get('page:/about', [], async () => 'the old CMS')
    await settle()
    const other = createContentStore({
      kv,
      scope: 'cms.acme.example',
      freshSeconds: 60,
      staleSeconds: 86400,
    })
    const load = vi.fn(async () => 'the new CMS')
    expect(await other.forRequest(() => undefined).get('page:/about', [], load)).toBe('the new CMS')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe("content store: the request's time budget (35.7)", () => {
  const hanging = () => {
    let release: (value: string) => void = () => undefined
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    return { load, release: (value: string) => release(value) }
  }

  it('gives up waiting when the budget ends, and the load goes on to fill the cache', async () => {
    const { request, settle } = setup()
    const budget = new AbortController()
    const { load, release } = hanging()
    const req = request(budget.signal)
    const pending = req.get('page:/slow', [], load).catch((err: unknown) => err)
    await vi.waitFor(() => expect(load).toHaveBeenCalled())
    budget.abort()
    const err = await pending
    expect(err).toBeInstanceOf(CmsError)
    expect((err as CmsError).reason).toBe('timeout')
    expect(req.failures).toEqual([
      "page:/slow: page:/slow: no answer within the request's time budget",
    ])
    release('late answer')
    await settle()
    const next = vi.fn(async () => 'not asked')
    expect(await request().get('page:/slow', [], next)).toBe('late answer')
    expect(next).not.toHaveBeenCalled()
  })

  it('serves the last good copy of purged content when the budget ends', async () => {
    const { kv, request, settle } = setup()
    await request().get('page:/purged-slow', [], async () => 'last good')
    await settle()
    await bumpCacheState(kv, true)
    const budget = new AbortController()
    const { load, release } = hanging()
    const req = request(budget.signal)
    const pending = req.get('page:/purged-slow', [], load)
    await vi.waitFor(() => expect(load).toHaveBeenCalled())
    budget.abort()
    expect(await pending).toBe('last good')
    release('edited')
    await settle()
    expect(await request().get('page:/purged-slow', [], async () => 'not asked')).toBe('edited')
  })
})

/** PageByUri as one build writes it, and as the next one does, asking for one more field. */
const BEFORE = { query: 'query PageByUri($uri: ID!) { page(id: $uri) { title } }' }
const AFTER = { query: 'query PageByUri($uri: ID!) { page(id: $uri) { title subtitle } }' }

describe('content store: a deploy that changes a query', () => {
  it('never gives the new query the copy the old one kept: it asks the CMS, however fresh the copy', async () => {
    const { request, isolate, settle } = setup()
    await request().get('page:/about', [BEFORE], async () => ({ title: 'About' }))
    await settle()
    // The next build, on the same KV, seconds later.
    const load = vi.fn(async () => ({ title: 'About', subtitle: 'Who we are' }))
    const deployed = isolate()
    expect(await deployed().get('page:/about', [AFTER], load)).toEqual({
      title: 'About',
      subtitle: 'Who we are',
    })
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await deployed().get('page:/about', [AFTER], load)).toEqual({
      title: 'About',
      subtitle: 'Who we are',
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves no outage copy kept by the old query: the read fails while the CMS does', async () => {
    const { request, isolate, settle, advance } = setup()
    await request().get('page:/pricing', [BEFORE], async () => ({ title: 'Pricing' }))
    await settle()
    advance(3600)
    const req = isolate()()
    await expect(req.get('page:/pricing', [AFTER], down())).rejects.toThrow(CmsError)
    expect(req.failures).toEqual(['page:/pricing: PageByUri: HTTP 502'])
  })

  it('keeps the copies of a query whose text did not change: fresh, and for outages', async () => {
    const { request, isolate, settle, advance } = setup()
    await request().get('page:/team', [BEFORE], async () => ({ title: 'Team' }))
    await settle()
    // The new build's operation is another object with the same text.
    const same = [{ query: BEFORE.query }]
    const deployed = isolate()
    const load = vi.fn(async () => ({ title: 'not asked' }))
    expect(await deployed().get('page:/team', same, load)).toEqual({ title: 'Team' })
    expect(load).not.toHaveBeenCalled()
    advance(3600)
    expect(await isolate()().get('page:/team', same, down())).toEqual({ title: 'Team' })
  })

  it('a purge of a path or of a type marks the copies of every query text', async () => {
    const { kv, request, isolate, settle } = setup()
    const old = isolate()
    await old().get('page:/careers', [BEFORE], async () => 'old build, before')
    await old().get('list:awards', [BEFORE], async () => 'old build, before')
    await request().get('page:/careers', [AFTER], async () => 'new build, before')
    await request().get('list:awards', [AFTER], async () => 'new build, before')
    await settle()
    expect(await purge(kv, SCOPE, { paths: ['/careers'] }, 86400)).toMatchObject({
      purged: ['page:/careers', 'pages:all'],
    })
    expect(await purge(kv, SCOPE, { types: ['list'] }, 86400)).toMatchObject({
      purged: ['list:awards'],
    })
    for (const key of ['page:/careers', 'list:awards']) {
      expect(await old().get(key, [BEFORE], async () => 'old build, after')).toBe(
        'old build, after',
      )
      expect(await request().get(key, [AFTER], async () => 'new build, after')).toBe(
        'new build, after',
      )
    }
  })
})
