import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()

/**
 * The spec's scrollable filters (award categories, case-study tags): one row of chips that scrolls
 * sideways on a phone and opens with the chosen chip in view, from the server's page, without
 * JavaScript (the chosen chip is the row's initial scroll target).
 */
describe('rows of filter chips on a phone', () => {
  for (const [name, path, row, width] of [
    ['award categories', '/', '.section-awards .chips', 320],
    ['award categories', '/', '.section-awards .chips', 375],
    ['case-study tags', '/case-studies', '.tag-filter .chips', 375],
  ] as const)
    it(`${name}: one scrollable row that opens on the chosen last chip (${width} px, no JavaScript)`, async () => {
      const first = await openPage(browser(), path, { width, javaScript: false })
      const chips = first.page.locator(`${row} a.chip`)
      const last = chips.last()
      const [label, href] = [await last.textContent(), await last.getAttribute('href')]
      await first.context.close()
      if (!label || !href) throw new Error(`no chips in ${row} on ${path}`)

      const { page, context } = await openPage(browser(), href, { width, javaScript: false })
      const geometry = await page.locator(row).evaluate((el) => {
        const chosen = el.querySelector('[aria-current="true"], [aria-current="page"]')
        const box = chosen?.getBoundingClientRect()
        const rowBox = el.getBoundingClientRect()
        return {
          chosen: chosen?.textContent ?? null,
          left: box?.left ?? -1,
          right: box?.right ?? -1,
          rowLeft: rowBox.left,
          rowRight: rowBox.right,
          overflow: getComputedStyle(el).overflowX,
          scrolls: el.scrollWidth > el.clientWidth,
          tops: [...el.querySelectorAll('a.chip')].map((a) =>
            Math.round(a.getBoundingClientRect().top),
          ),
        }
      })
      await context.close()
      expect(geometry.chosen).toBe(label)
      expect(geometry.overflow).toBe('auto')
      expect(geometry.scrolls).toBe(true)
      expect(new Set(geometry.tops).size).toBe(1)
      expect(geometry.left).toBeGreaterThanOrEqual(geometry.rowLeft)
      // Sub-pixel: a chip scrolled fully into view may end a fraction of a pixel past the edge.
      expect(geometry.right).toBeLessThanOrEqual(geometry.rowRight + 1)
    })
})
