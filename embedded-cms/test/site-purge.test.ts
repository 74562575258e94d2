import { waitForGlobalWaitUntil } from 'cloudflare:test-internal'
import { beforeEach, describe, expect, it } from 'vitest'
import { testPage } from './fixtures/test-pages'
import { operator } from './helpers'
import type { RecordedRequest } from './site-stub'
import { cmsEnv } from './cms-env'
import { content } from '../src/content'

/** The recording site of vitest.config.ts. */
function site(): Fetcher {
  if (!cmsEnv.SITE) throw new Error('the SITE binding is missing (embedded-cms/vitest.config.ts)')
  return cmsEnv.SITE
}

/** What reached the site (test/site-stub.ts) since the last call, once the service's work is done. */
async function purgesSent(): Promise<RecordedRequest[]> {
  await waitForGlobalWaitUntil()
  const res = await site().fetch('http://site.internal/__recorded')
  return (await res.json()) as RecordedRequest[]
}

const setSiteAnswer = (status: number) =>
  site().fetch('http://site.internal/__answer', {
    method: 'POST',
    body: JSON.stringify({ status }),
  })

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
})

/** The request the WordPress plugin sends for a purge body. */
const purgeRequest = (body: unknown) => ({
  method: 'POST',
  url: 'http://site.internal/__cache/purge',
  headers: expect.objectContaining({
    authorization: 'Bearer test-purge-token',
    'content-type': 'application/json',
  }) as Record<string, string>,
  body: JSON.stringify(body),
})

const TEST_PAGE = testPage(90100, 'purge-check', 'Purge check', '<p>One</p>')

beforeEach(async () => {
  await setSiteAnswer(200)
  await purgesSent()
})

describe('operator edits purge the site as the WordPress plugin does', () => {
  it('a page put or changed purges its path, with the site token', async () => {
    expect(
      (await operator('/test-pages', { method: 'PUT', body: JSON.stringify(TEST_PAGE) })).status,
    ).toBe(200)
    expect(await purgesSent()).toEqual([purgeRequest({ paths: ['/purge-check'] })])
  })

  it('clearing the test pages purges each of their paths, and nothing when there were none', async () => {
    await operator('/test-pages', { method: 'PUT', body: JSON.stringify(TEST_PAGE) })
    await operator('/test-pages', {
      method: 'PUT',
      body: JSON.stringify({ ...TEST_PAGE, id: 90101, slug: 'other', uri: '/nested/other/' }),
    })
    await purgesSent()
    await operator('/test-pages', { method: 'DELETE' })
    const sent = await purgesSent()
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      paths: expect.arrayContaining(['/purge-check', '/nested/other']) as string[],
    })
    await operator('/test-pages', { method: 'DELETE' })
    expect(await purgesSent()).toEqual([])
  })

  it('Settings → General: the name or tagline purge everything (SEO titles), the email the site details; Reading every page', async () => {
    await operator('/settings', json({ blogname: 'Acme', blogdescription: 'Robots' }))
    expect(await purgesSent()).toEqual([purgeRequest({ all: true })])
    await operator('/settings', json({ admin_email: 'hello@acme.example' }))
    expect(await purgesSent()).toEqual([purgeRequest({ types: ['site'] })])
    await operator('/settings', json({ pageOnFront: 21 }))
    expect(await purgesSent()).toEqual([purgeRequest({ types: ['page'] })])
  })

  it('a post moved to draft purges its address; a renamed page its old and new address', async () => {
    await operator(
      '/post-edits',
      json({ type: 'case_study', slug: 'fleet-telemetry-platform', status: 'draft' }),
    )
    expect(await purgesSent()).toEqual([
      purgeRequest({ paths: ['/case-studies/fleet-telemetry-platform'] }),
    ])
    await operator('/post-edits', json({ type: 'page', slug: 'about', newSlug: 'company' }))
    expect(await purgesSent()).toEqual([purgeRequest({ paths: ['/about', '/company'] })])
  })

  it('a renamed parent page purges the old and new address of each published page below it', async () => {
    const child = (id: number, slug: string, uri: string) =>
      operator('/test-pages', {
        method: 'PUT',
        body: JSON.stringify({ ...TEST_PAGE, id, slug, uri }),
      })
    await child(90110, 'team', '/about/team/')
    await child(90111, 'lead', '/about/team/lead/')
    await child(90112, 'other', '/nested/other/')
    await purgesSent()
    await operator('/post-edits', json({ type: 'page', slug: 'about', newSlug: 'company' }))
    expect(await purgesSent()).toEqual([
      purgeRequest({
        paths: [
          '/about',
          '/company',
          '/about/team',
          '/company/team',
          '/about/team/lead',
          '/company/team/lead',
        ],
      }),
    ])
    // Cleared afterwards, they are purged where they are now.
    await operator('/test-pages', { method: 'DELETE' })
    const cleared = JSON.parse((await purgesSent())[0]?.body ?? '{}') as { paths: string[] }
    expect([...cleared.paths].sort()).toEqual([
      '/company/team',
      '/company/team/lead',
      '/nested/other',
    ])
  })

  it('a page moved below another purges its old and new address and those of the pages below it', async () => {
    await operator('/test-pages', {
      method: 'PUT',
      body: JSON.stringify({ ...TEST_PAGE, id: 90113, slug: 'steps', uri: '/how-we-work/steps/' }),
    })
    await purgesSent()
    const aboutId = (content.pages.find((p) => p.slug === 'about') ?? { id: 0 }).id
    await operator('/post-edits', json({ type: 'page', slug: 'how-we-work', parent: aboutId }))
    expect(await purgesSent()).toEqual([
      purgeRequest({
        paths: [
          '/how-we-work',
          '/about/how-we-work',
          '/how-we-work/steps',
          '/about/how-we-work/steps',
        ],
      }),
    ])
  })

  it('switching plugins and the reset purge everything', async () => {
    await operator('/settings', json({ disabledPlugins: ['yoast'] }))
    expect(await purgesSent()).toEqual([purgeRequest({ all: true })])
    await operator('/reset', { method: 'POST' })
    expect(await purgesSent()).toEqual([purgeRequest({ all: true })])
  })

  it('an outage switch or a refused input purges nothing', async () => {
    await operator('/outage', json({ on: true }))
    await operator('/outage', json({ on: false }))
    await operator('/settings', json({ blogname: 42 }))
    expect(await purgesSent()).toEqual([])
  })

  it('a site that refuses the purge never fails the edit', async () => {
    await setSiteAnswer(503)
    const res = await operator('/settings', json({ blogname: 'Acme' }))
    expect(res.status).toBe(200)
    expect(await purgesSent()).toHaveLength(1)
  })
})
