import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { stubCms, type CmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
let cms: CmsStub

const connection = <T>(nodes: T[]) => ({ nodes, pageInfo: { hasNextPage: false, endCursor: null } })

beforeEach(() => {
  cms = stubCms()
  cms.graphql.set('Pages', () => ({
    pages: connection([
      { id: 'p1', uri: '/', status: 'publish' },
      { id: 'p2', uri: '/privacy-policy/', status: 'publish' },
    ]),
  }))
  cms.graphql.set('CaseStudies', () => ({
    caseStudies: connection([
      {
        id: 'cs1',
        databaseId: 501,
        slug: 'fleet-telemetry-platform',
        uri: '/case-studies/fleet-telemetry-platform/',
        status: 'publish',
        title: 'Fleet telemetry platform',
        tags: { nodes: [{ name: 'IoT', slug: 'iot' }] },
        featuredImage: null,
      },
    ]),
  }))
  cms.graphql.set('Services', () => ({
    services: connection([
      {
        id: 's1',
        databaseId: 301,
        slug: 'data',
        uri: '/services/data/',
        status: 'publish',
        title: 'Data',
        featuredImage: null,
        lottieAnimation: null,
      },
    ]),
  }))
  cms.rest.set(
    '/wp-admin/admin-ajax.php?action=frt_jobs',
    () =>
      new Response(
        JSON.stringify([
          {
            slug: 'senior-react-developer',
            job_position_id: 17,
            name: 'Senior React Developer',
            occupation_category: 'Engineering',
            locations: ['Belgrade', 'Remote'],
          },
        ]),
        { headers: { 'content-type': 'application/json' } },
      ),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('/sitemap.xml', () => {
  it('lists the pages, every service, case study and vacancy with absolute URLs', async () => {
    const res = await SELF.fetch(`${SITE}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain(`${SITE}/`)
    expect(locs).toContain(`${SITE}/privacy-policy`)
    expect(locs).toContain(`${SITE}/services/data`)
    expect(locs).toContain(`${SITE}/case-studies/fleet-telemetry-platform`)
    expect(locs).toContain(`${SITE}/careers/senior-react-developer`)
    expect(new Set(locs).size).toBe(locs.length)
  })
})

describe('/sitemap.xml and WordPress pages (18.10)', () => {
  const page = (uri: string, status = 'publish') => ({ id: btoa(uri), uri, status })
  const locsOf = async () => {
    const xml = await (await SELF.fetch(`${SITE}/sitemap.xml`)).text()
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  }

  it('lists every published WordPress page, outside the fixed routes too, and no other', async () => {
    cms.graphql.set('Pages', () => ({
      pages: connection([
        page('/'),
        page('/about/'),
        page('/how-we-work/'),
        page('/company/history/'),
        page('/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0/'),
        page('/?page_id=77', 'draft'),
        page('/pricing/', 'private'),
      ]),
    }))
    const locs = await locsOf()
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/about`,
        `${SITE}/how-we-work`,
        `${SITE}/company/history`,
        `${SITE}/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0`,
      ]),
    )
    expect(locs.filter((l) => /page_id|pricing/.test(l ?? ''))).toEqual([])
    // The site lists what WordPress has: no fixed page it does not have.
    expect(locs).not.toContain(`${SITE}/privacy-policy`)
  })

  it('lists a page published after the sitemap was kept as soon as its path is purged', async () => {
    const listed = [page('/'), page('/about/')]
    cms.graphql.set('Pages', () => ({ pages: connection(listed) }))
    expect(await locsOf()).not.toContain(`${SITE}/pricing`)
    listed.push(page('/pricing/'))
    // What the site's WordPress plugin sends when an editor publishes the page.
    const purged = await SELF.fetch(`${SITE}/__cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-purge-token' },
      body: JSON.stringify({ paths: ['/pricing/'] }),
    })
    expect(purged.status).toBe(200)
    expect(await locsOf()).toContain(`${SITE}/pricing`)
  })

  it('lists only what WordPress could list when a list fails: never a demo URL, and not kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    cms.graphql.set('Pages', () => {
      throw new Error('Cannot query field "pages"')
    })
    cms.graphql.set('Services', () => {
      throw new Error('Cannot query field "services"')
    })
    const res = await SELF.fetch(`${SITE}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      `${SITE}/case-studies/fleet-telemetry-platform`,
      `${SITE}/careers/senior-react-developer`,
    ])
  })

  it('answers 503 (come back later), not an empty or guessed sitemap, when WordPress lists nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    cms.down = true
    const res = await SELF.fetch(`${SITE}/sitemap.xml`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('120')
    expect(await res.text()).not.toContain('<loc>')
  })
})

describe('/sitemap.xml browser lifetime: the fresh time bounds it like every other tier (35.10)', () => {
  /** The sitemap's Cache-Control with CACHE_FRESH_S set to `freshS`. */
  const cacheControl = async (freshS: number) => {
    const ctx = createExecutionContext()
    const siteEnv = { ...env, CACHE_FRESH_S: String(freshS) }
    const res = await worker.fetch(new Request(`${SITE}/sitemap.xml`), siteEnv, ctx)
    await res.text()
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(200)
    return res.headers.get('cache-control')
  }
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is CACHE_FRESH_S from freshly asked CMS answers, and only what is left of it later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.now()
    expect(await cacheControl(60)).toBe('public, max-age=60')
    // 45 s later the lists come from the content cache, asked for at t0: 15 s of freshness left.
    vi.setSystemTime(t0 + 45_000)
    expect(await cacheControl(60)).toBe('public, max-age=15')
  })

  it('never exceeds a short fresh time (the old fixed 300 s did)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await cacheControl(20)).toBe('public, max-age=20')
  })
})

describe('/robots.txt', () => {
  it('allows crawling and points to the sitemap', async () => {
    const text = await (await SELF.fetch(`${SITE}/robots.txt`)).text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('vacancies from admin-ajax', () => {
  it('treats the `0` body of WordPress as an error, not a list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    cms.rest.set(
      '/wp-admin/admin-ajax.php?action=frt_jobs',
      () => new Response('0', { status: 400, headers: { 'content-type': 'text/html' } }),
    )
    const { fetchVacancies } = await import('../../src/cms/vacancies')
    await expect(fetchVacancies({ baseUrl: 'https://cms.test' })).rejects.toThrow(
      'Failed to fetch API',
    )
  })
})
