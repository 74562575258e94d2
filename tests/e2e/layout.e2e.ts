import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, openPage, resizeTo, useBrowser, useSharedPages, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
const readPage = useSharedPages(browser, { anyWidth: true })
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

/** What one page measures at one width (see `measure`). */
interface Measures {
  /** How far the page scrolls sideways (0: not at all). */
  overflow: number
  /** When it does: the element reaching furthest right, so a failure names its cause. */
  widest?: string
  /** The gap between the last block of `main` and the footer, in px. */
  footerGap: number | string
  /** Grids and wrapping lists whose last row holds one narrow card, or half a row or less, under fuller rows. */
  lone: string[]
}

/** Measured in the page, at its current width. */
function measure(page: Page): Promise<Measures> {
  return page.evaluate(() => {
    const root = document.documentElement
    const main = document.querySelector('main')
    const footer = document.querySelector('body > footer, .site-footer')
    const last = Array.from(main?.children ?? [])
      .filter((el) => el.getBoundingClientRect().height > 0)
      .at(-1)
    const footerGap =
      !footer || !last
        ? 'no footer or no block'
        : Math.round(footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom)
    const lone: string[] = []
    for (const list of document.querySelectorAll('main ul, main ol')) {
      const style = getComputedStyle(list)
      const wraps =
        style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap')
      if (!wraps) continue
      const items = Array.from(list.children).filter((c) => c.getBoundingClientRect().height > 0)
      const rows = new Map<number, number>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, (rows.get(top) ?? 0) + 1)
      }
      const counts = [...rows.values()]
      // A card alone in the last row that does not span it (a bento's wide card does).
      const width = items.at(-1)?.getBoundingClientRect().width ?? 0
      const narrow = width < list.getBoundingClientRect().width / 2
      if (counts.length > 1 && Math.max(...counts) > 1 && counts.at(-1) === 1 && narrow) {
        lone.push(`${list.className} (${counts.join(' + ')})`)
      } else if (counts.length > 1 && (counts.at(-1) ?? 0) * 2 <= Math.max(...counts) && narrow) {
        // An orphan row: half a row or less under full ones (4 + 4 + 2).
        lone.push(`${list.className} (${counts.join(' + ')})`)
      }
    }
    const overflow = root.scrollWidth - root.clientWidth
    let widest: string | undefined
    if (overflow > 0) {
      let right = root.clientWidth
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect()
        if (box.right <= right) continue
        right = box.right
        widest = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(box.left)}–${Math.round(box.right)} px`
      }
    }
    return { overflow, widest, footerGap, lone }
  })
}

/** The widths every page is checked at (the design review's six). */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920] as const
type Width = (typeof WIDTHS)[number]

/**
 * Every page loaded once, in one browser context, at the narrowest width, then measured at each
 * wider one as a visitor widening the window sees it: one load a page instead of one per check.
 */
async function measureEachPage(
  b: Browser,
  paths: string[],
  javaScript: boolean,
): Promise<Record<string, Partial<Record<Width, Measures>>>> {
  const context = await b.newContext({
    viewport: { width: 320, height: 640 },
    javaScriptEnabled: javaScript,
    // Nothing types or counts up while the page is measured (the service heroes' animation stays
    // inside its frame: service-hero.e2e.ts).
    reducedMotion: 'reduce',
  })
  const found: Record<string, Partial<Record<Width, Measures>>> = {}
  // One tab visits the pages one after another: a new document each, in one renderer process.
  const page = await context.newPage()
  for (const path of paths) {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
    const byWidth: Partial<Record<Width, Measures>> = { 320: await measure(page) }
    if (javaScript) {
      for (const width of WIDTHS.slice(1)) {
        await resizeTo(page, { width, height: width < 768 ? 812 : width > 1440 ? 1080 : 900 })
        byWidth[width] = await measure(page)
      }
    }
    found[path] = byWidth
  }
  await context.close()
  return found
}

/** One load of each page takes about 2.5 s here (busy machine). */
const MANY_PAGES_MS = 180_000

let withScripts: Record<string, Partial<Record<Width, Measures>>> = {}
let withoutScripts: Record<string, Partial<Record<Width, Measures>>> = {}
beforeAll(async () => {
  pages = await pageOfEachType()
  const paths = [...Object.values(pages), ...MORE_PAGES]
  // The two sweeps side by side, each its own context: much of a load is waiting for it.
  ;[withScripts, withoutScripts] = await Promise.all([
    measureEachPage(browser(), paths, true),
    measureEachPage(browser(), paths, false),
  ])
}, 2 * MANY_PAGES_MS)

/** The pages whose measure at `width` is not `ok`, with what was measured. */
function failures<T>(
  measured: Record<string, Partial<Record<Width, Measures>>>,
  paths: string[],
  width: Width,
  value: (m: Measures) => T,
  ok: (v: T) => boolean,
): Record<string, T | 'not measured'> {
  const found: Record<string, T | 'not measured'> = {}
  for (const path of paths) {
    const m = measured[path]?.[width]
    if (!m) found[path] = 'not measured'
    else if (!ok(value(m))) found[path] = value(m)
  }
  return found
}

describe('layouts that hold at every width', () => {
  for (const javaScript of [true, false]) {
    it(`no page scrolls sideways at 320 px (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
      const measured = javaScript ? withScripts : withoutScripts
      const paths = [...Object.values(pages), ...MORE_PAGES]
      expect(Object.keys(measured).length).toBeGreaterThan(20)
      expect(
        failures(
          measured,
          paths,
          320,
          (m) => (m.overflow === 0 ? 0 : `${m.overflow} px: ${m.widest ?? 'no element'}`),
          (v) => v === 0,
        ),
      ).toEqual({})
    })
  }

  for (const width of WIDTHS.slice(1)) {
    it(`no page scrolls sideways at ${width} px (with JavaScript)`, () => {
      const paths = [...Object.values(pages), ...MORE_PAGES]
      // /contact lists a long e-mail address, which once widened the page by 6 px at 768 px.
      expect(paths).toContain('/contact')
      expect(
        failures(
          withScripts,
          paths,
          width,
          (m) => (m.overflow === 0 ? 0 : `${m.overflow} px: ${m.widest ?? 'no element'}`),
          (v) => v === 0,
        ),
      ).toEqual({})
    })
  }

  for (const viewport of Object.values(VIEWPORTS)) {
    const width = viewport.width as Width
    it(`the footer meets the last block of every page, with no stripe between (${width} px)`, () => {
      const paths = Object.values(pages)
      expect(
        failures(
          withScripts,
          paths,
          width,
          (m) => m.footerGap,
          (v) => v === 0,
        ),
      ).toEqual({})
    })
  }

  for (const width of [375, 1440]) {
    it(`the testimonial on /case-studies is centred (${width} px)`, async () => {
      // Laid out by the stylesheet: one load serves both widths.
      const page = await readPage('/case-studies', { width })
      const quote = page.locator('figure.testimonial-wide')
      const gaps = await quote.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return { left: box.left, right: document.documentElement.clientWidth - box.right }
      })
      expect(gaps.left).toBeGreaterThan(0)
      expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(1)
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

  for (const width of [768, 1024, 1440, 1920] as const) {
    it(`card grids balance their rows: no lone card or orphan row under fuller rows (${width} px)`, () => {
      const paths = [...Object.values(pages), ...MORE_PAGES]
      expect(
        failures(
          withScripts,
          paths,
          width,
          (m) => m.lone,
          (v) => v.length === 0,
        ),
      ).toEqual({})
    })
  }
})
