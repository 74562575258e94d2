// `node scripts/fonts/fallback-metrics.mjs`: the metric overrides of the brand font's fallback faces,
// written to src/styles/font-fallbacks.json (committed; the client build turns it into @font-face
// rules). A fallback face is a local font scaled to the brand font's average character width
// (size-adjust) with the brand font's ascent, descent and line gap, so text set in it takes the
// space the brand font will take: nothing moves when the brand font arrives.
// Reads the brand font from node_modules and each local font from FONT_DIRS (default: the system's
// font folders; Liberation Sans, metric-compatible with Arial, is in Debian's fonts-liberation).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import opentype from 'opentype.js'
import { woff2ToMetricsSfnt } from './woff2-sfnt.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BRAND = `${root}node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`
const OUT = `${root}src/styles/font-fallbacks.json`
const FONT_DIRS = (process.env.FONT_DIRS ?? '/usr/share/fonts/truetype').split(':')

/** Local fonts to stand in for the brand font: the family the CSS names, the local() names, the file. */
const FALLBACKS = [
  {
    family: 'Plus Jakarta Sans Fallback',
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
    file: 'liberation/LiberationSans-Regular.ttf',
  },
  {
    family: 'Plus Jakarta Sans Fallback DejaVu',
    local: ['DejaVu Sans', 'DejaVuSans'],
    file: 'dejavu/DejaVuSans.ttf',
  },
]

// How often each character occurs in English text (letters: Lewand's table, in percent; the space:
// about one character in six): the average width of running text, not of the alphabet.
const FREQUENCY = {
  ' ': 18,
  e: 12.7,
  t: 9.06,
  a: 8.17,
  o: 7.51,
  i: 6.97,
  n: 6.75,
  s: 6.33,
  h: 6.09,
  r: 5.99,
  d: 4.25,
  l: 4.03,
  c: 2.78,
  u: 2.76,
  m: 2.41,
  w: 2.36,
  f: 2.23,
  g: 2.02,
  y: 1.97,
  p: 1.93,
  b: 1.29,
  v: 0.98,
  k: 0.77,
  j: 0.15,
  x: 0.15,
  q: 0.095,
  z: 0.074,
}

/**
 * Average advance width of running text, in ems.
 * @param {import('opentype.js').Font} font
 */
function averageWidth(font) {
  let sum = 0
  let weight = 0
  for (const [char, share] of Object.entries(FREQUENCY)) {
    sum += font.charToGlyph(char).advanceWidth * share
    weight += share
  }
  return sum / weight / font.unitsPerEm
}

/**
 * Ascent, descent and line gap (ems) as browsers use them: typo metrics when the font asks.
 * @param {import('opentype.js').Font} font
 */
function verticalMetrics(font) {
  const { hhea, os2 } = font.tables
  const useTypo = (os2.fsSelection & 0x80) !== 0
  const [ascent, descent, gap] = useTypo
    ? [os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap]
    : [hhea.ascender, hhea.descender, hhea.lineGap]
  return {
    ascent: ascent / font.unitsPerEm,
    descent: -descent / font.unitsPerEm,
    gap: gap / font.unitsPerEm,
  }
}

const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(2)}%`

const findFile = (/** @type {string} */ file) =>
  FONT_DIRS.map((dir) => join(dir, file)).find((path) => existsSync(path))

const brand = opentype.parse(woff2ToMetricsSfnt(readFileSync(BRAND)))
const brandWidth = averageWidth(brand)
const brandVertical = verticalMetrics(brand)
const faces = FALLBACKS.map(({ family, local, file }) => {
  const path = findFile(file)
  if (!path) throw new Error(`${file} not found under ${FONT_DIRS.join(', ')} (set FONT_DIRS)`)
  const fallback = opentype.parse(readFileSync(path).buffer)
  const sizeAdjust = brandWidth / averageWidth(fallback)
  return {
    family,
    local,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(brandVertical.ascent / sizeAdjust),
    descentOverride: percent(brandVertical.descent / sizeAdjust),
    lineGapOverride: percent(brandVertical.gap / sizeAdjust),
  }
})
writeFileSync(OUT, `${JSON.stringify(faces, null, 2)}\n`)
console.log(faces)
