import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { HtmlValidate } from 'html-validate'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { E2E_STORAGE } from '../shared/local-site'
import { baseUrl, useBrowser, visitorIp, VIEWPORTS } from './browser'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()

/** The demo users of the embedded content service (their application passwords live there). */
const users = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/users.json', import.meta.url), 'utf8'),
) as { login: string; applicationPassword: string }[]
const credentials = (login: string) => {
  const user = users.find((u) => u.login === login)
  if (!user) throw new Error(`no demo user ${login}`)
  return { username: user.login, password: user.applicationPassword }
}
const EDITOR = credentials('elena')
const CONTRIBUTOR = credentials('carl')
const basic = ({ username, password }: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`

const contexts: BrowserContext[] = []
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})

/** A browser that answers the site's sign-in prompt with this WordPress user's credential. */
async function signedIn(b: Browser, user: { username: string; password: string } | null) {
  const context = await b.newContext({
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
    ...(user ? { httpCredentials: user } : {}),
  })
  contexts.push(context)
  return context.newPage()
}

const url = (path: string) => new URL(path, baseUrl()).toString()
/** The page's h1 as read, its word pairs' no-break spaces as spaces. */
const h1Text = async (page: Page) => plainHeadings((await page.locator('h1').textContent()) ?? '')

/**
 * Every file under a folder of the local Workers state, as text. Workerd deletes the blobs of
 * expired or replaced entries while other pages are served: a file gone between the listing and
 * the reading keeps nothing, and is left out.
 */
function filesUnder(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = join(dir, name)
    try {
      return statSync(path).isDirectory() ? filesUnder(path) : [readFileSync(path, 'latin1')]
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw err
    }
  })
}

describe('editor preview', () => {
  it('shows an editor a draft page, a scheduled case study and the autosave of a published service, with the bar', async () => {
    const page = await signedIn(browser(), EDITOR)

    let res = await page.goto(url('/preview/page/21'))
    expect(res?.status()).toBe(200)
    expect(await h1Text(page)).toBe('Pricing')
    const bar = page.getByRole('region', { name: 'Preview' })
    await expect(bar.locator('strong').textContent()).resolves.toBe('Preview — not published')
    await expect(bar.textContent()).resolves.toContain('Draft')
    expect(await bar.getByRole('link').count()).toBe(0)
    // Fixed to the bottom of the window, over nothing of the page's end.
    const box = await bar.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(VIEWPORTS.desktop.height)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const footerEnd = await page.evaluate(
      () => document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? 0,
    )
    expect(footerEnd).toBeLessThanOrEqual((box?.y ?? 0) + 1)

    res = await page.goto(url('/preview/caseStudy/650'))
    expect(res?.status()).toBe(200)
    expect(await h1Text(page)).toBe('Warehouse robotics rollout for Delta Cargo')
    await expect(bar.textContent()).resolves.toContain('Scheduled')

    res = await page.goto(url('/preview/service/301'))
    expect(res?.status()).toBe(200)
    expect(await h1Text(page)).toBe('Data, Analytics & AI')
    await expect(bar.textContent()).resolves.toContain('Unpublished changes to a published page')
    // The hero renders as on the live page, animation included (once the editor moves the pointer).
    await page.mouse.move(10, 10, { steps: 2 })
    await page.waitForSelector('.lottie-frame svg path')
    await bar.getByRole('link', { name: 'View the live page' }).click()
    await page.waitForURL(url('/services/data'))
    expect(await h1Text(page)).toBe('Data & Analytics')
    expect(await page.locator('.preview-bar').count()).toBe(0)
  })

  it('keeps the bar small at 375 px: two lines at the bottom, over nothing of the page', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.mobile,
      extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
      httpCredentials: EDITOR,
    })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(url('/preview/service/301'))
    const bar = page.getByRole('region', { name: 'Preview' })
    const box = await bar.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(VIEWPORTS.mobile.height)
    expect(box?.height ?? 0).toBeLessThan(56)
    await expect(bar.getByRole('link', { name: 'View the live page' }).isVisible()).resolves.toBe(
      true,
    )
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const footerEnd = await page.evaluate(
      () => document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? 0,
    )
    expect(footerEnd).toBeLessThanOrEqual((box?.y ?? 0) + 1)
  })

  it('is accessible (axe-core, 0 violations at 375 and 1440 px) and valid HTML, bar included', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'void-style': 'off', 'no-self-closing': 'off' },
    })
    for (const path of ['/preview/page/21', '/preview/service/301']) {
      // One load read at both widths: it loads at the phone's and is widened to the desktop's.
      // Nobody engages with it, so no React island starts and only the stylesheet lays it out.
      const context = await browser().newContext({
        viewport: VIEWPORTS.mobile,
        httpCredentials: EDITOR,
      })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(url(path))
      await page.evaluate(axe)
      for (const viewport of Object.values(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        const violations = await page.evaluate(async () => {
          type Run = (o: object) => Promise<{ violations: { id: string }[] }>
          const { axe } = window as unknown as { axe: { run: Run } }
          const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
          // Passes and incomplete results are not described node by node: only violations count.
          const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }
          const result = await axe.run(options)
          return result.violations.map((v) => v.id)
        })
        expect(violations, `${path} at ${viewport.width} px`).toEqual([])
      }
      const html = await (
        await fetch(url(path), { headers: { authorization: basic(EDITOR) } })
      ).text()
      const report = await validator.validateString(html)
      expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([])
    }
  })

  it('refuses a contributor the post of another author with the branded 403', async () => {
    const page = await signedIn(browser(), CONTRIBUTOR)
    const res = await page.goto(url('/preview/caseStudy/650'))
    expect(res?.status()).toBe(403)
    expect(await h1Text(page)).toBe('You cannot preview this')
    expect(await page.content()).not.toContain('Warehouse robotics')
    // Their own pending case study is theirs to preview.
    const own = await page.goto(url('/preview/caseStudy/652'))
    expect(own?.status()).toBe(200)
    expect(await h1Text(page)).toBe('Mortgage document checks for Granite Bank')
  })

  it('asks for a credential (401) without one and with a wrong password', async () => {
    const page = await signedIn(browser(), null)
    const res = await page.goto(url('/preview/page/21'))
    expect(res?.status()).toBe(401)
    expect(await res?.headerValue('www-authenticate')).toBe(
      'Basic realm="Editor preview", charset="UTF-8"',
    )
    expect(await h1Text(page)).toBe('Sign in to preview')

    const wrong = await fetch(url('/preview/page/21'), {
      headers: { authorization: basic({ username: 'elena', password: 'not her password' }) },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toContain('Basic realm=')
    const html = await wrong.text()
    expect(html).not.toContain('not her password')
    expect(html).not.toContain('Engagement models')
  })

  it('answers privately: no store, no index, no cookie', async () => {
    for (const [path, auth, status] of [
      ['/preview/page/21', basic(EDITOR), 200],
      ['/preview/service/301', basic(EDITOR), 200],
      ['/preview/page/21', null, 401],
      ['/preview/caseStudy/650', basic(CONTRIBUTOR), 403],
    ] as const) {
      const res = await fetch(url(path), { headers: auth ? { authorization: auth } : {} })
      expect(res.status, path).toBe(status)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
      expect(res.headers.get('set-cookie'), path).toBeNull()
      expect(res.headers.get('x-html-cache'), path).toBeNull()
      const html = await res.text()
      // The page says it too, once (a copy saved or shared keeps it), never the CMS's "index".
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual([
        '<meta name="robots" content="noindex"/>',
      ])
    }
  })

  it('leaves the public site as it was: the draft is 404, the service shows what is published, no bar', async () => {
    await fetch(url('/preview/page/21'), { headers: { authorization: basic(EDITOR) } })
    await fetch(url('/preview/service/301'), { headers: { authorization: basic(EDITOR) } })
    expect((await fetch(url('/pricing'))).status).toBe(404)
    for (let i = 0; i < 2; i++) {
      const live = await fetch(url('/services/data'))
      const html = await live.text()
      expect(html).toContain('<h1>Data &amp; Analytics</h1>')
      expect(html).not.toContain('Data, Analytics')
      expect(html).not.toContain('preview-bar')
    }
    for (const path of ['/', '/about', '/case-studies/fleet-telemetry-platform', '/careers']) {
      const html = await (await fetch(url(path))).text()
      expect(html, path).not.toContain('Preview — not published')
      expect(html, path).not.toContain('preview-bar')
    }
    // The bar's rules travel with previews only.
    expect(await (await fetch(url('/assets/site.css'))).text()).not.toContain('preview-bar')
  })

  it('keeps nothing of a preview in KV or the HTML cache', async () => {
    await fetch(url('/preview/page/21'), { headers: { authorization: basic(EDITOR) } })
    await fetch(url('/preview/service/301'), { headers: { authorization: basic(EDITOR) } })
    // The public service page is stored in both: the search below does see stored content.
    await (await fetch(url('/services/data'))).text()
    // Stored after the answer (waitUntil): the search starts once the public page is on disk.
    const state = new URL(`../../${E2E_STORAGE}/v3/`, import.meta.url).pathname
    const stored = () => ({
      kv: filesUnder(join(state, 'kv')),
      cache: filesUnder(join(state, 'cache')),
    })
    await expect
      .poll(() => stored().kv.some((f) => f.includes('"title":"Data & Analytics"')))
      .toBe(true)
    await expect
      .poll(() => stored().cache.some((f) => f.includes('<h1>Data &amp; Analytics</h1>')))
      .toBe(true)
    const { kv, cache } = stored()
    for (const file of [...kv, ...cache]) {
      expect(file).not.toContain('Data, Analytics &')
      expect(file).not.toContain('rates for 2027 still to be confirmed')
      expect(file).not.toContain('preview-bar')
    }
  })
})
