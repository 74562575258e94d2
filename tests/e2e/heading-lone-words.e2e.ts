import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, useBrowser } from './browser'
import { loneWords, overflowing } from './lone-words'
import { pageOfEachType } from './pages'

const browser = useBrowser()

/** The review's six widths. */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920]
/**
 * Every heading a visitor reads: page titles, section and block titles, card titles (services,
 * vacancies, case studies) and the headings of editor content from WordPress.
 */
const HEADINGS = 'h1, h2, h3'
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

describe('headings (h1 to h3) on every page type', () => {
  for (const width of WIDTHS)
    it(`leave no word alone on a line where two would fit, and fit their box (${width} px)`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const found: string[] = []
      const wide: string[] = []
      for (const path of Object.values(pages)) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        expect(await page.locator(HEADINGS).count(), path).toBeGreaterThan(0)
        found.push(...(await page.evaluate(loneWords, HEADINGS)).map((t) => `${path}: ${t}`))
        wide.push(...(await page.evaluate(overflowing, HEADINGS)).map((t) => `${path}: ${t}`))
      }
      await context.close()
      expect(found).toEqual([])
      expect(wide).toEqual([])
    })
})

describe('headings whose word pairs are joined', () => {
  /** The headings the design review found with a word alone on a line, and where. */
  const FOUND = {
    '/about': 'Subscribe to our blog',
    '/terms-of-use': 'Acceptance of these terms',
    '/services/data': 'Get our engineering newsletter',
  }
  it('are named by their words, as a screen reader reads them', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 900 } })
    const page = await context.newPage()
    for (const [path, name] of Object.entries(FOUND)) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
      expect(await page.getByRole('heading', { name, exact: true }).count(), path).toBe(1)
    }
    await context.close()
  })
})
