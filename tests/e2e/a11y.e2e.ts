import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { beforeAll, describe, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import { cmsAuth } from './content-service'
import { pageOfEachType } from './pages'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const browser = useBrowser()
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core (WCAG 2.2 A/AA and best practices) on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a second read of the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      // Every rule still runs and every violating node is reported; passes and incomplete results,
      // which nobody reads here, are not described node by node (axe's documented shortcut).
      resultTypes: ['violations'],
    })
    return result.violations
  })
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/**
 * Each describe's tests run side by side, and the describes beside each other (each test its own
 * context): a test here waits for pages, hydration and a captcha as much as it computes.
 */
describe.concurrent('accessibility (axe-core): 0 violations', () => {
  /**
   * One load per page read at both widths: it loads at the phone's width and is widened to the
   * desktop's. Nobody engages with it, so no React island starts and nothing but the stylesheet
   * lays it out at either width (the light islands only read the reduced-motion setting).
   */
  it('on every page type at mobile and desktop width', async ({ expect }) => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.mobile,
      reducedMotion: 'reduce',
    })
    const found: string[] = []
    // One tab visits the pages one after another: a new document each, in one renderer process.
    const page = await context.newPage()
    for (const [name, path] of Object.entries(pages)) {
      await page.setViewportSize(VIEWPORTS.mobile)
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        for (const v of await axeViolations(page))
          found.push(`${name} ${path} at ${width} width: ${v}`)
      }
    }
    await context.close()
    expect(found).toEqual([])
  })

  it('with the mobile menu open', async ({ expect }) => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.mobile,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' })
    await page.locator('.mobile-menu-toggle').click()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

/** A context whose posts count against their own rate-limit key (miniflare keeps this header). */
const postingContext = (viewport: { width: number; height: number }) =>
  browser().newContext({
    viewport,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'cf-connecting-ip': `198.18.200.${Math.floor(Math.random() * 250) + 1}` },
  })

describe.concurrent('accessibility (axe-core) of open states: 0 violations', () => {
  it("management team 'Read Bio' drawer (/about)", async ({ expect }) => {
    const { page, context } = await openPage(browser(), '/about', { reducedMotion: true })
    await page
      .getByRole('button', { name: /^Read Bio of / })
      .first()
      .click()
    await page.locator('dialog[open]').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('service drawer with the service form (/services/data)', async ({ expect }) => {
    const { page, context } = await openPage(browser(), '/services/data', { reducedMotion: true })
    const opener = page.locator('.data-card-button').first()
    await opener.scrollIntoViewIfNeeded()
    await opener.click()
    await page.locator('dialog[open]').getByLabel('Full name').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('case study share drawer', async ({ expect }) => {
    const path = pages['case study'] ?? ''
    const { page, context } = await openPage(browser(), path, { reducedMotion: true })
    await page.getByRole('button', { name: 'Share this case study' }).click()
    await page.getByRole('button', { name: 'Copy link' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it("offices map shown with 'View on map' (/contact)", async ({ expect }) => {
    const { page, context } = await openPage(browser(), '/contact', { reducedMotion: true })
    // No tile server is reachable here: requests leaving the site fail at once.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
    const section = page.locator('.section-offices')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.offices-map-island[data-hydrated="true"]')
    await section.getByRole('button', { name: 'View on map' }).first().click()
    await page.waitForFunction(
      () => document.querySelectorAll('.offices-map path.leaflet-interactive').length > 0,
    )
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it("contact form's result modal after a valid submission", async ({ expect }) => {
    const context = await postingContext(VIEWPORTS.desktop)
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'load' })
    await page.mouse.move(10, 10, { steps: 2 })
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    const form = page.locator('form.form-contact')
    await form.getByLabel('First name').fill('Axe')
    await form.getByLabel('Last name').fill('Core')
    await form.getByLabel('Email').fill(`a11y-${Date.now()}@example.com`)
    await form.getByLabel('I am interested in').selectOption('Cloud')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: "I'm not a robot" }).click()
    await form.getByText('Verified: you are human').waitFor({ timeout: 20_000 })
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('unsubscribe result view', async ({ expect }) => {
    const address = `a11y-${Date.now()}@example.com`
    await fetch(
      `${baseUrl()}/__embedded-cms/wp-json/custom/v1/subscribe/${encodeURIComponent(address)}`,
      { headers: { authorization: cmsAuth } },
    )
    const context = await postingContext(VIEWPORTS.mobile)
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/unsubscribe?email=${encodeURIComponent(address)}`)
    await page.mouse.move(10, 10, { steps: 2 })
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('Blog Unsubscribed').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

interface TabStop {
  /** The focused control: tag, id or first class, and text. */
  label: string
  /** The control that follows the previous stop in document order, when focus went elsewhere. */
  expected: string | null
  /** Whether a focus indicator is drawn: an outline or a box-shadow. */
  indicated: boolean
  /** Focus went back to the page or to an earlier control: the walk is over. */
  done: boolean
}

/**
 * After a Tab press (and two frames, so that islands reacting to the focus scroll have rendered):
 * checks where focus is now against the control that follows the previous stop in
 * document order, among the focusable controls visible now (cards show their links on focus).
 */
async function checkTabStop(): Promise<TabStop> {
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r))
  await new Promise((r) => setTimeout(r, 0))
  const w = window as unknown as { previousStop?: Element }
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'
  const labelOf = (el: Element) => {
    const id = el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : ''
    const text = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)
    return `${el.tagName.toLowerCase()}${id} "${text}"`
  }
  const focusable = (el: HTMLElement) => {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) return false
    const details = el.closest('details:not([open])')
    return !details || el === details.querySelector(':scope > summary')
  }
  const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(focusable)
  const previous = w.previousStop
  const next = previous
    ? stops.find((el) => previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
    : stops[0]
  const active = document.activeElement
  if (!active || active === document.body) {
    return { label: 'body', expected: next ? labelOf(next) : null, indicated: true, done: true }
  }
  const wrapped =
    previous !== undefined &&
    (active === previous ||
      (previous.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING) !== 0)
  w.previousStop = active
  const style = getComputedStyle(active)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  return {
    label: labelOf(active),
    expected: active === next || wrapped ? null : next ? labelOf(next) : 'nothing',
    indicated: outline || style.boxShadow !== 'none',
    done: wrapped,
  }
}

describe.concurrent('keyboard only, home page', () => {
  it('Tab from the top reaches every focusable control in document order, each visibly focused', async ({
    expect,
  }) => {
    const { page, context } = await openPage(browser(), '/', { reducedMotion: true })
    // Let every island hydrate first, so that the set of controls is final.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        // Two frames: the islands now in view have been told (IntersectionObserver).
        for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    const stops: TabStop[] = []
    for (let i = 0; i < 500; i++) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(checkTabStop)
      if (stop.done) {
        // The walk ends after the last control: nothing may follow it.
        expect(stop.expected ?? 'nothing').toBe('nothing')
        break
      }
      stops.push(stop)
    }
    await context.close()
    console.log(`keyboard walk of the home page: ${stops.length} tab stops, in document order`)
    expect(stops.length).toBeGreaterThan(50)
    expect(
      stops.filter((s) => s.expected).map((s) => `${s.label} instead of ${s.expected}`),
    ).toEqual([])
    expect(stops.filter((s) => !s.indicated).map((s) => s.label)).toEqual([])
  })
})
