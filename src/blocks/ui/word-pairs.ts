/**
 * Headings never leave one word alone on a line. `text-wrap: balance` alone does when a heading's
 * first or last word is long ("Subscribe / to our blog", "Get our engineering / newsletter"): it
 * evens the lines' widths, whatever their words. So a heading of four words or more keeps its first
 * two and its last two words together (three words on two lines always leave one alone):
 * - a pair that fits the narrowest heading box of the site (SAFE_EM) is joined by a no-break space
 *   (U+00A0): the heading stays one text node, and a screen reader reads the space as any other;
 * - a longer pair is a span (`.keep`, src/styles/base.css), an inline block no wider than its
 *   heading: it goes to the next line whole wherever its two words fit on one line, however wide
 *   they are in the face shown, and its words wrap inside it only in a heading narrower than they
 *   are, so it never overflows. (A width estimated here is off by the font's kerning, the headings'
 *   letter-spacing and the fallback face: a pair of 10.9 em waited for a 12 em heading before.)
 * Widths are the brand font's advances at its boldest heading weight, without the headings'
 * negative letter-spacing: an upper bound of what the pair takes.
 */

/**
 * Advance widths of Plus Jakarta Sans in hundredths of an em, of the characters from the space
 * (U+0020) to the tilde (U+007E): the wider of its 700 and 800 weights, rounded up, measured in
 * Chromium. Other characters take the width of their base letter (é → e), else the widest.
 */
const ADVANCES = [
  18, 40, 54, 96, 65, 107, 82, 34, 41, 41, 56, 68, 39, 64, 41, 54, 71, 42, 60, 62, 67, 62, 61, 57,
  64, 61, 41, 43, 68, 68, 68, 62, 93, 74, 70, 78, 74, 60, 59, 81, 74, 29, 40, 69, 55, 92, 75, 88,
  65, 88, 67, 65, 56, 73, 72, 104, 69, 68, 58, 45, 54, 45, 68, 69, 40, 59, 68, 62, 68, 62, 41, 66,
  60, 26, 26, 59, 26, 93, 60, 66, 68, 68, 39, 52, 43, 60, 59, 92, 59, 61, 50, 43, 43, 43, 68,
]
const FIRST_CODE = 0x20
const WIDEST = 1.07
/** The fallback faces shown until the brand font arrives may set a word a little wider. */
const MARGIN = 1.04

/**
 * The narrowest box a heading is set in, in its own em: a page title at 320 px (280 px of column
 * for a 32 px `h1`: 8.75 em), with a quarter em to spare. A pair this wide fits every heading.
 */
export const SAFE_EM = 8.5
/** The class of a long pair's span: an inline block no wider than its heading. */
export const KEEP_CLASS = 'keep'

/** The width of a text in the brand font's em, an upper bound (see ADVANCES). */
export function textEm(text: string): number {
  let em = 0
  for (const char of text.replace(/\u00a0/g, ' ')) {
    const code = char.normalize('NFD').charCodeAt(0) - FIRST_CODE
    em += (ADVANCES[code] ?? WIDEST * 100) / 100
  }
  return em * MARGIN
}

/** One pair of words to keep together: where it stands in the text, and its span's class. */
export interface WordPair {
  /** The pair's first and last character indexes (end exclusive) in the text. */
  start: number
  end: number
  /** Null: joined by a no-break space; else its span's class (KEEP_CLASS). */
  keep: string | null
}

function pairAt(text: string, first: RegExpExecArray, second: RegExpExecArray): WordPair {
  return {
    start: first.index,
    end: second.index + second[0].length,
    keep: textEm(`${first[0]} ${second[0]}`) > SAFE_EM ? KEEP_CLASS : null,
  }
}

/**
 * The pairs of words of a heading's text to keep together: its first two and its last two words,
 * when it has four or more (a break stays between the pairs).
 * Words are cut at the spaces HTML breaks lines at: words joined by a no-break space are one word.
 */
export function wordPairs(text: string): WordPair[] {
  const joined = [...text.matchAll(/[^ \t\n\r\f]+/g)]
  const n = joined.length
  if (n < 4) return []
  const pairs: WordPair[] = []
  const first = joined[0]
  const second = joined[1]
  const beforeLast = joined[n - 2]
  const last = joined[n - 1]
  if (first && second) pairs.push(pairAt(text, first, second))
  if (beforeLast && last) pairs.push(pairAt(text, beforeLast, last))
  return pairs
}

/** A no-break space: the one between the words of a kept pair. */
export const NBSP = '\u00a0'

/** One run of a heading's text after its pairs are kept: plain text, or a long pair's span. */
export type HeadingRun = string | { keep: string; text: string }

/**
 * A heading's text as runs: the text with its short pairs joined by a no-break space, cut around
 * the spans of its long pairs (one run when it has none).
 */
export function headingRuns(text: string): HeadingRun[] {
  const runs: HeadingRun[] = []
  let plain = ''
  let cursor = 0
  for (const pair of wordPairs(text)) {
    plain += text.slice(cursor, pair.start)
    const words = text.slice(pair.start, pair.end)
    if (pair.keep === null) plain += words.replace(/[ \t\n\r\f]+/, NBSP)
    else {
      if (plain) runs.push(plain)
      runs.push({ keep: pair.keep, text: words })
      plain = ''
    }
    cursor = pair.end
  }
  plain += text.slice(cursor)
  if (plain || !runs.length) runs.push(plain)
  return runs
}
