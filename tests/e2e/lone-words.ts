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

/**
 * The kept pairs of words (a heading's long first or last pair, in its `keep` span) that a line
 * break can part where the heading is just wide enough for them on one line: a hidden copy of the
 * heading, in the same place and classes, as wide as the pair plus a pixel, holds a spacer that
 * leaves room for the pair's first word only, then the pair. Kept, the pair goes to the next line
 * whole; else its first word stays by the spacer ("software development", 10.9 em, was kept only
 * from a 12 em heading, so balancing alone decided where it broke). In the page.
 */
export function pairsApart(selector: string): string[] {
  const found: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.getClientRects().length) continue
    for (const pair of el.querySelectorAll<HTMLElement>('[class^="keep"]')) {
      const text = pair.textContent ?? ''
      const copy = el.cloneNode(false) as HTMLElement
      copy.removeAttribute('id')
      copy.style.cssText =
        'position: absolute; visibility: hidden; box-sizing: content-box; padding: 0; ' +
        'min-width: 0; max-width: none; text-wrap: wrap; white-space: normal'
      el.after(copy)
      const width = (words: string) => {
        const probe = document.createElement('span')
        probe.textContent = words
        probe.style.whiteSpace = 'pre'
        copy.append(probe)
        const w = probe.getBoundingClientRect().width
        probe.remove()
        return w
      }
      const room = Math.ceil(width(text)) + 1
      const first = text.split(/\s+/)[0] ?? ''
      const spacer = document.createElement('span')
      spacer.style.cssText = `display: inline-block; height: 1px; width: ${room - Math.ceil(width(`${first} `)) - 2}px`
      copy.style.width = `${room}px`
      const kept = pair.cloneNode(true)
      copy.append(spacer, ' ', kept)
      const tops = new Set<number>()
      const walker = document.createTreeWalker(kept, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const rect = range.getClientRects()[0]
          if (rect) tops.add(Math.round(rect.top))
        }
      copy.remove()
      if (tops.size > 1) found.push(`${el.textContent?.trim()}: "${text}" parted at ${room} px`)
    }
  }
  return found
}
