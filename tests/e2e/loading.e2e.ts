import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, networkQuiet, useBrowser, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

interface LoadingEntries {
  lcpElements: string[]
  /** Layout shifts not caused by input: what moved, and by how much. */
  shifts: string[]
  /** How far the page scrolls sideways (px); 0 when it fits the viewport. */
  overflow: number
}

/** What Chromium reports while a page loads and its islands hydrate. */
async function loadingEntries(viewport: {
  width: number
  height: number
}): Promise<Record<string, LoadingEntries>> {
  const context = await browser().newContext({ viewport })
  await context.addInitScript(() => {
    const w = window as unknown as LoadingEntries
    w.lcpElements = []
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        w.lcpElements.push(entry.element?.tagName.toLowerCase() ?? '?')
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((s) => (s.node as Element | null)?.className ?? '?')
        w.shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const found: Record<string, LoadingEntries> = {}
  // One tab visits the pages one after another: a new document each, in one renderer process.
  const page = await context.newPage()
  // The visitor has seen one page of the site: its fonts are in the browser's cache, as on every
  // page after a visit's first. On a busy machine the first page's brand font can arrive after its
  // first paint (the main navigation then moves by 0.0002): font-swap-shifts.e2e.ts holds that
  // to its budget; here every shift is one of the site's own making.
  await page.goto(`${baseUrl()}/contact`, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  for (const [i, [name, path]] of Object.entries(pages).entries()) {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
    // The visitor moves the pointer (not an input that excuses a shift, nor one that ends Largest
    // Contentful Paint), to a new place each visit (a move that moves): React islands hydrate.
    // Every shift and paint until the network has been quiet since is recorded.
    await page.mouse.move(viewport.width / 2 + (i % 2) * 8, viewport.height / 2 + i, { steps: 2 })
    await networkQuiet(page)
    await page.waitForFunction(() => !document.querySelector('[data-hydrated="pending"]'))
    // Entries are delivered to observers in a task after the paint.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
    found[`${name} ${path}`] = await page.evaluate(() => {
      const w = window as unknown as LoadingEntries
      const root = document.documentElement
      return {
        lcpElements: w.lcpElements,
        shifts: w.shifts,
        overflow: root.scrollWidth - root.clientWidth,
      }
    })
  }
  await context.close()
  return found
}

interface LayoutShiftEntry {
  value: number
  hadRecentInput: boolean
  sources: { node: Node | null }[]
}

/**
 * The two widths side by side, each its own context: a page here is mostly waited on (the network
 * idle, then quiet again after the pointer moved), 13 pages one after another.
 */
describe.concurrent('loading every page type', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    it(`at ${viewport.width} px: Largest Contentful Paint is reported, nothing shifts, nothing scrolls sideways`, async ({
      expect,
    }) => {
      const found = await loadingEntries(viewport)
      // Chromium ends LCP at the first scroll; a carousel track that snapped itself on load once
      // counted as one, and Lighthouse then had no LCP at all (performance 0).
      const noLcp = Object.keys(found).filter((page) => found[page]?.lcpElements.length === 0)
      expect(noLcp).toEqual([])
      // Hydration once removed the no-JavaScript submit button under the careers filters.
      const shifted = Object.entries(found).filter(([, entries]) => entries.shifts.length > 0)
      expect(Object.fromEntries(shifted.map(([page, e]) => [page, e.shifts]))).toEqual({})
      const overflowing = Object.entries(found).filter(([, entries]) => entries.overflow > 0)
      expect(Object.fromEntries(overflowing.map(([page, e]) => [page, `${e.overflow}px`]))).toEqual(
        {},
      )
    })
  }
})

describe("the page's main image", () => {
  it('is named in a preload Link header on every page type that has one, fetched before parsing', async () => {
    const linked: Record<string, { header: string | null; images: string[] }> = {}
    for (const [name, path] of Object.entries(pages)) {
      const res = await fetch(`${baseUrl()}${path}`)
      const html = await res.text()
      const images = [...html.matchAll(/<img [^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => tag.includes('fetchPriority="high"'))
        .map((tag) => {
          const attr = (name: string) => new RegExp(` ${name}="([^"]+)"`).exec(tag)?.[1]
          // With WordPress's generated sizes, the preload names them: each screen preloads its copy.
          const srcset = attr('srcSet')
          const set = srcset ? `; imagesrcset="${srcset}"; imagesizes="${attr('sizes')}"` : ''
          return `<${attr('src')}>; rel=preload; as=image${set}; fetchpriority=high`
        })
      linked[name] = { header: res.headers.get('link'), images }
    }
    for (const [name, { header, images }] of Object.entries(linked)) {
      const expected = images.length ? images.join(', ') : null
      expect(header, name).toBe(expected)
    }
    // The pages whose largest paint is an image: the home, service and case-study heroes, the list.
    for (const name of ['home', 'service page', 'case studies', 'case study']) {
      expect(linked[name]?.images.length, name).toBeGreaterThan(0)
    }
  })
})
