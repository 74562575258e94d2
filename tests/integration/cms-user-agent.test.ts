import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { cmsConfigFor } from '../../worker/context'
import { readConfig } from '../../worker/env'
import { submitToCf7 } from '../../worker/forms/cf7'
import { subscribeEmail, unsubscribeEmail } from '../../worker/forms/subscriptions'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'
const SITE_UA = /^edge-company-site\/\d+\.\d+\.\d+ \(\+https:\/\/www\.example\.test\/?\)$/

let cms: EmbeddedCms
let cfg: CmsConfig
beforeEach(async () => {
  cms = await useEmbeddedCms()
  cfg = cmsConfigFor(env, readConfig(env))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('every call to the CMS carries the site User-Agent', () => {
  it('on GraphQL, REST (lottie, vacancies) and media reads', async () => {
    expect((await SELF.fetch(`${SITE}/services/software`)).status).toBe(200)
    expect((await SELF.fetch(`${SITE}/api/lottie/9100`)).status).toBe(200)
    expect((await SELF.fetch(`${SITE}/careers`)).status).toBe(200)
    const media = await SELF.fetch(
      `${SITE}/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.mp4`,
    )
    expect(media.status).toBe(200)
    await media.arrayBuffer()
    const paths = cms.requests.map((r) => r.path)
    expect(paths).toContain('/graphql')
    expect(paths).toContain('/wp-json/custom/v1/json-file/9100')
    expect(paths).toContain('/wp-admin/admin-ajax.php?action=frt_jobs')
    expect(paths).toContain('/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.mp4')
    for (const r of cms.requests) expect(r.headers.get('user-agent'), r.path).toMatch(SITE_UA)
  })

  it('on Contact Form 7 posts and (un)subscriptions, which CF7 accepts as real submissions', async () => {
    const sent = await submitToCf7(
      cfg,
      101,
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        interest: 'Data & AI',
        message: 'We need a data platform.',
        termsAccepted: '1',
      },
      null,
      () => Promise.resolve('hello@northwindlabs.dev'),
    )
    expect(sent.ok).toBe(true)
    expect((await subscribeEmail(cfg, 'grace@example.com')).ok).toBe(true)
    expect((await unsubscribeEmail(cfg, 'grace@example.com')).ok).toBe(true)
    const posts = cms.requests.filter((r) => !r.path.startsWith('/wp-json/embedded/'))
    expect(posts.map((r) => r.path)).toEqual([
      '/wp-json/contact-form-7/v1/contact-forms/101/feedback',
      '/wp-json/custom/v1/subscribe/grace%40example.com',
      '/wp-json/custom/v1/unsubscribe/grace%40example.com',
    ])
    for (const r of posts) expect(r.headers.get('user-agent'), r.path).toMatch(SITE_UA)
  })

  it('replaces an empty or one-character User-Agent and keeps a real one', async () => {
    for (const given of ['', 'x']) {
      await cmsFetch(cfg, '/wp-json/custom/v1/subscribe/a%40example.com', {
        headers: { 'user-agent': given },
      })
    }
    await cmsFetch(cfg, '/wp-json/custom/v1/subscribe/b%40example.com', {
      headers: { 'user-agent': 'Northwind form relay/2.0' },
    })
    expect(cms.requests.map((r) => r.headers.get('user-agent'))).toEqual([
      expect.stringMatching(SITE_UA),
      expect.stringMatching(SITE_UA),
      'Northwind form relay/2.0',
    ])
  })
})
