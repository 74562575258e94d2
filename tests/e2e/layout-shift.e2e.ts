import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, useBrowser } from './browser'

const browser = useBrowser()

/**
 * Phone widths: 375 px, and 412 px, the phone Lighthouse's mobile preset emulates (where `/careers`
 * measured a layout shift of 0.034 when its heading's width followed the font).
 */
const WIDTHS = [375, 412]
/** Pages with React islands in their first screen (the vacancy and portfolio filters). */
const PAGES = ['/careers']
/** Lighthouse's mobile preset slows the CPU four times: islands start late, as on a phone. */
const CPU_SLOWDOWN = 4

interface Shift {
  value: number
  sources: { node: Node | null }[]
}

/** Every layout shift of the page so far, as `value element "text"`. */
const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)

describe('layout shifts while a page loads on a phone', () => {
  for (const path of PAGES)
    for (const width of WIDTHS)
      it(`${path} at ${width} px: nothing moves when the brand font arrives and the islands start`, async () => {
        const context = await browser().newContext({ viewport: { width, height: 823 } })
        // The font files are held back until the page has painted in the fallback faces: the
        // first visit on a slow network, every time.
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await context.route('**/assets/fonts/*', async (route) => {
          await held
          await route.continue()
        })
        await context.addInitScript(() => {
          const w = window as unknown as { shifts: string[] }
          w.shifts = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Shift[]) {
              const moved = entry.sources.map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement
                return `${el?.tagName ?? '?'}.${el?.className ?? ''} "${el?.textContent?.slice(0, 30) ?? ''}"`
              })
              w.shifts.push(`${entry.value.toFixed(5)} ${moved.join(' | ')}`)
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' })
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length))
          .toBe(1)
        const fallbackPainted = await page.evaluate(
          () => !document.fonts.check(`700 16px "Plus Jakarta Sans"`),
        )
        release()
        await page.waitForFunction(() => document.fonts.check(`700 16px "Plus Jakarta Sans"`))
        await page.evaluate(() => document.fonts.ready)
        // The visitor moves the pointer: the first screen's islands hydrate (src/client/schedule.ts).
        await page.mouse.move(width / 2, 10)
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>('[data-island]')]
            .filter((el) => el.getBoundingClientRect().top < innerHeight)
            .every((el) => el.dataset.hydrated === 'true' || el.dataset.hydrated === 'failed'),
        )
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))),
        )
        const shifts = await shiftsOf(page)
        await context.close()
        expect(fallbackPainted).toBe(true)
        const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0)
        expect(total, shifts.join('\n')).toBe(0)
      })
})
