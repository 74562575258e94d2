import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, readAtWidths, useBrowser } from './browser'
import { loneWords, overflowing, pairsApart } from './lone-words'
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

/** What one width shows: per page, how many headings, the lone words and the overflowing text. */
interface AtWidth {
  headings: Record<string, number>
  found: string[]
  wide: string[]
}
const atWidth = new Map<number, AtWidth>()
/** Per page, the kept pairs of words a line break can part where they fit (read at one width). */
const parted: string[] = []

/**
 * Every page loaded once, at the narrowest width, then read at each wider one as a visitor widening
 * the window sees it (how text wraps depends on the width, not on how the page got there): one
 * load a page instead of one per page and width.
 */
beforeAll(async () => {
  pages = await pageOfEachType()
  for (const width of WIDTHS) atWidth.set(width, { headings: {}, found: [], wide: [] })
  // Reduced motion: the home page's typed phrase stays whole (a half-typed one may leave a word
  // alone on its line for a moment, and is not what the heading reads).
  const context = await browser().newContext({
    viewport: { width: WIDTHS[0] ?? 320, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  for (const path of Object.values(pages)) {
    await readAtWidths(page, path, WIDTHS, async (width) => {
      const seen = atWidth.get(width)
      if (!seen) return
      seen.headings[path] = await page.locator(HEADINGS).count()
      seen.found.push(...(await page.evaluate(loneWords, HEADINGS)).map((t) => `${path}: ${t}`))
      seen.wide.push(...(await page.evaluate(overflowing, HEADINGS)).map((t) => `${path}: ${t}`))
      // Whether a pair can be parted does not depend on the window: read once, last, with the
      // cards' titles that are not headings.
      if (width === WIDTHS.at(-1))
        parted.push(
          ...(await page.evaluate(pairsApart, `${HEADINGS}, .project-title`)).map(
            (t) => `${path}: ${t}`,
          ),
        )
    })
  }
  await context.close()
}, 180_000)

describe('headings (h1 to h3) on every page type', () => {
  for (const width of WIDTHS)
    it(`leave no word alone on a line where two would fit, and fit their box (${width} px)`, () => {
      const seen = atWidth.get(width)
      expect(Object.keys(seen?.headings ?? {})).toEqual(Object.values(pages))
      for (const [path, count] of Object.entries(seen?.headings ?? {}))
        expect(count, path).toBeGreaterThan(0)
      expect(seen?.found).toEqual([])
      expect(seen?.wide).toEqual([])
    })
})

describe('headings whose word pairs are joined', () => {
  it('keep a long pair on one line wherever its two words fit on one, at any width', () => {
    expect(parted).toEqual([])
  })

  /** The headings the design review found with a word alone on a line, and where (the services'
   newsletter, 'Get our engineering newsletter', is now 'Notes from our engineers'). */
  const FOUND = {
    '/about': 'Subscribe to our blog',
    '/terms-of-use': 'Acceptance of these terms',
    '/services/data': 'Notes from our engineers',
  }
  it('are named by their words, as a screen reader reads them', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const [path, name] of Object.entries(FOUND)) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
      expect(await page.getByRole('heading', { name, exact: true }).count(), path).toBe(1)
    }
    await context.close()
  })
})
