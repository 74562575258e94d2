/** The spec's limit for the text of a card (section 9). */
export const CARD_TEXT_MAX = 70

/**
 * Card text longer than `max` characters is cut, at a word boundary when one is near, and ends
 * with an ellipsis; the result, ellipsis included, is at most `max` characters (code points).
 */
export function truncate(text: string, max = CARD_TEXT_MAX): string {
  const trimmed = text.trim()
  const chars = Array.from(trimmed)
  if (chars.length <= max) return trimmed
  let cut = chars.slice(0, max - 1).join('')
  // Cut inside a word: go back to a word boundary when there is one in the last quarter.
  const insideWord = !/\s/u.test(chars[max - 1] ?? ' ')
  const space = cut.lastIndexOf(' ')
  if (insideWord && space > 0 && space >= cut.length - Math.floor(max / 4)) {
    cut = cut.slice(0, space)
  }
  return `${cut.replace(/[\s,;:.·–—-]+$/u, '')}…`
}
