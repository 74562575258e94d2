import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl, networkQuiet, openPage, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()
const services = publishedContent<{ slug: string; title: string; lottie: number | null }>(
  'services.json',
)
const data = publishedContent<{
  slug: string
  blocks: { name: string; attributes?: { items?: unknown[] } }[]
}>('services.json')
const dataCards =
  data.find((s) => s.slug === 'data')?.blocks.find((b) => b.name === 'custom/data-services')
    ?.attributes?.items?.length ?? 0

describe('services', () => {
  it('serves all ten service pages with their own title and one h1, linked from the overview', async () => {
    const overview = await (await fetch(`${baseUrl()}/services`)).text()
    expect(overview).toMatch(/<h1[^>]*>Services<\/h1>/)
    for (const s of services) {
      expect(overview).toContain(`href="/services/${s.slug}"`)
      const res = await fetch(`${baseUrl()}/services/${s.slug}`)
      expect(res.status, s.slug).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<title>${s.title.replaceAll('&', '&amp;')} | Northwind Labs</title>`)
      expect(html.match(/<h1[\s>]/g), s.slug).toHaveLength(1)
    }
  })

  it("shows 3 data services and a 'Load More' card with the remaining count at 1440 px, all after a click", async () => {
    const { page, context } = await openPage(browser(), '/services/data', VIEWPORTS.desktop)
    const section = page.locator('.section-data-services')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.load-more-card[data-hydrated="true"]')
    expect(await section.locator('.data-card-button:visible').count()).toBe(3)
    const more = section.getByRole('button', {
      name: `Click here to display more services (${dataCards - 3})`,
    })
    await more.click()
    expect(await section.locator('.data-card-button:visible').count()).toBe(dataCards)
    await context.close()
  })

  it('shows the data services as a swipeable row at 400 px', async () => {
    const { page, context } = await openPage(browser(), '/services/data', { width: 400 })
    const list = page.locator('.data-services')
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await context.close()
  })

  it('opens the service form in a drawer that traps focus, closes with Escape and returns focus', async () => {
    const { page, context } = await openPage(browser(), '/services/data', VIEWPORTS.desktop)
    const opener = page.locator('.data-card-button').first()
    await opener.scrollIntoViewIfNeeded()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Request a data service' }).first()
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByLabel('Full name').isVisible()).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(
        true,
      )
    }
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('data-card-button')),
    ).toBe(true)
    await context.close()
  })

  it('loads the lottie animation after first paint on a page with one, and no lottie code without', async () => {
    const withLottie = services.find((s) => s.lottie)
    const without = services.find((s) => !s.lottie)
    const { page, context } = await openPage(browser(), `/services/${withLottie?.slug}`, {
      reducedMotion: false,
    })
    await page.waitForSelector('.lottie-frame svg', { timeout: 15_000 })
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    )
    expect(loaded.some((u) => /lottie_light-/.test(u))).toBe(true)
    // The animation needs no React: nothing else on the first screen does either.
    expect(loaded.some((u) => /react-root-/.test(u))).toBe(false)
    expect(loaded.some((u) => u.endsWith(`/api/lottie/${withLottie?.lottie}`))).toBe(true)
    await context.close()

    const plain = await openPage(browser(), `/services/${without?.slug}`, { reducedMotion: false })
    await networkQuiet(plain.page)
    const scripts = await plain.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    )
    expect(scripts.some((u) => /lottie/i.test(u))).toBe(false)
    await plain.context.close()
  })
})
