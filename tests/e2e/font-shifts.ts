import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

/** One layout shift: its score, whether input just before it excuses it, and what moved. */
export interface RecordedShift {
  value: number
  hadRecentInput: boolean
  moved: string
}

/**
 * Holds the brand font's files (or those `files` matches) back until `release()` (the first visit
 * on a slow network: the page paints in the fallback faces first) and records every layout shift of
 * the context's pages (or of the one page given). Read the shifts with `shiftsOf(page)` once the page has settled.
 */
export async function holdFontsAndRecordShifts(
  context: BrowserContext | Page,
  files = '**/assets/fonts/*',
): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(files, async (route) => {
    await held
    await route.continue()
  })
  await context.addInitScript(() => {
    interface Entry {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null }[]
    }
    const w = window as unknown as { shifts: RecordedShift[] }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) {
        const moved = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          return `${el?.tagName ?? '?'}.${el?.className ?? ''} "${el?.textContent?.slice(0, 30) ?? ''}"`
        })
        const { value, hadRecentInput } = entry
        w.shifts.push({ value, hadRecentInput, moved: moved.join(' | ') })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return release
}

/** The layout shifts recorded on the page so far. */
export const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: RecordedShift[] }).shifts)

/** The shifts' total score, and a line per shift for a failure message. */
export function sumOf(shifts: RecordedShift[]): { total: number; report: string } {
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    report: shifts.map((s) => `${s.value.toFixed(5)} ${s.moved}`).join('\n'),
  }
}

/** Waits until the page has painted (in the fallback faces, while the font files are held). */
export async function untilFirstPaint(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length))
    .toBe(1)
}

/**
 * Lets the held font files come (`release`) and waits until `font` (a CSS font, for the `sample`
 * text, if given) is there and every face the page asked for has loaded. Tells whether it was still
 * missing before: the page had painted in the fallback faces.
 */
export async function letFontsArrive(
  page: Page,
  release: () => void,
  font: string,
  sample?: string,
): Promise<{ missingBefore: boolean }> {
  // Serialized into the page: no names from this file.
  const arrived = ([f, text]: [string, string | null]) =>
    text === null ? document.fonts.check(f) : document.fonts.check(f, text)
  const args: [string, string | null] = [font, sample ?? null]
  const missingBefore = !(await page.evaluate(arrived, args))
  release()
  await page.waitForFunction(arrived, args)
  await page.evaluate(() => document.fonts.ready)
  return { missingBefore }
}

/** Waits for the next frame to be drawn, and a little more, so that what moved has been recorded. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))

/** The page's shifts from the `from`-th recorded on, without those input excuses, summed. */
export async function shiftsSince(
  page: Page,
  from = 0,
): Promise<{ total: number; report: string }> {
  const shifts = (await shiftsOf(page)).slice(from)
  return sumOf(shifts.filter((shift) => !shift.hadRecentInput))
}
