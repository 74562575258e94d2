import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import users from '../../embedded-cms/content/users.json'
import { createApp } from '../../worker/app'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { plainHeadings } from '../fixtures/plain-headings'

const SITE = 'https://www.example.test'
/** The site's own credential (tests/vitest.config.ts): it must never fetch a preview. */
const SITE_AUTH = 'Basic dGVzdDp0ZXN0LXNlY3JldA=='

const basic = (name: string, password: string) => `Basic ${btoa(`${name}:${password}`)}`
const account = (login: string) => {
  const user = users.find((u) => u.login === login)
  if (!user) throw new Error(`no demo user ${login}`)
  return basic(user.login, user.applicationPassword)
}
const EDITOR = account('elena')
const CONTRIBUTOR = account('carl')

/** The whole site with its HTML cache on, as in production. */
const app = createApp()
async function get(path: string, auth?: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`${SITE}${path}`, { headers: auth ? { authorization: auth } : {} }),
    { ...env, HTML_CACHE_S: '60' },
    ctx,
  )
  const html = plainHeadings(await res.text())
  await waitOnExecutionContext(ctx)
  return { res, html, status: res.status }
}

/** Everything the site's KV holds, keys and values, as text. */
async function kvText(): Promise<string> {
  const keys = (await env.CMS_CACHE.list()).keys.map((k) => k.name)
  const values = await Promise.all(keys.map((k) => env.CMS_CACHE.get(k)))
  return [...keys, ...values].join('\n')
}

const PREVIEW_OPS = /^Preview/
const previewCalls = (cms: EmbeddedCms) =>
  cms.requests.filter((r) => PREVIEW_OPS.test(r.operationName ?? ''))

let cms: EmbeddedCms
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(res.headers.get('set-cookie')).toBeNull()
  expect(res.headers.get('x-html-cache')).toBeNull()
}

describe('who gets a preview', () => {
  it('asks for HTTP Basic with the branded 401 page, without calling WordPress', async () => {
    for (const auth of [
      undefined,
      'Bearer abc',
      'Basic !!!',
      `Basic ${btoa('elena')}`,
      `Basic ${btoa('elena:')}`,
    ]) {
      const { res, html } = await get('/preview/page/21', auth)
      expect(res.status, auth).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe(
        'Basic realm="Editor preview", charset="UTF-8"',
      )
      expectPrivate(res)
      expect(html).toContain('<h1>Sign in to preview</h1>')
      expect(html).toContain('Sign in with your WordPress user name and an application password')
    }
    expect(cms.requests).toEqual([])
  })

  it('answers 401 again when WordPress signs nobody in with the credential, and never echoes it', async () => {
    for (const auth of [basic('elena', 'not-her-password'), basic('nobody', 'x')]) {
      const { res, html } = await get('/preview/page/21', auth)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toContain('Basic realm=')
      expectPrivate(res)
      expect(html).not.toContain('not-her-password')
      expect(html).not.toContain('elena')
      expect(html).not.toContain('Engagement models')
    }
    // WordPress was asked, with the editor's credential as given.
    expect(previewCalls(cms).map((r) => r.headers.get('authorization'))).toEqual([
      basic('elena', 'not-her-password'),
      basic('nobody', 'x'),
    ])
  })

  it('answers 403 to a contributor for posts of others, and 200 for their own', async () => {
    for (const path of [
      '/preview/page/21', // a draft page: contributors cannot edit pages
      '/preview/caseStudy/650', // someone else's scheduled case study
      '/preview/service/310', // someone else's draft, which WordPress shows them restricted
      '/preview/caseStudy/651', // a private one WordPress does not even show them
      '/preview/caseStudy/999999', // for them, no different from one they may not see
      '/preview/service/301', // a published service of someone else
      '/preview/vacancy/4100',
    ]) {
      const { res, html } = await get(path, CONTRIBUTOR)
      expect(res.status, path).toBe(403)
      expectPrivate(res)
      expect(html).toContain('<h1>You cannot preview this</h1>')
      expect(html).not.toContain('Warehouse robotics rollout')
    }
    const own = await get('/preview/caseStudy/652', CONTRIBUTOR)
    expect(own.status).toBe(200)
    expect(own.html).toContain('Mortgage document checks for Granite Bank')
    expect(own.html).toContain('Pending review')
  })

  it('answers 404 to an editor for a post that does not exist, and for addresses that are no preview', async () => {
    for (const [path, auth] of [
      ['/preview/page/999999', EDITOR],
      ['/preview/vacancy/1', EDITOR],
      ['/preview/post/21', EDITOR],
      ['/preview/page/abc', EDITOR],
      ['/preview/page/0', undefined],
    ] as const) {
      const { res } = await get(path, auth)
      expect(res.status, path).toBe(404)
      expectPrivate(res)
    }
  })

  it('logs no credential, whatever happens', async () => {
    const said: unknown[][] = []
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(args))
    }
    const wrong = basic('elena', 'not-her-password')
    await get('/preview/page/21', EDITOR)
    await get('/preview/page/21', wrong)
    await get('/preview/caseStudy/650', CONTRIBUTOR)
    await cms.operator('/outage', { on: true })
    expect((await get('/preview/service/301', EDITOR)).status).toBe(503)
    const logged = JSON.stringify(said)
    expect(logged).toContain('PreviewService')
    for (const secret of [EDITOR, wrong, CONTRIBUTOR, 'not-her-password']) {
      expect(logged).not.toContain(secret.replace('Basic ', ''))
    }
    for (const user of users) expect(logged).not.toContain(user.applicationPassword)
  })

  it('answers the branded 503 when WordPress fails, still private', async () => {
    await cms.operator('/outage', { on: true })
    const { res, html } = await get('/preview/page/21', EDITOR)
    expect(res.status).toBe(503)
    expectPrivate(res)
    expect(html).toContain('We will be right back')
  })
})

