/* Checks of how headings wrap, run in the page: shared by the heading and card title tests. */

/**
 * The headings (or card titles) matching `selector` that leave one word alone on a line although
 * their words could be set two or more to a line (or all on one) within their width, with a pixel
 * to spare. Runs in the page (`page.evaluate`).
 */
export function loneWords(selector: string): string[] {
  const found: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.getClientRects().length) continue
    const words: { word: string; top: number }[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text kept for screen readers only (the rest of a cut card title) is not set in lines.
      const box = node.parentElement?.getBoundingClientRect()
      if (box && (box.width <= 1 || box.height <= 1)) continue
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rect = range.getClientRects()[0]
        if (rect) words.push({ word: match[0], top: Math.round(rect.top) })
      }
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

/**
 * The headings matching `selector` whose text reaches past their box: a pair of words kept together
 * must never make a heading overflow a narrow column (the words wrap there instead). In the page.
 */
export function overflowing(selector: string): string[] {
  const found: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const box = el.getBoundingClientRect()
    // Not shown, or a heading kept for screen readers only (a 1 px box: a partner's name its logo shows).
    if (box.width <= 1 || box.height <= 1) continue
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text a visitor sees: not a script's, nor one kept for screen readers in a 1 px box.
      let hidden = false
      for (let up = node.parentElement; up && up !== el; up = up.parentElement) {
        const rect = up.getBoundingClientRect()
        if (up.tagName === 'SCRIPT' || rect.width <= 1 || rect.height <= 1) hidden = true
      }
      if (hidden) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects())
        if (rect.width && (rect.left < box.left - 1 || rect.right > box.right + 1))
          found.push(`${el.textContent?.trim()}: "${node.textContent}" reaches past the box`)
    }
  }
  return found
}
