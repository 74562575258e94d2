import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, useSharedPages } from './browser'

const browser = useBrowser()
/** Every test here only reads its page. */
const readPage = useSharedPages(browser)

/** Box (px, rounded) of the first element that matches `selector`. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`nothing visible matches ${selector}`)
  const { x, y, width, height } = found
  return {
    left: Math.round(x),
    top: Math.round(y),
    right: Math.round(x + width),
    bottom: Math.round(y + height),
  }
}

/** Font size, weight and colour of the first element that matches `selector`. */
const textStyle = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el)
      return { size: style.fontSize, weight: style.fontWeight, color: style.color }
    })

/**
 * Geometry the six-width design review (issue 39 item 3) found wrong on the home, about, services
 * and offices pages, one check per finding.
 */
describe('design review: home, about, services, offices', () => {
  for (const width of [1024, 1440, 1920])
    it(`/about: the working-process steps stand beside their heading and reach the content's right edge (${width} px)`, async () => {
      const page = await readPage('/about', { width })
      const [container, heading, steps] = await Promise.all([
        box(page, '.section-process > .container'),
        box(page, '.section-process h2'),
        box(page, '.section-process .process'),
      ])
      // Not a column of two thirds under the heading with the right third empty.
      expect(steps.left).toBeGreaterThan(heading.right)
      expect(steps.top).toBeLessThan(heading.bottom)
      expect(steps.right).toBe(container.right)
    })

  it('/services/data: a fact beside the picture has the title and text styles of a "How we help" item', async () => {
    const page = await readPage('/services/data', { width: 1440 })
    const [helpTitle, helpText, factTitle, factText] = await Promise.all([
      textStyle(page, '.section-list:has(h2:text("How we help")) .card h3'),
      textStyle(page, '.section-list:has(h2:text("How we help")) .card p'),
      textStyle(page, '.split .check-list .check-fact h3'),
      textStyle(page, '.split .check-list .check-fact p'),
    ])
    expect(factTitle).toEqual(helpTitle)
    expect(factText).toEqual(helpText)
  })

  for (const width of [1440, 1920])
    it(`/contact: every office starts on a column of the first row; the short last row starts at the left edge (${width} px)`, async () => {
      const page = await readPage('/contact', { width })
      const offices = await page.locator('.office-list > .office').evaluateAll((items) =>
        items.map((li) => {
          const b = li.getBoundingClientRect()
          return { left: Math.round(b.left), top: Math.round(b.top) }
        }),
      )
      const firstTop = offices[0]?.top
      const firstRow = offices.filter((o) => o.top === firstTop).map((o) => o.left)
      const rest = offices.filter((o) => o.top !== firstTop)
      // Five offices: a row of three, then two (the demo content).
      expect(offices.length).toBe(5)
      expect(rest.length).toBeGreaterThan(0)
      expect(rest[0]?.left).toBe(firstRow[0])
      for (const office of rest) expect(firstRow).toContain(office.left)
    })

  for (const width of [320, 375])
    it(`/contact without JavaScript: the offices' country select, its Show button and View on map take two rows, not three (${width} px)`, async () => {
      const page = await readPage('/contact', { width, javaScript: false })
      const [select, show, map] = await Promise.all([
        box(page, '.offices-controls select'),
        box(page, '.offices-controls button:text("Show")'),
        box(page, '.offices-controls button:text("View on map")'),
      ])
      // 'Show' beside the select, on its row and inside the content column.
      expect(show.left).toBeGreaterThan(select.right)
      expect(show.top).toBeLessThan(select.bottom)
      expect(show.right).toBeLessThanOrEqual(width)
      expect(map.top).toBeGreaterThanOrEqual(select.bottom)
    })
})
