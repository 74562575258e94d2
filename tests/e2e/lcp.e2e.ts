import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, useBrowser, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
let pages: Record<string, string> = {}

beforeAll(async () => {
  pages = await pageOfEachType()
})

/**
 * Chromium ends Largest Contentful Paint at the first scroll; a carousel track that snapped itself on
 * load once counted as one, and Lighthouse then had no LCP at all (performance 0).
 */
describe('Largest Contentful Paint is reported', () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    it(`on every page type at ${width} width`, async () => {
      const context = await browser().newContext({ viewport })
      await context.addInitScript(() => {
        const w = window as unknown as { lcpElements: string[] }
        w.lcpElements = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            w.lcpElements.push(entry.element?.tagName.toLowerCase() ?? '?')
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      const missing: string[] = []
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage()
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' })
        // Entries are delivered to observers in a task after the paint.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
        const found = await page.evaluate(
          () => (window as unknown as { lcpElements: string[] }).lcpElements,
        )
        if (found.length === 0) missing.push(`${name} ${path}`)
        await page.close()
      }
      await context.close()
      expect(missing).toEqual([])
    })
  }
})
