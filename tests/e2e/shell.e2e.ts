import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import type { Page } from 'playwright-core'

const isOpen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.matches(':popover-open'))

/** The `expanded` state of an element in Chromium's accessibility tree. */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })
  const prop = nodes[0]?.properties?.find((p) => p.name === 'expanded')
  await cdp.detach()
  return prop ? Boolean(prop.value.value) : undefined
}

const browser = useBrowser()
const SERVICE_PATHS = [
  '/services/software',
  '/services/data',
  '/services/apps',
  '/services/it',
  '/services/ecommerce-and-cms-platforms',
  '/services/dev-team',
  '/services/ui-ux',
  '/services/automation-and-integration',
  '/services/cloud-management',
  '/services/bpo',
]

describe('site shell', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders the home page from the demo content at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser(), '/', viewport)
      expect(await page.title()).toContain('Northwind Labs')
      expect(await page.locator('h1').count()).toBe(1)
      expect(await page.locator('main#main').count()).toBe(1)
      expect(await page.getAttribute('html', 'lang')).toBe('en')
      const services = await page
        .locator('header nav a[href^="/services/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))])
      expect(services).toEqual(SERVICE_PATHS)
      for (const href of ['/services', '/case-studies', '/careers', '/about', '/contact']) {
        expect(await page.locator(`header a[href="${href}"]`).count()).toBeGreaterThan(0)
      }
      // /about is in the header's menu, the mobile menu and the footer (WordPress's menus).
      expect(await page.locator('nav[aria-label="Main"] a[href="/about"]').count()).toBe(1)
      expect(await page.locator('nav[aria-label="Mobile"] a[href="/about"]').count()).toBe(1)
      expect(await page.locator('footer a[href="/about"]').count()).toBeGreaterThan(0)
      expect(await page.locator('footer a[href="/privacy-policy"]').count()).toBe(1)
      expect(await page.locator('footer a[href="/terms-of-use"]').count()).toBe(1)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('moves focus to the main content with the skip link', async () => {
    const { page, context } = await openPage(browser(), '/about', VIEWPORTS.desktop)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    )
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await context.close()
  })

  it('opens the mobile menu with the keyboard: every top-level item in view at 320 x 640 and 375 x 667, services behind a disclosure', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 320, height: 640 })
    const toggle = page.getByRole('button', { name: 'Menu' })
    const services = page.locator('#mobile-menu summary')
    expect(await toggle.isVisible()).toBe(true)
    expect(await page.locator('.main-nav').isVisible()).toBe(false)
    expect(await expandedState(page, '.mobile-menu-toggle')).toBe(false)
    await toggle.focus()
    await page.keyboard.press('Enter')
    // What a screen reader hears: the browser exposes the popover's state on its button.
    expect(await expandedState(page, '.mobile-menu-toggle')).toBe(true)
    expect(await isOpen(page, '#mobile-menu')).toBe(true)
    // All services and the ten services, Case Studies, Careers, About and Contact us (WordPress's menu).
    const mobileLinks = page.locator('nav[aria-label="Mobile"] a')
    expect(await mobileLinks.count()).toBe(15)
    /** The top-level items a visitor sees, each wholly inside the window. */
    const inView = () =>
      page.locator('#mobile-menu :is(summary, .mobile-main > li > a)').evaluateAll((items) =>
        items
          .filter((item) => {
            const box = item.getBoundingClientRect()
            return item.checkVisibility() && box.top >= 0 && box.bottom <= innerHeight
          })
          .map((item) => item.textContent),
      )
    const TOP_LEVEL = ['Services', 'Case Studies', 'Careers', 'About', 'Contact us']
    expect(await inView()).toEqual(TOP_LEVEL)
    // Services is a disclosure, closed when the menu opens, its links hidden.
    expect(await expandedState(page, '#mobile-menu summary')).toBe(false)
    expect(await page.locator('#mobile-menu a[href="/services/data"]').isVisible()).toBe(false)
    await page.setViewportSize({ width: 375, height: 667 })
    expect(await inView()).toEqual(TOP_LEVEL)
    // The disclosure comes right after the menu's button in the Tab order, its links after it.
    await page.keyboard.press('Tab')
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await expandedState(page, '#mobile-menu summary')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/services',
    )
    expect(await page.locator('#mobile-menu a[href="/services/data"]').isVisible()).toBe(true)
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await isOpen(page, '#mobile-menu')).toBe(false)
    await context.close()
  })

  for (const [name, viewport, toggleName, menu] of [
    ['services menu', VIEWPORTS.desktop, 'Services', '#services-menu'],
    ['mobile menu', VIEWPORTS.mobile, 'Menu', '#mobile-menu'],
  ] as const) {
    it(`closes the ${name} on Escape (focus back on its button) and on an outside click`, async () => {
      const { page, context } = await openPage(browser(), '/about', viewport)
      const toggle = page.getByRole('button', { name: toggleName, exact: true })
      await toggle.click()
      expect(await isOpen(page, menu)).toBe(true)
      await page.locator(`${menu} :is(a, summary)`).first().focus()
      await page.keyboard.press('Escape')
      expect(await isOpen(page, menu)).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(
        toggleName === 'Menu' ? '' : toggleName,
      )
      expect(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).toBe(
        menu.slice(1),
      )

      await toggle.click()
      expect(await isOpen(page, menu)).toBe(true)
      // A point outside the open menu: below it, or when it reaches the bottom, the header's top edge.
      const box = await page.locator(menu).boundingBox()
      const below = box !== null && box.y + box.height < viewport.height - 20
      await page.mouse.click(viewport.width - 10, below ? viewport.height - 10 : 2)
      expect(await isOpen(page, menu)).toBe(false)
      await context.close()
    })
  }

  it('opens and dismisses the services menu without JavaScript, and the mobile menu with its services', async () => {
    const { page, context } = await openPage(browser(), '/about', {
      ...VIEWPORTS.desktop,
      javaScript: false,
    })
    await page.getByRole('button', { name: 'Services', exact: true }).click()
    const link = page.locator('#services-menu a[href="/services/data"]')
    expect(await link.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await link.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Services', exact: true }).click()
    await link.click()
    await page.waitForURL('**/services/data')
    // A phone: the menu and its Services disclosure open without script too.
    await page.setViewportSize({ width: 320, height: 640 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#mobile-menu summary').click()
    await page.locator('#mobile-menu a[href="/services/bpo"]').click()
    await page.waitForURL('**/services/bpo')
    await context.close()
  })

  it('answers an unknown path with the branded 404 page', async () => {
    const { page, context } = await openPage(browser(), '/this-page-does-not-exist')
    const response = await page.goto(`${baseUrl()}/this-page-does-not-exist`)
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.locator('a[href="/"]', { hasText: 'Go to the homepage' }).count()).toBe(1)
    await context.close()
  })

  it('ships zero JavaScript on a legal page', async () => {
    const requests: string[] = []
    const context = await browser().newContext()
    const page = await context.newPage()
    page.on('request', (r) => requests.push(r.url()))
    const response = await page.goto(`${baseUrl()}/privacy-policy`, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    expect(requests.filter((u) => u.endsWith('.js'))).toEqual([])
    const scripts = await page
      .locator('script')
      .evaluateAll((els) => els.map((s) => s.getAttribute('type')))
    expect(scripts.every((t) => t === 'application/ld+json')).toBe(true)
    await context.close()
  })
})