describe('what an editor sees', () => {
  it('previews a draft page with the bar, fetched with their credential, never the site’s', async () => {
    const { res, html } = await get('/preview/page/21', EDITOR)
    expect(res.status).toBe(200)
    expectPrivate(res)
    expect(html).toContain('rates for 2027 still to be confirmed by finance')
    expect(html).toContain('<strong>Preview — not published</strong><span>Draft</span>')
    expect(html).toContain('Previewing as Elena Marković')
    // Not published: nowhere live to link to.
    expect(html).not.toContain('View the live page')
    const calls = previewCalls(cms)
    expect(calls.map((r) => r.operationName)).toEqual(['PreviewPage', 'PreviewPageSeo'])
    for (const call of calls) expect(call.headers.get('authorization')).toBe(EDITOR)
    // The site's own credential never asks for a preview, and the editor's asks for nothing else.
    expect(calls.some((r) => r.headers.get('authorization') === SITE_AUTH)).toBe(false)
    expect(cms.requests.filter((r) => r.headers.get('authorization') === EDITOR)).toEqual(calls)
  })

  it('previews the autosave of a published service and links to its live page, which stays as published', async () => {
    const preview = await get('/preview/service/301', EDITOR)
    expect(preview.status).toBe(200)
    expect(preview.html).toContain('<h1>Data, Analytics &amp; AI</h1>')
    expect(preview.html).toContain('Unpublished changes to a published page')
    expect(preview.html).toContain('<a href="/services/data">View the live page</a>')
    expect(previewCalls(cms).map((r) => r.operationName)).toEqual([
      'PreviewService',
      'PreviewServiceSeo',
      'PreviewServiceLottie',
    ])

    const live = await get('/services/data')
    expect(live.status).toBe(200)
    expect(live.html).toContain('<h1>Data &amp; Analytics</h1>')
    expect(live.html).not.toContain('Data, Analytics &amp; AI')
    expect(live.html).not.toContain('preview-bar')
  })

  it('previews a scheduled case study and a vacancy', async () => {
    const study = await get('/preview/caseStudy/650', EDITOR)
    expect(study.status).toBe(200)
    expect(study.html).toContain('Warehouse robotics rollout for Delta Cargo')
    expect(study.html).toContain('<span>Scheduled</span>')
    const vacancy = await get('/preview/vacancy/4100', EDITOR)
    expect(vacancy.status).toBe(200)
    expect(vacancy.html).toContain('<h1>Senior React Developer</h1>')
    expect(vacancy.html).toContain('The vacancy as WordPress lists it now')
    expect(vacancy.html).toContain(
      '<a href="/careers/senior-react-developer">View the live page</a>',
    )
    const jobs = cms.requests.filter((r) => r.path.startsWith('/wp-admin/admin-ajax.php'))
    expect(jobs.map((r) => r.headers.get('authorization'))).toContain(EDITOR)
  })

  it('keeps nothing of a preview: no KV entry, no HTML cache, a public 404 for the draft', async () => {
    for (let i = 0; i < 2; i++) {
      const { res } = await get('/preview/page/21', EDITOR)
      expect(res.status).toBe(200)
      await get('/preview/service/301', EDITOR)
      await get('/preview/caseStudy/650', EDITOR)
    }
    // Each view asked WordPress again: nothing was served from a cache.
    expect(previewCalls(cms).filter((r) => r.operationName === 'PreviewPage')).toHaveLength(2)
    const kept = await kvText()
    for (const text of [
      'rates for 2027',
      'Data, Analytics & AI',
      'Warehouse robotics rollout',
      '/preview/',
    ]) {
      expect(kept).not.toContain(text)
    }
    expect((await get('/pricing')).status).toBe(404)
    expect((await get('/case-studies/warehouse-robotics-rollout-for-delta-cargo')).status).toBe(404)
  })

  it('renders a published page exactly as its live page, apart from the bar', async () => {
    const main = (html: string) =>
      (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
        .replace(/<section class="preview-bar"[\s\S]*?<\/section>/, '')
        .replaceAll(/ nonce="[^"]*"/g, '')
    const live = await get('/about')
    const preview = await get('/preview/page/12', EDITOR)
    expect(preview.status).toBe(200)
    expect(preview.html).toContain('Published, with no unpublished changes')
    expect(preview.html).toContain('<a href="/about">View the live page</a>')
    expect(main(preview.html)).toBe(main(live.html))
    expect(main(live.html).length).toBeGreaterThan(1000)
    // The head names the live page too.
    expect(preview.html).toContain('<link rel="canonical" href="https://www.example.test/about"/>')
  })
})
