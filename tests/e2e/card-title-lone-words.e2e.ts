import { describe, expect, it } from 'vitest'
import { baseUrl, useBrowser } from './browser'

const browser = useBrowser()

/** The review's six widths. */
const WIDTHS = [320, 375, 768, 1024, 1440, 1920]
/** Pages that list cards, and their card titles. */
const PAGES = { '/services': '.overview-title', '/careers': '.vacancy-card h3' }

/**
 * The card titles on the page that leave one word alone on a line although their words could be
 * set two or more to a line (or all on one) within the title's width, with a pixel to spare.
 */
function loneWords(selector: string): string[] {
  const found: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.getClientRects().length) continue
    const words: { word: string; top: number }[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rect = range.getClientRects()[0]
        if (rect) words.push({ word: match[0], top: Math.round(rect.top) })
      }
    const lines: string[][] = []
    let top = NaN
    for (const { word, top: wordTop } of words) {
      if (Math.abs(wordTop - top) < 4) lines[lines.length - 1]?.push(word)
      else lines.push([word])
      top = wordTop
    }
    if (lines.length < 2 || lines.every((line) => line.length > 1)) continue
    const style = getComputedStyle(el)
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) throw new Error('no canvas')
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    context.letterSpacing = style.letterSpacing
    const all = words.map(({ word }) => word)
    const fits = (from: number, to: number) =>
      context.measureText(all.slice(from, to).join(' ')).width <= room - 1
    // Could words from `from` on be set in lines of two or more words, each within the room?
    const settable = (from: number): boolean => {
      if (from === all.length) return true
      for (let to = from + 2; to <= all.length && fits(from, to); to++)
        if (settable(to)) return true
      return false
    }
    if (fits(0, all.length) || settable(0))
      found.push(lines.map((line) => line.join(' ')).join(' / '))
  }
  return found
}

describe('card titles', () => {
  for (const width of WIDTHS)
    it(`leave no word alone on a line where two would fit (${width} px)`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const found: string[] = []
      for (const [path, selector] of Object.entries(PAGES)) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        expect(await page.locator(selector).count(), `${path} ${selector}`).toBeGreaterThan(2)
        found.push(...(await page.evaluate(loneWords, selector)).map((t) => `${path}: ${t}`))
      }
      await context.close()
      expect(found).toEqual([])
    })
})
