import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, useSharedPages } from './browser'

const browser = useBrowser()
/**
 * One load of each page for all its carousels (four on the home page, two on /about): a test only
 * resizes the window and reads where the slides lie, laid out by the stylesheet and by carousels
 * that measure themselves again on a resize.
 */
const readPage = useSharedPages(browser, { anyWidth: true })

/** The spec's carousel breakpoints (section 2). */
const SPEC_BREAKPOINTS = [320, 420, 768, 1024, 1366, 1600, 1920]

/**
 * Slides a visitor sees at once, per viewport width. A carousel changes its count only at the
 * spec's breakpoints, and 'Other case studies' also at 481 px (1 up to 480 px inclusive, 2 below
 * 1366 px, otherwise 3). Counts above the number of slides show every slide.
 */
const CAROUSELS: { path: string; label: string; counts: Record<number, number> }[] = [
  {
    path: '/case-studies/fleet-telemetry-platform',
    label: 'Other case studies',
    counts: { 320: 1, 420: 1, 480: 1, 481: 2, 768: 2, 1024: 2, 1365: 2, 1366: 3, 1600: 3, 1920: 3 },
  },
  {
    path: '/',
    label: 'Our services',
    counts: { 320: 1, 420: 1, 768: 2, 1024: 3, 1366: 4, 1600: 4, 1920: 5 },
  },
  {
    path: '/',
    label: 'Our projects',
    counts: { 320: 1, 420: 1, 768: 2, 1024: 2, 1366: 3, 1600: 3, 1920: 4 },
  },
  {
    path: '/',
    label: 'Awards and recognition',
    counts: { 320: 2, 420: 3, 768: 4, 1024: 5, 1366: 6, 1600: 6, 1920: 7 },
  },
  {
    path: '/',
    label: 'What our clients say',
    counts: { 320: 1, 420: 1, 768: 1, 1024: 2, 1366: 2, 1600: 2, 1920: 3 },
  },
  {
    path: '/about',
    label: 'Management team',
    counts: { 320: 2, 420: 2, 768: 3, 1024: 4, 1366: 5, 1600: 6, 1920: 7 },
  },
  {
    path: '/about',
    label: 'Industries we know',
    counts: { 320: 2, 420: 2, 768: 3, 1024: 4, 1366: 5, 1600: 5, 1920: 6 },
  },
  {
    path: '/services',
    label: 'Our core stack',
    counts: { 320: 2, 420: 3, 768: 4, 1024: 6, 1366: 6, 1600: 7, 1920: 8 },
  },
]

/** How many slides of the named carousel lie wholly inside its track (the rest are scrolled to). */
function visibleSlides(page: Page, label: string): Promise<number> {
  return page
    .locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
    .evaluate((carousel) => {
      const track = carousel.querySelector('.carousel-track')
      if (!track) return -1
      const box = track.getBoundingClientRect()
      return Array.from(track.querySelectorAll('.carousel-slide')).filter((slide) => {
        const r = slide.getBoundingClientRect()
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1
      }).length
    })
}

describe('carousels follow the spec breakpoints', () => {
  for (const { path, label, counts } of CAROUSELS) {
    it(`'${label}' on ${path} shows the spec's count at each breakpoint and changes only there`, async () => {
      const page = await readPage(path, { width: 1440 })
      const seen: Record<number, number> = {}
      const widths = Object.keys(counts).map(Number)
      // Just under each breakpoint a carousel still shows the count of the one before.
      const under = SPEC_BREAKPOINTS.filter((w) => w > 320).map((w) => w - 1)
      for (const width of [...widths, ...under].sort((a, b) => a - b)) {
        await page.setViewportSize({ width, height: 900 })
        seen[width] = await visibleSlides(page, label)
      }
      const expected: Record<number, number> = {}
      let current = counts[320] ?? 0
      for (const width of Object.keys(seen).map(Number)) {
        if (counts[width] !== undefined) current = counts[width]
        expected[width] = current
      }
      expect(seen).toEqual(expected)
    })
  }
})
