import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageSeoByUri } from '../../src/cms/operations/pages'
import { entryKey, shapedKey } from '../../worker/cache/content-store'
import { readConfig } from '../../worker/env'
import { block, cmsPage, servePages, stubCms, type CmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
const TOKEN = 'test-purge-token'

let cms: CmsStub
beforeEach(() => {
  cms = stubCms()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const pageCalls = (uri: string) =>
  cms.calls.filter((c) => c.operationName === 'PageByUri' && c.variables?.uri === uri).length

const purgeRequest = (body: unknown, token?: string) =>
  SELF.fetch(`${SITE}/__cache/purge`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

describe('KV cache of CMS responses', () => {
  it('serves a viewed page from the cache without calling the CMS again', async () => {
    servePages(cms, {
      '/team': cmsPage('/team', 'Our team', [block('core/html', [], '<p>v1</p>')]),
    })
    expect((await SELF.fetch(`${SITE}/team`)).status).toBe(200)
    expect((await SELF.fetch(`${SITE}/team`)).status).toBe(200)
    expect(pageCalls('/team')).toBe(1)
  })

  it('makes one CMS call for a page that concurrent requests ask for before it is cached', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    cms.graphql.set('PageByUri', async (v) => {
      await answered
      return { page: v.uri === '/launch' ? cmsPage('/launch', 'Launch week', []) : null }
    })
    const responses = Array.from({ length: 5 }, () => SELF.fetch(`${SITE}/launch`))
    // The CMS holds its answer until every request has had the time to ask for the page.
    await vi.waitFor(() => expect(pageCalls('/launch')).toBeGreaterThan(0), { timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    answer()
    for (const res of await Promise.all(responses)) {
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<h1>Launch week</h1>')
    }
    expect(pageCalls('/launch')).toBe(1)
  })

  it('still serves a viewed page (200) when the CMS goes down', async () => {
    servePages(cms, {
      '/outage': cmsPage('/outage', 'Outage', [block('core/html', [], '<p>kept</p>')]),
    })
    await (await SELF.fetch(`${SITE}/outage`)).text()
    cms.down = true
    const res = await SELF.fetch(`${SITE}/outage`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<p>kept</p>')
  })
})

/**
 * Keeps, on the shared KV, the copy of a page an earlier build made: under the key of a build
 * before query hashes, and under a PageByUri that asked for fewer fields. Neither has `isFrontPage`.
 */
async function keptByEarlierBuilds(path: string, ageSeconds: number) {
  const page: Partial<ReturnType<typeof cmsPage>> = cmsPage(path, 'Kept by an earlier build', [])
  delete page.isFrontPage
  const copy = {
    value: { ...page, blocks: [] },
    fetchedAt: Date.now() - ageSeconds * 1000,
    version: 1,
  }
  const older = { query: 'query PageByUri($uri: ID!) { page(id: $uri, idType: URI) { id title } }' }
  for (const key of [`page:${path}`, shapedKey(`page:${path}`, [older, PageSeoByUri])]) {
    await env.CMS_CACHE.put(entryKey('cms.test', key), JSON.stringify(copy))
  }
}

describe('a deploy that changes a query', () => {
  it("renders from WordPress's answer, not from a copy an earlier build's query kept a second ago", async () => {
    const path = `/deployed-${crypto.randomUUID().slice(0, 8)}`
    servePages(cms, { [path]: cmsPage(path, 'Asked again', []) })
    await keptByEarlierBuilds(path, 1)
    const res = await SELF.fetch(`${SITE}${path}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Asked again</h1>')
    expect(html).not.toContain('Kept by an earlier build')
    expect(pageCalls(path)).toBe(1)
  })

  it('answers a WordPress outage with the 503, not with a copy of another shape', async () => {
    const path = `/deployed-${crypto.randomUUID().slice(0, 8)}`
    await keptByEarlierBuilds(path, 3600)
    cms.down = true
    const res = await SELF.fetch(`${SITE}${path}`)
    expect(res.status).toBe(503)
    expect(await res.text()).not.toContain('Kept by an earlier build')
  })
})

describe('POST /__cache/purge', () => {
  it('refuses a request without the bearer token', async () => {
    const res = await purgeRequest({ paths: ['/'] })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toEqual({ error: 'A valid bearer token is required.' })
  })

  it('refuses a wrong token', async () => {
    expect((await purgeRequest({ all: true }, 'wrong-token-value')).status).toBe(401)
  })

  it('answers a malformed Authorization header like a wrong token: 401, never 400 or 500', async () => {
    for (const authorization of [
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN} extra`,
      'Bearer tok$en!',
      'Bearer',
    ]) {
      const res = await SELF.fetch(`${SITE}/__cache/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ all: true }),
      })
      expect(res.status, authorization).toBe(401)
      expect(res.headers.get('www-authenticate'), authorization).toBe('Bearer')
      expect(await res.json(), authorization).toEqual({
        error: 'A valid bearer token is required.',
      })
    }
  })

  it('refuses to start with a PURGE_TOKEN that no Bearer header can carry', () => {
    expect(() => readConfig({ ...env, PURGE_TOKEN: 'purge token!' })).toThrow(/PURGE_TOKEN/)
    expect(readConfig({ ...env, PURGE_TOKEN: 'aB3-._~+/xyz==' }).PURGE_TOKEN).toBe('aB3-._~+/xyz==')
  })

  it('accepts the token after a lower-case scheme', async () => {
    const res = await SELF.fetch(`${SITE}/__cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `bearer ${TOKEN}` },
      body: JSON.stringify({ paths: ['/'] }),
    })
    expect(res.status).toBe(200)
  })

  it('rejects a body that is not a purge request', async () => {
    expect((await purgeRequest({ paths: [] }, TOKEN)).status).toBe(400)
  })

  it('answers every error in JSON, as a script reads it, each with its status', async () => {
    const post = (path: string, body: string, token = TOKEN) =>
      SELF.fetch(`${SITE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      })
    const cases: [Promise<Response>, number, string][] = [
      [
        post('/__cache/purge', '{"paths":[]}'),
        400,
        'Send { "paths": [...] }, { "types": [...] }, { "all": true } or a webhook body.',
      ],
      [post('/__cache/purge', 'paths=/'), 400, 'Body must be JSON.'],
      [post('/__cache/purge', 'x'.repeat(65 * 1024)), 413, 'Body too large.'],
      [post('/__cache/purge', '{"all":true}', 'wrong'), 401, 'A valid bearer token is required.'],
      [post('/__cache/purge/', '{"all":true}'), 404, 'Not found'],
      [post('/__cache/nothing', '{"all":true}'), 404, 'Not found'],
      [SELF.fetch(`${SITE}/__cache/purge`), 405, 'Method not allowed'],
      [SELF.fetch(`${SITE}/__cache/%zz`, { method: 'POST' }), 400, 'Bad request.'],
    ]
    for (const [answer, status, error] of cases) {
      const res = await answer
      expect([res.status, res.headers.get('content-type')]).toEqual([status, 'application/json'])
      expect(await res.json()).toEqual({ error })
    }
    const done = await post('/__cache/purge', '{"paths":["/about"]}')
    expect(done.headers.get('content-type')).toBe('application/json')
    expect(await done.json()).toMatchObject({ ok: true, purged: expect.any(Array) })
  })

  it('purges a path so that the next request refetches from the CMS', async () => {
    let version = 'first'
    cms.graphql.set('PageByUri', (v) =>
      v.uri === '/pricing'
        ? { page: cmsPage('/pricing', 'Pricing', [block('core/html', [], `<p>${version}</p>`)]) }
        : { page: null },
    )
    expect(await (await SELF.fetch(`${SITE}/pricing`)).text()).toContain('<p>first</p>')
    version = 'second'
    expect(await (await SELF.fetch(`${SITE}/pricing`)).text()).toContain('<p>first</p>')
    const res = await purgeRequest({ paths: ['/pricing'] }, TOKEN)
    expect(res.status).toBe(200)
    expect(await (await SELF.fetch(`${SITE}/pricing`)).text()).toContain('<p>second</p>')
    expect(pageCalls('/pricing')).toBe(2)
  })

  it('accepts a WordPress save webhook carrying the post URL', async () => {
    let title = 'Old title'
    cms.graphql.set('PageByUri', (v) =>
      v.uri === '/jobs-faq' ? { page: cmsPage('/jobs-faq', title, []) } : { page: null },
    )
    await (await SELF.fetch(`${SITE}/jobs-faq`)).text()
    title = 'New title'
    const res = await purgeRequest({ post: { permalink: 'https://cms.test/jobs-faq/' } }, TOKEN)
    expect(res.status).toBe(200)
    expect(await (await SELF.fetch(`${SITE}/jobs-faq`)).text()).toContain('<h1>New title</h1>')
  })

  it("purges a detail page's post and the list it is in, by the kinds of page", async () => {
    const res = await purgeRequest(
      { paths: ['/case-studies/fleet-telemetry/', '/services/data', '/careers/data-engineer'] },
      TOKEN,
    )
    expect(await res.json()).toMatchObject({
      purged: [
        'page:/case-studies/fleet-telemetry',
        'pages:all',
        'caseStudy:fleet-telemetry',
        'caseStudies:all',
        'page:/services/data',
        'service:data',
        'services:all',
        'page:/careers/data-engineer',
        'vacancies:all',
      ],
    })
  })

  it('purges a case study whose slug is not ASCII, named by its permalink as WordPress sends it', async () => {
    let title = 'Прва верзија'
    const slug = encodeURIComponent('каријера').toLowerCase()
    cms.graphql.set('CaseStudyBySlug', (v) => ({
      caseStudy:
        v.slug === slug
          ? {
              id: 'case_study:77',
              databaseId: 77,
              slug,
              uri: `/case-studies/${slug}/`,
              status: 'publish',
              title,
              tags: { nodes: [] },
              featuredImage: null,
              blocks: '[]',
            }
          : null,
    }))
    const view = () => SELF.fetch(`${SITE}/case-studies/каријера`).then((r) => r.text())
    expect(await view()).toContain(`<h1>${title}</h1>`)
    title = 'Друга верзија'
    const res = await purgeRequest({ post_url: 'https://cms.test/case-studies/каријера/' }, TOKEN)
    expect(res.status).toBe(200)
    expect(await view()).toContain(`<h1>${title}</h1>`)
  })

  it('purges everything with {all: true}', async () => {
    let n = 1
    cms.graphql.set('PageByUri', (v) =>
      v.uri === '/all-test' ? { page: cmsPage('/all-test', `Edition ${n}`, []) } : { page: null },
    )
    await (await SELF.fetch(`${SITE}/all-test`)).text()
    n = 2
    expect((await purgeRequest({ all: true }, TOKEN)).status).toBe(200)
    expect(await (await SELF.fetch(`${SITE}/all-test`)).text()).toContain('<h1>Edition 2</h1>')
  })
})
