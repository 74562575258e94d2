import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory, MAX_VARIANTS } from '../../worker/cache/page-cache'
import worker from '../../worker/index'
import { block, cmsPage, servePages, stubCms, type CmsStub } from '../fixtures/cms-stub'
import { inlineElements } from '../fixtures/csp-inline'
import {
  CANONICAL_QUERY_VECTORS,
  QUERY_PARAM_CLASSES,
  randomQueryValues,
} from '../fixtures/query-vectors'

/**
 * The page cache as deployed: the Worker's own entry (worker/index.ts, the app's real middleware
 * order), with the page cache on (the test environment turns it off) and a stubbed CMS.
 */
const SITE = 'https://www.example.test'
const siteEnv = { ...env, HTML_CACHE_S: '60' }

async function get(path: string, init?: RequestInit, bindings: typeof siteEnv = siteEnv) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`${SITE}${path}`, init), bindings, ctx)
  const body = await res.text()
  // What the response left to do (keeping the page) is done before the test goes on.
  await waitOnExecutionContext(ctx)
  const policy = res.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  return { res, body, policy, nonce, cache: res.headers.get('x-html-cache') }
}

const connection = <T>(nodes: T[]) => ({ nodes, pageInfo: { hasNextPage: false, endCursor: null } })
/** A value of its own for one test. */
const random = () => crypto.randomUUID().slice(0, 4 + Math.floor(Math.random() * 20))

