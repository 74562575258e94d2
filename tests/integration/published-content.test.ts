import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runQuery } from '../../src/cms/graphql'
import { createContentLoaders } from '../../src/cms/loaders'
import { CaseStudyBySlug } from '../../src/cms/operations/case-studies'
import { PageByUri } from '../../src/cms/operations/pages'
import { cmsConfigFor } from '../../worker/context'
import { readConfig } from '../../worker/env'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'

let cms: EmbeddedCms
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const get = (path: string) => SELF.fetch(`${SITE}${path}`, { redirect: 'manual' })

/** Everything the site's KV cache holds, as text. */
async function cachedText(): Promise<string> {
  const keys = (await env.CMS_CACHE.list()).keys.map((k) => k.name)
  const values = await Promise.all(keys.map((k) => env.CMS_CACHE.get(k)))
  return values.join('\n')
}

describe('only published content is served', () => {
  const unpublished = [
    ['a draft page', '/pricing', 'rate card'],
    ['a private page', '/engineering-handbook', 'escalation numbers'],
    ['a page moved back to draft', '/events', 'Belgrade Frontend Night'],
    ['a page pending review', '/partner-programme', 'legal review'],
    [
      'a scheduled case study',
      '/case-studies/warehouse-robotics-rollout-for-delta-cargo',
      'Delta Cargo',
    ],
    ['a private case study', '/case-studies/claims-portal-for-bluefin-insurance', 'Bluefin'],
    ['a draft service', '/services/ai-agents', 'AI Agent Development'],
  ] as const

  for (const [what, path, text] of unpublished) {
    it(`answers 404 for ${what} and never caches its content`, async () => {
      const res = await get(path)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).not.toContain(text)
      expect(await cachedText()).not.toContain(text)
    })
  }

  it('still serves the published pages, case studies and services', async () => {
    for (const path of ['/about', '/case-studies/fleet-telemetry-platform', '/services/data']) {
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('sends no credential with content queries, and a User-Agent naming the site on every call', async () => {
    await get('/pricing')
    await get('/services/software')
    const graphql = cms.requests.filter((r) => r.path === '/graphql')
    expect(graphql.length).toBeGreaterThan(0)
    // Only Settings → General's email, which WordPress hides from anonymous callers, is asked for
    // with it, in a query of its own.
    for (const r of graphql.filter((r) => r.operationName !== 'SiteEmail')) {
      expect(r.headers.get('authorization'), r.operationName).toBeNull()
    }
    for (const r of cms.requests) {
      expect(r.headers.get('user-agent'), r.path).toMatch(
        /^edge-company-site\/\d+\.\d+\.\d+ \(\+https:\/\/www\.example\.test\/?\)$/,
      )
    }
  })

  it('keeps drafts out even when the credential is sent with content queries', async () => {
    const config = readConfig(env)
    const cfg = { ...cmsConfigFor(env, config), authenticatedContent: true }
    // With the credential WPGraphQL does resolve them…
    const draft = await runQuery(cfg, PageByUri, { uri: '/pricing' })
    expect(draft.page?.status).toBe('draft')
    const scheduled = await runQuery(cfg, CaseStudyBySlug, {
      slug: 'warehouse-robotics-rollout-for-delta-cargo',
    })
    expect(scheduled.caseStudy?.status).toBe('future')
    // …and the site treats anything but `publish` as not found.
    const stored = new Map<string, unknown>()
    const loaders = createContentLoaders(cfg, {
      get: async <T>(key: string, _: unknown, load: () => Promise<T>) => {
        const value = await load()
        stored.set(key, value)
        return value
      },
    })
    expect(await loaders.page('/pricing')).toBeNull()
    expect(await loaders.page('/engineering-handbook')).toBeNull()
    expect(await loaders.caseStudy('warehouse-robotics-rollout-for-delta-cargo')).toBeNull()
    expect(await loaders.service('ai-agents')).toBeNull()
    expect([...stored.values()]).toEqual([null, null, null, null])
    expect(await loaders.page('/about')).toMatchObject({ status: 'publish', title: 'About us' })
  })
})

describe('password-protected posts are not served', () => {
  // WordPress hides their content from visitors without the password (WPGraphQL's `content` is
  // null), but wp-graphql-gutenberg's blocks are anyone's: the site has no password form.
  it('answers 404 for a password-protected page and case study, lists neither and caches no content', async () => {
    const protect = async (type: string, slug: string) =>
      expect((await cms.operator('/post-edits', { type, slug, password: 'secret' })).status).toBe(
        200,
      )
    await protect('page', 'how-we-work')
    await protect('case_study', 'fleet-telemetry-platform')
    for (const path of ['/how-we-work', '/case-studies/fleet-telemetry-platform']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('Fleet telemetry')
    }
    const list = await (await get('/case-studies')).text()
    expect(list).not.toContain('/case-studies/fleet-telemetry-platform')
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('/case-studies/')
    expect(sitemap).not.toContain('fleet-telemetry-platform')
    expect(sitemap).not.toContain('/how-we-work')
    expect(await cachedText()).not.toContain('fleet-telemetry-platform')
  })
})

describe('the front page is the one WordPress names', () => {
  it('renders / from page(id: "/") and sends /home to / with a 301', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('We build software that')
    const front = cms.requests.find((r) => r.operationName === 'PageByUri')
    expect(front?.variables).toEqual({ uri: '/' })
    const home = await get('/home')
    expect(home.status).toBe(301)
    expect(home.headers.get('location')).toBe('/')
    const withQuery = await get('/home/?utm_source=mail')
    expect([301, 308]).toContain(withQuery.status)
  })

  it('follows a front page under another slug: / renders it, its slug redirects, /home is a page again', async () => {
    const about = 12
    expect((await cms.operator('/settings', { pageOnFront: about })).status).toBe(200)
    const res = await get('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('About Northwind Labs')
    expect(html).not.toContain('We build software that')
    const alias = await get('/about')
    expect(alias.status).toBe(301)
    expect(alias.headers.get('location')).toBe('/')
    const aliasWithQuery = await get('/about?ref=nav')
    expect(aliasWithQuery.headers.get('location')).toBe('/?ref=nav')
    const home = await get('/home')
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('We build software that')
  })
})
