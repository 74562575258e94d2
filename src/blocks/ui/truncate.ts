/** The spec's limit for the text of a card (section 9). */
export const CARD_TEXT_MAX = 70

/**
 * Words that never end a cut text, nor stand just before its last word: a cut after them reads
 * as broken off mid-phrase ("reminders and a…", "markets and four…"). The site's copy is English.
 */
const FUNCTION_WORDS = new Set(
  'a an the this these those every each some any and or nor but of for to in on at by with from into onto via as that than across over per its their our your'.split(
    ' ',
  ),
)

/** Spaces and clause punctuation a cut text does not end on. */
const TRAILING = /[\s,;:.·–—-]+$/u

const isFunctionWord = (word: string | undefined) =>
  word !== undefined && FUNCTION_WORDS.has(word.toLowerCase())

/**
 * A cut taken back, word by word, to a word that ends a phrase well: neither a function word nor
 * the one word after it. When that leaves fewer than `min` characters, the cut stays as it was.
 */
function phraseEnd(cut: string, min: number): string {
  let kept = cut
  for (;;) {
    const words = kept.split(' ')
    const drop = isFunctionWord(words.at(-1)) ? 1 : isFunctionWord(words.at(-2)) ? 2 : 0
    if (drop === 0) return kept
    kept = words.slice(0, -drop).join(' ').replace(TRAILING, '')
    if (Array.from(kept).length < min) return cut
  }
}

/**
 * Card text longer than `max` characters: the part shown, a prefix of the trimmed text, cut at a
 * word boundary when one is near and then back to a phrase's end, without trailing punctuation;
 * with the ellipsis after it, at most `max` characters (code points). Text that fits is whole.
 */
export function cardTextCut(text: string, max = CARD_TEXT_MAX): { shown: string; cut: boolean } {
  const trimmed = text.trim()
  const chars = Array.from(trimmed)
  if (chars.length <= max) return { shown: trimmed, cut: false }
  let cut = chars.slice(0, max - 1).join('')
  // Cut inside a word: go back to a word boundary when there is one in the last quarter.
  const insideWord = !/\s/u.test(chars[max - 1] ?? ' ')
  const space = cut.lastIndexOf(' ')
  const nearBoundary = space > 0 && space >= cut.length - Math.floor(max / 4)
  if (insideWord && nearBoundary) cut = cut.slice(0, space)
  cut = cut.replace(TRAILING, '')
  if (!insideWord || nearBoundary) cut = phraseEnd(cut, Math.floor(max / 2))
  return { shown: cut, cut: true }
}

/** Card text cut as `cardTextCut` says, the ellipsis (…) after the part shown when cut. */
export function truncate(text: string, max = CARD_TEXT_MAX): string {
  const { shown, cut } = cardTextCut(text, max)
  return cut ? `${shown}…` : shown
}
