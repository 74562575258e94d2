import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()
const contact = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/pages/contact.json', import.meta.url), 'utf8'),
) as { blocks: { name: string; attributes?: { offices?: { city: string; country: string }[] } }[] }
const offices = contact.blocks.find((b) => b.name === 'custom/offices')?.attributes?.offices ?? []

describe('offices', () => {
  it('narrows offices by country and shows one marker per visible office at zoom 5, offline', async () => {
    const { page, context } = await openPage(browser(), '/contact', VIEWPORTS.desktop)
    // No tile server is reachable: every request leaving the site fails.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
    const section = page.locator('.section-offices')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-offices .filter-controls[data-hydrated="true"]')
    expect(await section.locator('.office:visible').count()).toBe(offices.length)
    await section.getByLabel('Country').selectOption('Serbia')
    const serbian = offices.filter((o) => o.country === 'Serbia')
    expect(await section.locator('.office:visible h3').allTextContents()).toEqual(
      serbian.map((o) => o.city),
    )
    // The two left start on the grid's left edge, as every grid does, not centred in the row.
    const [first] = await section
      .locator('.office:visible')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
    const list = await section.locator('.office-list').boundingBox()
    expect(first).toBe(Math.round(list?.x ?? -1))
    await page.waitForSelector('.offices-map-island[data-hydrated="true"]')
    await section.getByRole('button', { name: 'View on map' }).click()
    await page.waitForSelector('.leaflet-interactive')
    await page.waitForFunction(
      () => document.querySelectorAll('path.leaflet-interactive').length > 0,
    )
    expect(await page.locator('.offices-map path.leaflet-interactive').count()).toBe(serbian.length)
    expect(await page.locator('.offices-map .leaflet-overlay-pane path').count()).toBeGreaterThan(
      serbian.length,
    )
    expect(await page.locator('.offices-map').getAttribute('data-zoom')).toBe('5')
    // Belgrade and Novi Sad lie about 20 px apart at zoom 5: their markers are spread, not stacked.
    const boxes = await page
      .locator('.offices-map path.leaflet-interactive')
      .evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect().toJSON() as DOMRect))
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]]
        if (!a || !b) continue
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        expect(overlap, `markers ${i + 1} and ${j + 1} overlap`).toBe(false)
      }
    }
    await page.locator('.offices-map path.leaflet-interactive').first().click({ force: true })
    const popup = page.locator('.leaflet-popup-content')
    await popup.waitFor()
    expect(await popup.textContent()).toContain(serbian[0]?.city ?? '')
    await section.getByLabel('Country').selectOption('')
    await expect
      .poll(() => page.locator('.offices-map path.leaflet-interactive').count())
      .toBe(offices.length)
    await context.close()
  })

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the map at the section's width with every visible office and popup inside it (${name})`, async () => {
      const { page, context } = await openPage(browser(), '/contact', viewport)
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
      const section = page.locator('.section-offices')
      const toggle = section.getByRole('button', { name: 'View on map' })
      await toggle.scrollIntoViewIfNeeded()
      await page.waitForSelector('.offices-map-island[data-hydrated="true"]')
      await toggle.click()
      const map = page.locator('.offices-map')
      await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(offices.length)
      const box = await map.boundingBox()
      const list = await section.locator('.office-list').boundingBox()
      if (!box || !list) throw new Error('no map or no list')
      // As wide as the section's content (the office list under it), and tall enough to read.
      expect(Math.abs(box.width - list.width)).toBeLessThanOrEqual(1)
      expect(box.height).toBeGreaterThanOrEqual(320)
      if (name === 'desktop') expect(box.width).toBeGreaterThanOrEqual(480)
      const inside = (b: { x: number; y: number; width: number; height: number }) =>
        b.x >= box.x - 1 &&
        b.y >= box.y - 1 &&
        b.x + b.width <= box.x + box.width + 1 &&
        b.y + b.height <= box.y + box.height + 1
      const markers = map.locator('path.leaflet-interactive')
      for (let i = 0; i < offices.length; i++) {
        const marker = await markers.nth(i).boundingBox()
        expect(marker && inside(marker), `marker ${i + 1} inside the map`).toBe(true)
      }
      // Each office's popup opens wholly inside the map (Leaflet pans the map to fit it).
      for (let i = 0; i < offices.length; i++) {
        await markers.nth(i).dispatchEvent('click')
        const popup = map.locator('.leaflet-popup')
        await popup.waitFor()
        // Leaflet pans the map to fit the popup (opening it starts the pan): once the pan is over.
        await map.locator('.leaflet-map-pane:not(.leaflet-pan-anim)').waitFor({ state: 'attached' })
        const shown = await popup.boundingBox()
        expect(shown && inside(shown), `popup ${i + 1} inside the map`).toBe(true)
        await page.keyboard.press('Escape')
        await map
          .locator('.leaflet-popup-close-button')
          .click()
          .catch(() => undefined)
        await popup.waitFor({ state: 'detached' })
      }
      await context.close()
    })
  }

  it('lists every office in full without JavaScript', async () => {
    const { page, context } = await openPage(browser(), '/contact', { javaScript: false })
    expect(await page.locator('.office:visible').count()).toBe(offices.length)
    // 'View on map' works without JavaScript too (a GET form: without-javascript.e2e.ts).
    expect(await page.getByRole('button', { name: 'View on map' }).isVisible()).toBe(true)
    await context.close()
  })

  it('builds the map only once its stylesheet applies, even when the stylesheet is slow', async () => {
    const { page, context } = await openPage(browser(), '/contact', VIEWPORTS.desktop)
    await context.route('**/assets/leaflet.css', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    const section = page.locator('.section-offices')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-offices .filter-controls[data-hydrated="true"]')
    await page.waitForSelector('.offices-map-island[data-hydrated="true"]')
    await section.getByLabel('Country').selectOption('Serbia')
    await section.getByRole('button', { name: 'View on map' }).click()
    // The first moment Leaflet's panes exist, they are already laid out by its stylesheet.
    const pane = await page.waitForSelector('.offices-map .leaflet-map-pane', { state: 'attached' })
    expect(await pane.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
    await page.locator('.offices-map path.leaflet-interactive').first().click({ force: true })
    expect(await page.locator('.leaflet-popup-content').textContent()).toContain(
      offices.find((o) => o.country === 'Serbia')?.city ?? 'no Serbian office',
    )
    await context.close()
  })

  it('gives hotlines tel: links, emails mailto: links and social links names', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    const info = page.locator('.section-contact-info')
    expect(await info.locator('a[href^="tel:"]').count()).toBeGreaterThan(0)
    expect(await info.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0)
    expect(await info.getByRole('link', { name: 'Northwind Labs on LinkedIn' }).count()).toBe(1)
    await context.close()
  })
})

describe('legal pages', () => {
  for (const path of ['/privacy-policy', '/terms-of-use']) {
    it(`${path} has a table of contents linking to its headings`, async () => {
      const { page, context } = await openPage(browser(), path)
      const links = page.locator('nav.toc a')
      expect(await links.count()).toBeGreaterThanOrEqual(5)
      const target = await links.first().getAttribute('href')
      expect(await page.locator(`h2${target}`).count()).toBe(1)
      await context.close()
    })
  }

  it('consent checkboxes open the legal pages in new tabs', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    const privacy = page.locator('.field-terms a[href="/privacy-policy"]').first()
    expect(await privacy.getAttribute('target')).toBe('_blank')
    expect(
      await page.locator('.field-terms a[href="/terms-of-use"]').first().getAttribute('target'),
    ).toBe('_blank')
    await context.close()
  })
})
