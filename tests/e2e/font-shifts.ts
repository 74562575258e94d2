import type { BrowserContext, Page } from 'playwright-core'

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
