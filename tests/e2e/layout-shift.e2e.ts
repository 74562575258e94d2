import { describe, expect, it } from 'vitest'
import { baseUrl, useBrowser } from './browser'
import {
  holdFontsAndRecordShifts,
  letFontsArrive,
  nextFrame,
  shiftsOf,
  sumOf,
  untilFirstPaint,
} from './font-shifts'

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

describe('layout shifts while a page loads on a phone', () => {
  for (const path of PAGES)
    for (const width of WIDTHS)
      it(`${path} at ${width} px: nothing moves when the brand font arrives and the islands start`, async () => {
        const context = await browser().newContext({ viewport: { width, height: 823 } })
        // The font files are held back until the page has painted in the fallback faces: the
        // first visit on a slow network, every time.
        const release = await holdFontsAndRecordShifts(context)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' })
        await untilFirstPaint(page)
        const { missingBefore: fallbackPainted } = await letFontsArrive(
          page,
          release,
          `700 16px "Plus Jakarta Sans"`,
        )
        // The visitor moves the pointer: the first screen's islands hydrate (src/client/schedule.ts).
        // A move counts once the runtime is there (src/client/capture.ts), which under load can be
        // after the first one: the pointer keeps moving, as a visitor's does, until they have.
        let step = 0
        await expect
          .poll(
            async () => {
              step += 1
              await page.mouse.move(width / 2 + (step % 2) * 8, 10 + step, { steps: 2 })
              return page.evaluate(() =>
                [...document.querySelectorAll<HTMLElement>('[data-island]')]
                  .filter((el) => el.getBoundingClientRect().top < innerHeight)
                  .every(
                    (el) => el.dataset.hydrated === 'true' || el.dataset.hydrated === 'failed',
                  ),
              )
            },
            { timeout: 30_000, interval: 250 },
          )
          .toBe(true)
        await nextFrame(page)
        const shifts = await shiftsOf(page)
        await context.close()
        expect(fallbackPainted).toBe(true)
        const { total, report } = sumOf(shifts)
        expect(total, report).toBe(0)
      })
})
