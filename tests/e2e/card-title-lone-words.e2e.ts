import { beforeAll, describe, expect, it } from 'vitest'
import { readAtWidths, useBrowser } from './browser'
import { loneWords } from './lone-words'

const browser = useBrowser()

/** The review's six widths. */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920]
/** Pages that list cards, and their card titles. */
const PAGES = { '/services': '.overview-title', '/careers': '.vacancy-card h3' }

/** What one width shows: per page, how many card titles, and the lone words. */
interface AtWidth {
  titles: Record<string, number>
  found: string[]
}
const atWidth = new Map<number, AtWidth>()

/**
 * Each page loaded once, at the narrowest width, then read at each wider one as a visitor widening
 * the window sees it (how a title wraps depends on the width, not on how the page got there), as
 * heading-lone-words.e2e.ts does: two loads instead of twelve.
 */
beforeAll(async () => {
  for (const width of WIDTHS) atWidth.set(width, { titles: {}, found: [] })
  const context = await browser().newContext({
    viewport: { width: WIDTHS[0] ?? 320, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  for (const [path, selector] of Object.entries(PAGES)) {
    await readAtWidths(page, path, WIDTHS, async (width) => {
      const seen = atWidth.get(width)
      if (!seen) return
      seen.titles[path] = await page.locator(selector).count()
      seen.found.push(...(await page.evaluate(loneWords, selector)).map((t) => `${path}: ${t}`))
    })
  }
  await context.close()
}, 120_000)

describe('card titles', () => {
  for (const width of WIDTHS)
    it(`leave no word alone on a line where two would fit (${width} px)`, () => {
      const seen = atWidth.get(width)
      expect(Object.keys(seen?.titles ?? {})).toEqual(Object.keys(PAGES))
      for (const [path, count] of Object.entries(seen?.titles ?? {}))
        expect(count, `${path} ${PAGES[path as keyof typeof PAGES]}`).toBeGreaterThan(2)
      expect(seen?.found).toEqual([])
    })
})
