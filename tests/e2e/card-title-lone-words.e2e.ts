import { describe, expect, it } from 'vitest'
import { baseUrl, useBrowser } from './browser'
import { loneWords } from './lone-words'

const browser = useBrowser()

/** The review's six widths. */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920]
/** Pages that list cards, and their card titles. */
const PAGES = { '/services': '.overview-title', '/careers': '.vacancy-card h3' }

describe('card titles', () => {
  for (const width of WIDTHS)
    it(`leave no word alone on a line where two would fit (${width} px)`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const found: string[] = []
      for (const [path, selector] of Object.entries(PAGES)) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        expect(await page.locator(selector).count(), `${path} ${selector}`).toBeGreaterThan(2)
        found.push(...(await page.evaluate(loneWords, selector)).map((t) => `${path}: ${t}`))
      }
      await context.close()
      expect(found).toEqual([])
    })
})