let cms: CmsStub
beforeEach(() => {
  cms = stubCms()
  servePages(cms, {
    '/pricing': cmsPage('/pricing', 'Pricing', [block('core/html', [], '<p>Plans for teams</p>')]),
    '/work': cmsPage('/work', 'Work', [block('custom/portfolio-projects', { title: 'Work' })]),
    '/stack': cmsPage('/stack', 'Stack', [block('custom/technologies', {})]),
    '/jobs': cmsPage('/jobs', 'Jobs', [
      block('custom/career', {}),
      block('custom/vacancy-list', {}),
    ]),
    '/offices': cmsPage('/offices', 'Offices', [
      block('custom/offices', {
        offices: ['Serbia', 'Serbia', 'Portugal'].map((country, i) => ({
          id: `o${i}`,
          city: `City ${i}`,
          country,
          address: `Street ${i}`,
          latitude: 44,
          longitude: 20,
        })),
      }),
    ]),
    '/clients': cmsPage('/clients', 'Clients', [block('custom/clients', { title: 'Clients' })]),
    '/awards': cmsPage('/awards', 'Awards', [block('custom/awards', { title: 'Awards' })]),
  })
  // Clients in two industries (Finance, Public Sector); awards in two categories.
  cms.graphql.set('Clients', () => ({
    clients: connection(
      ['Finance', 'Public Sector', 'Finance'].map((industry, i) => ({
        id: `c${i}`,
        databaseId: 60 + i,
        title: `Client ${i}`,
        name: `Client ${i}`,
        description: '',
        logo: null,
        logoWhite: null,
        clientIndustries: {
          nodes: [{ databaseId: industry === 'Finance' ? 1 : 2, name: industry }],
        },
        caseStudies: null,
      })),
    ),
  }))
  cms.graphql.set('AwardCategories', () => ({
    awardCategories: connection(
      ['Clutch', 'Industry awards'].map((name, i) => ({
        id: `ac${i}`,
        databaseId: 30 + i,
        name,
        awards: { nodes: [{ databaseId: 80 + i }] },
      })),
    ),
  }))
  cms.graphql.set('Awards', () => ({
    awards: connection(
      [80, 81].map((databaseId) => ({ id: `a${databaseId}`, databaseId, awardImage: null })),
    ),
  }))
  // 40 case studies: 3 pages of 18, 30 of them tagged IoT.
  cms.graphql.set('CaseStudies', () => ({
    caseStudies: connection(
      Array.from({ length: 40 }, (_, i) => ({
        id: `cs${i}`,
        databaseId: 700 + i,
        slug: `study-${i}`,
        uri: `/case-studies/study-${i}/`,
        status: 'publish',
        title: `Study ${i}`,
        tags: { nodes: [{ name: i < 30 ? 'IoT' : 'Fintech', slug: 'x' }] },
        featuredImage: null,
      })),
    ),
  }))
  cms.graphql.set('Technologies', () => ({
    technologies: connection(
      ['Go', 'React'].map((title, i) => ({
        id: `t${i}`,
        databaseId: 90 + i,
        title,
        categories: { nodes: [{ databaseId: 5 + i, name: i ? 'Frontend' : 'Backend' }] },
        image: null,
        tooltipText: title,
      })),
    ),
  }))
  cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
    Response.json([
      { slug: 'go-dev', job_position_id: 7, name: 'Go Developer', locations: ['Berlin'] },
    ]),
  )
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('one pipeline for rendered and kept pages (38.2)', () => {
  it('sends a kept page as rendered, with a nonce of its own response in the render’s place', async () => {
    const miss = await get('/pricing')
    expect(miss.cache).toBe('miss')
    const hits = [await get('/pricing'), await get('/pricing')]
    for (const hit of hits) {
      expect(hit.cache).toBe('hit')
      expect(hit.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(hit.body).toBe(miss.body.replaceAll(`${miss.nonce}`, `${hit.nonce}`))
      expect(hit.body).not.toContain(`${miss.nonce}`)
      expect(hit.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
      const inline = await inlineElements(hit.body, hit.policy)
      expect(inline.length).toBeGreaterThanOrEqual(2)
      expect(inline.filter((e) => !e.allowed)).toEqual([])
    }
    // No two visitors share a nonce.
    expect(new Set([miss.nonce, ...hits.map((h) => h.nonce)]).size).toBe(3)
    // Every other header, security headers included, is the rendered page's.
    const comparable = (res: Response) =>
      [...res.headers]
        .filter(([name]) => !['x-html-cache', 'content-length'].includes(name))
        .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/g, '')])
    expect(comparable(hits[0]?.res ?? miss.res)).toEqual(comparable(miss.res))
  })

  it('leaves compression to the edge: a hit is the plain bytes, whatever the client takes', async () => {
    await get('/pricing')
    const cf = { clientAcceptEncoding: 'gzip, deflate, br, zstd' } as RequestInit['cf']
    const hit = await get('/pricing', { cf, headers: { 'accept-encoding': 'gzip, br' } })
    expect(hit.cache).toBe('hit')
    expect(hit.res.headers.get('content-encoding')).toBeNull()
    expect(hit.body).toContain('<p>Plans for teams</p>')
  })

  it('never serves an edge copy made under another configuration (SITE_CONFIG, CMS_URL)', async () => {
    expect((await get('/pricing')).cache).toBe('miss')
    // A new deployment: new isolates, the same edge cache; the company's details changed, and with
    // them the version (Cloudflare makes a version of every change of code or configuration).
    forgetIsolateMemory()
    const phone = JSON.stringify({ phone: '+381 11 405 1200' })
    const version = { ...env.CF_VERSION_METADATA, id: crypto.randomUUID() }
    const redeployed = { ...siteEnv, SITE_CONFIG: phone, CF_VERSION_METADATA: version }
    const after = await get('/pricing', undefined, redeployed)
    expect(after.cache).toBe('miss')
    expect(after.body).toContain('+381 11 405 1200')
    // Under the first configuration its own copy is still there.
    forgetIsolateMemory()
    expect((await get('/pricing')).cache).toBe('hit')
  })

  it('never serves a page cached by the previous build after a deploy (38.2)', async () => {
    expect(env.CF_VERSION_METADATA.id).toMatch(/\S/)
    expect((await get('/pricing')).cache).toBe('miss')
    expect((await get('/pricing')).cache).toBe('hit')
    // A deploy: a new version id, the same edge cache (its isolate memory too, to prove both tiers).
    const next = { ...env.CF_VERSION_METADATA, id: crypto.randomUUID() }
    const deployed = { ...siteEnv, CF_VERSION_METADATA: next }
    expect((await get('/pricing', undefined, deployed)).cache).toBe('miss')
    expect((await get('/pricing', undefined, deployed)).cache).toBe('hit')
    // The same build still hits: from memory, and in a new isolate from the edge.
    forgetIsolateMemory()
    expect(
      (await get('/pricing', undefined, { ...siteEnv, CF_VERSION_METADATA: next })).cache,
    ).toBe('hit')
    expect((await get('/pricing')).cache).toBe('hit')
  })

  it('serves a new isolate from the edge, without the cache’s own headers', async () => {
    await get('/pricing')
    forgetIsolateMemory()
    const hit = await get('/pricing')
    expect(hit.cache).toBe('hit')
    expect(hit.body).toContain(`nonce="${hit.nonce}"`)
    for (const name of ['age', 'cf-cache-status', 'x-kept'])
      expect(hit.res.headers.has(name)).toBe(false)
    expect(hit.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const inline = await inlineElements(hit.body, hit.policy)
    expect(inline.filter((e) => !e.allowed)).toEqual([])
  })

  it('renders once for visitors who ask together', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/pricing')))
    expect(answers.map((a) => a.cache).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss'])
    for (const a of answers) expect(a.body).toContain('<p>Plans for teams</p>')
  })

  it('renders once for a visitor who looks in the edge cache while the first render is kept', async () => {
    // The second look waits until the first render is being put in the edge cache, and finds it
    // not there yet: the render is over, its copy held in memory.
    const match = caches.default.match.bind(caches.default)
    const put = caches.default.put.bind(caches.default)
    let kept: () => void = () => undefined
    const keeping = new Promise<void>((resolve) => (kept = resolve))
    let looks = 0
    vi.spyOn(caches.default, 'match').mockImplementation(async (...args) => {
      if (++looks === 1) return match(...args)
      await keeping
      return undefined
    })
    vi.spyOn(caches.default, 'put').mockImplementation((...args) => {
      kept()
      return put(...args)
    })
    const answers = await Promise.all([get('/pricing'), get('/pricing')])
    expect(looks).toBe(2)
    expect(answers.map((a) => a.cache).sort()).toEqual(['hit', 'miss'])
    expect(cms.calls.filter((c) => c.operationName === 'PageByUri').length).toBe(1)
  })

  it('answers HEAD from the copy, and other methods as the site always does', async () => {
    await get('/pricing')
    const head = await get('/pricing', { method: 'HEAD' })
    expect(head.cache).toBe('hit')
    expect(head.body).toBe('')
    const post = await get('/pricing', { method: 'POST', body: 'x=1' })
    expect(post.res.status).toBe(405)
    expect(post.cache).toBeNull()
  })

  it('never keeps an error page', async () => {
    await get('/nowhere')
    const again = await get('/nowhere')
    expect(again.res.status).toBe(404)
    expect(again.cache).toBeNull()
  })
})

/** Each declared parameter and a page that reads it, with a value it really shows. */
const LISTS: { path: string; param: keyof typeof QUERY_PARAM_CLASSES; real: string }[] = [
  { path: '/work', param: 'page', real: '2' },
  { path: '/work', param: 'category', real: 'IoT' },
  { path: '/stack', param: 'technology', real: 'Backend' },
  { path: '/jobs', param: 'keyword', real: 'go' },
  { path: '/jobs', param: 'location', real: 'Berlin' },
  { path: '/jobs', param: 'department', real: 'Engineering' },
  { path: '/offices', param: 'country', real: 'Portugal' },
  { path: '/offices', param: 'map', real: '1' },
  { path: '/clients', param: 'industry', real: 'Public Sector' },
  { path: '/awards', param: 'award', real: 'Industry awards' },
]

describe('declared query parameters cannot inflate the cache (37.1)', () => {
  for (const { path, param, real } of LISTS) {
    it(`keeps ${path} and ${path}?${param}=${real} through a flood of random ?${param}= values`, async () => {
      expect((await get(path)).cache).toBe('miss')
      const realVariant = `${path}?${param}=${encodeURIComponent(real)}`
      const shown = [await get(realVariant), await get(realVariant)]
      expect(shown.map((a) => [a.res.status, a.cache])).toEqual([
        [200, 'miss'],
        [200, 'hit'],
      ])
      const flood = randomQueryValues(48)
      const calls = cms.calls.length
      let renders = 0
      const sentTo = new Set<string>()
      for (const value of flood) {
        const answer = await get(`${path}?${param}=${encodeURIComponent(value)}`)
        if (answer.cache === 'miss') renders++
        if (answer.res.status === 301) sentTo.add(answer.res.headers.get('location') ?? '')
        else expect(answer.res.status).toBe(200)
      }
      // Every value is answered from the CMS lists the page already read.
      expect(cms.calls.length - calls).toBe(0)
      if (QUERY_PARAM_CLASSES[param] === 'canonical') {
        // Sent to one of the few pages there are (a random value may name one: rendered once).
        expect(renders).toBeLessThanOrEqual(2)
        expect(sentTo.size).toBeGreaterThan(0)
        for (const target of sentTo) {
          const shown = await get(target)
          expect([target, shown.res.status]).toEqual([target, 200])
        }
      } else {
        // Free text: each value is a page of its own (values alike up to the cut are one).
        expect(sentTo.size).toBe(0)
        expect(renders).toBeGreaterThan(flood.length / 2)
      }
      // The real page and the variant a visitor really asks for are still kept.
      expect((await get(path)).cache).toBe('hit')
      expect((await get(realVariant)).cache).toBe('hit')
      // Random values are never at the edge: a new isolate has only the plain page.
      forgetIsolateMemory()
      expect((await get(path)).cache).toBe('hit')
      expect((await get(`${path}?${param}=${encodeURIComponent(flood[0] ?? '')}`)).cache).toBe(
        'miss',
      )
    })
  }

  it('sends values that show another page to its address, without rendering, and shows each its page', async () => {
    const last = await get('/work?page=3')
    expect(last.cache).toBe('miss')
    for (const value of ['99', '4', String(2 ** 40), '03']) {
      const sent = await get(`/work?page=${value}`)
      expect([sent.res.status, sent.res.headers.get('location'), sent.cache]).toEqual([
        301,
        '/work?page=3',
        null,
      ])
    }
    // Parameters the page does not read stay as they came.
    const tagged = await get('/work?utm_source=mail&filter=iot&page=2')
    expect(tagged.res.headers.get('location')).toBe('/work?utm_source=mail&category=IoT&page=2')
    expect((await get('/work?page=2')).body).toContain('Study 18')
    expect((await get('/work?page=2')).body).not.toContain('Study 36')
  })

  const PATHS = {
    portfolio: '/work',
    technologies: '/stack',
    offices: '/offices',
    clients: '/clients',
    awards: '/awards',
  }
  it.each(CANONICAL_QUERY_VECTORS)(
    '$name (?$query): sent to ?$canonical, which shows it',
    async ({ on, query, canonical }) => {
      const path = PATHS[on]
      await get(path)
      const target = canonical ? `${path}?${canonical}` : path
      const sent = await get(`${path}?${query}`)
      expect([sent.res.status, sent.res.headers.get('location')]).toEqual([301, target])
      // No browser keeps it without asking again: a page past today's end may exist tomorrow.
      expect(sent.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
      const shown = await get(target)
      expect(shown.res.status).toBe(200)
    },
  )

  it(`holds the last ${MAX_VARIANTS} variants in memory, apart from the plain pages`, async () => {
    expect((await get('/jobs')).cache).toBe('miss')
    const values = Array.from({ length: MAX_VARIANTS + 1 }, random)
    const ask = async (value: string) => (await get(`/jobs?keyword=${value}`)).cache
    for (const value of values) expect(await ask(value)).toBe('miss')
    // The newest are held; the oldest went to make room, and no variant pushed out the plain page.
    expect(await ask(values[MAX_VARIANTS] ?? '')).toBe('hit')
    // Keyed on the parameters the page reads: others do not count.
    expect(await ask(`${values[MAX_VARIANTS]}&utm_source=mail&page=9`)).toBe('hit')
    expect(await ask(values[0] ?? '')).toBe('miss')
    expect((await get('/jobs')).cache).toBe('hit')
  })
})

describe('one staleness bound for every tier (35.6)', () => {
  const unpublish = () => servePages(cms, {})
  /** Fakes the clock, and has /pricing's data fetched now by a render that keeps nothing. */
  async function fetchedByUncachedRender(): Promise<number> {
    vi.useFakeTimers({ toFake: ['Date'] })
    const ctx = createExecutionContext()
    const uncached = { ...env, HTML_CACHE_S: '0' }
    await (await worker.fetch(new Request(`${SITE}/pricing`), uncached, ctx)).text()
    await waitOnExecutionContext(ctx)
    return Date.now()
  }

  it('never keeps a page past CACHE_FRESH_S after its data was fetched', async () => {
    const t0 = await fetchedByUncachedRender()
    // Rendered and kept 50 s later, from that data.
    vi.setSystemTime(t0 + 50_000)
    expect((await get('/pricing')).cache).toBe('miss')
    expect((await get('/pricing')).cache).toBe('hit')
    unpublish()
    // 60 s (CACHE_FRESH_S) after the fetch no tier keeps the page: the CMS is asked again.
    vi.setSystemTime(t0 + 60_500)
    forgetIsolateMemory()
    const after = await get('/pricing')
    expect(after.cache).not.toBe('hit')
    expect(cms.calls.filter((c) => c.operationName === 'PageByUri').length).toBe(2)
    expect((await get('/pricing')).res.status).toBe(404)
  })

  it('does not keep a page rendered from data older than CACHE_FRESH_S', async () => {
    const t0 = await fetchedByUncachedRender()
    cms.down = true
    vi.setSystemTime(t0 + 120_000)
    // The CMS is failing: the last good copy is served, but never kept as a page.
    const stale = await get('/pricing')
    expect(stale.body).toContain('<p>Plans for teams</p>')
    expect((await get('/pricing')).cache).not.toBe('hit')
  })

  it('renders once, from data asked for anew, for visitors who ask together past the fresh time', async () => {
    const t0 = await fetchedByUncachedRender()
    vi.setSystemTime(t0 + 120_000)
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/pricing')))
    expect(answers.map((a) => a.cache).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss'])
    for (const a of answers) expect(a.body).toContain('<p>Plans for teams</p>')
    // One CMS call for all of them, and the page it made is kept for the next visitor.
    expect(cms.calls.filter((c) => c.operationName === 'PageByUri').length).toBe(2)
    expect((await get('/pricing')).cache).toBe('hit')
  })

  it('stops redirecting a renamed front page’s old slug once its data is refreshed', async () => {
    const home = block('core/html', [], '<p>Welcome</p>')
    servePages(cms, { '/home': cmsPage('/home', 'Home', [home]) })
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    const old = await get('/home')
    expect([old.res.status, old.res.headers.get('location')]).toEqual([301, '/'])
    // No browser keeps the redirect without asking again.
    expect(old.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await get('/')).body).toContain('<p>Welcome</p>')
    // Renamed: WordPress answers the front page at `/` and its new slug; `/home` is no page.
    const renamed = { ...cmsPage('/start', 'Home', [home]), uri: '/', isFrontPage: true }
    cms.graphql.set('PageByUri', (v) => ({
      page: ['/', '/start'].includes(String(v.uri)) ? renamed : null,
    }))
    // The very first visitor after the fresh time gets the new answer.
    vi.setSystemTime(t0 + 60_500)
    expect((await get('/home')).res.status).toBe(404)
    expect((await get('/start')).res.status).toBe(301)
    expect((await get('/')).body).toContain('<p>Welcome</p>')
  })
})
