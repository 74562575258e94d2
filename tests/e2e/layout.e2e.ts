import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
let pages: Record<string, string> = {}
const SERVICE_PAGES = [
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
/** Pages beyond one of each type: a landing page, a page of core blocks, every service. */
const MORE_PAGES = ['/free-consultation', '/how-we-work', ...SERVICE_PAGES]

beforeAll(async () => {
  pages = await pageOfEachType()
})

/** Every page in one browser context, one after another. */
async function eachPage(
  b: Browser,
  paths: string[],
  opts: { width: number; height?: number; javaScript?: boolean },
  check: (page: Page) => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const context = await b.newContext({
    viewport: { width: opts.width, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
  })
  const found: Record<string, unknown> = {}
  for (const path of paths) {
    const page = await context.newPage()
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
    found[path] = await check(page)
    await page.close()
  }
  await context.close()
  return found
}

/** A test that loads every page once takes about 2.5 s a page here. */
const MANY_PAGES_MS = 180_000

const onlyFailures = (found: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(found).filter(([, v]) => v !== 0 && !(Array.isArray(v) && v.length === 0)),
  )

describe('layouts that hold at every width', () => {
  for (const javaScript of [true, false]) {
    it(
      `no page scrolls sideways at 320 px (${javaScript ? 'with' : 'without'} JavaScript)`,
      async () => {
        const found = await eachPage(
          browser(),
          [...Object.values(pages), ...MORE_PAGES],
          { width: 320, height: 640, javaScript },
          (page) =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
        )
        expect(Object.keys(found).length).toBeGreaterThan(20)
        expect(onlyFailures(found)).toEqual({})
      },
      MANY_PAGES_MS,
    )
  }

  for (const viewport of Object.values(VIEWPORTS)) {
    it(`the footer meets the last block of every page, with no stripe between (${viewport.width} px)`, async () => {
      const found = await eachPage(browser(), Object.values(pages), viewport, (page) =>
        page.evaluate(() => {
          const main = document.querySelector('main')
          const footer = document.querySelector('body > footer, .site-footer')
          const last = Array.from(main?.children ?? [])
            .filter((el) => el.getBoundingClientRect().height > 0)
            .at(-1)
          if (!footer || !last) return 'no footer or no block'
          return Math.round(
            footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
          )
        }),
      )
      expect(onlyFailures(found)).toEqual({})
    })
  }

  for (const width of [375, 1440]) {
    it(`the testimonial on /case-studies is centred (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/case-studies', { width })
      const quote = page.locator('figure.testimonial-wide')
      const gaps = await quote.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return { left: box.left, right: document.documentElement.clientWidth - box.right }
      })
      expect(gaps.left).toBeGreaterThan(0)
      expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(1)
      await context.close()
    })
  }

  it('award badges show their whole title: every line of text lies inside the badge', async () => {
    const { page, context } = await openPage(browser(), '/')
    const sources = await page
      .locator('.section-awards img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))
    expect(sources.length).toBeGreaterThan(10)
    const clipped: string[] = []
    for (const src of sources) {
      await page.goto(src)
      // The SVG document itself, as Chromium draws it: each text's box against the view box.
      clipped.push(
        ...(await page.evaluate(() => {
          const svg = document.documentElement as unknown as SVGSVGElement
          const { width } = svg.viewBox.baseVal
          return Array.from(document.querySelectorAll('text'))
            .filter((t) => {
              const box = t.getBBox()
              return box.x < 0 || box.x + box.width > width
            })
            .map((t) => `${location.pathname}: ${t.textContent ?? ''}`)
        })),
      )
    }
    expect(clipped).toEqual([])
    await context.close()
  })

  for (const width of [768, 1024, 1440]) {
    it(
      `card grids balance their rows: no lone card under fuller rows (${width} px)`,
      async () => {
        const found = await eachPage(
          browser(),
          [...Object.values(pages), ...MORE_PAGES],
          { width },
          (page) =>
            page.evaluate(() => {
              const lone: string[] = []
              for (const list of document.querySelectorAll('main ul, main ol')) {
                const style = getComputedStyle(list)
                const wraps =
                  style.display === 'grid' ||
                  (style.display === 'flex' && style.flexWrap === 'wrap')
                if (!wraps) continue
                const items = Array.from(list.children).filter(
                  (c) => c.getBoundingClientRect().height > 0,
                )
                const rows = new Map<number, number>()
                for (const item of items) {
                  const top = Math.round(item.getBoundingClientRect().top)
                  rows.set(top, (rows.get(top) ?? 0) + 1)
                }
                const counts = [...rows.values()]
                // A card alone in the last row that does not span it (a bento's wide card does).
                const last = items.at(-1)?.getBoundingClientRect().width ?? 0
                const narrow = last < list.getBoundingClientRect().width / 2
                if (counts.length > 1 && Math.max(...counts) > 1 && counts.at(-1) === 1 && narrow) {
                  lone.push(`${list.className} (${counts.join(' + ')})`)
                }
              }
              return lone
            }),
        )
        expect(onlyFailures(found)).toEqual({})
      },
      MANY_PAGES_MS,
    )
  }
})
