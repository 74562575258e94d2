import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { describe, it } from 'vitest'
import { baseUrl, useBrowser, visitorIp } from './browser'
import { PAGE_TYPES } from '../shared/page-types'
import { pageOfEachType } from './pages'

const browser = useBrowser()
const vacancies = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/vacancies.json', import.meta.url), 'utf8'),
) as unknown[]

/**
 * Opens `path` and reports every Content-Security-Policy violation the browser raised while the
 * page loaded, scrolled to its end (islands start near the viewport) and settled.
 */
async function violationsOn(b: Browser, path: string, javaScript = true) {
  const context = await b.newContext({
    viewport: { width: 1440, height: 900 },
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
  })
  const page = await context.newPage()
  const console: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  const res = await page.goto(new URL(path, baseUrl()).toString(), { waitUntil: 'load' })
  if (javaScript) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
  }
  const events = javaScript
    ? await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
    : []
  return { page, context, res, violations: [...events, ...console] }
}

/**
 * The page types side by side (each test its own visitor): a visit mostly waits for the network to
 * go idle after scrolling to the end, 26 visits one after another.
 */
const CSP = 'Content-Security-Policy: scripts and style elements only from the site (19.2, 19.9)'
describe.concurrent(CSP, () => {
  let pages: Promise<Record<string, string>> | undefined
  for (const name of PAGE_TYPES) {
    it(`${name}: no violation, rendered or served from the page cache`, async ({ expect }) => {
      pages ??= pageOfEachType()
      const path = (await pages)[name]
      if (!path) throw new Error(`no ${name} page`)
      for (const view of ['rendered', 'cached']) {
        const { context, violations } = await violationsOn(browser(), path)
        expect(violations, `${name} (${view})`).toEqual([])
        await context.close()
      }
    })
  }

  it('applies the no-JavaScript rules of a page served from the page cache', async ({ expect }) => {
    // Requests render and store /careers until the site answers it from its page cache; then the
    // browser's request is a hit too, unless another test file running beside this one purged the
    // site in between: then the pair is tried again.
    const cachedVisit = async (attempts: number): ReturnType<typeof violationsOn> => {
      for (let warm = 0; warm < 5; warm++) {
        const warmed = await fetch(`${baseUrl()}/careers`)
        await warmed.text()
        if (warmed.headers.get('x-html-cache') === 'hit') break
      }
      const visit = await violationsOn(browser(), '/careers', false)
      if (visit.res?.headers()['x-html-cache'] === 'hit' || attempts <= 1) return visit
      await visit.context.close()
      return cachedVisit(attempts - 1)
    }
    const { page, context, res, violations } = await cachedVisit(3)
    expect(res?.headers()['x-html-cache']).toBe('hit')
    expect(violations).toEqual([])
    // Without JavaScript every vacancy is listed (the reveal button needs a script).
    expect(await page.locator('.vacancy-card:visible').count()).toBe(vacancies.length)
    await context.close()
  })
})
