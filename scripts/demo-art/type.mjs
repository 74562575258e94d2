// Text drawn as SVG paths from fonts shipped on npm (@fontsource), so that the art looks the same
// in every browser and in the rasterised Open Graph images, with no font to load.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype from 'opentype.js'

const require = createRequire(import.meta.url)

/**
 * The typefaces of the demo art: family (fontsource package) and weight.
 * @type {Record<string, [family: string, weight: number]>}
 */
export const FACES = {
  poppins: ['poppins', 600],
  poppinsBold: ['poppins', 700],
  montserrat: ['montserrat', 800],
  grotesk: ['space-grotesk', 700],
  serif: ['dm-serif-display', 400],
  playfair: ['playfair-display', 700],
  mono: ['ibm-plex-mono', 600],
}

/** @type {Map<string, import('opentype.js').Font>} */
const fonts = new Map()

/**
 * The opentype.js font of a face (WOFF 1: opentype.js reads it without a decompressor).
 * @param {string} face
 */
export function font(face) {
  let loaded = fonts.get(face)
  if (!loaded) {
    const known = FACES[face]
    if (!known) throw new Error(`no typeface ${face} in FACES`)
    const [family, weight] = known
    const file = require.resolve(
      `@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`,
    )
    const bytes = readFileSync(file)
    loaded = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    )
    fonts.set(face, loaded)
  }
  return loaded
}

/**
 * The advance width of `text` at `size`, with `tracking` extra space per letter.
 * @param {string} text
 * @param {string} face
 * @param {number} size
 */
export function measure(text, face, size, tracking = 0) {
  return font(face).getAdvanceWidth(text, size) + tracking * Math.max(0, text.length - 1)
}

/**
 * `text` as one `<path>` with its baseline at y; anchor start, middle or end at x. Coordinates are
 * rounded to `precision` decimals: a wordmark costs a few hundred bytes.
 * @param {string} text
 * @param {{ x: number, y: number, size: number, face?: string, fill: string, anchor?: string, tracking?: number, precision?: number, extra?: string }} options
 */
export function textPath(
  text,
  {
    x,
    y,
    size,
    face = 'poppins',
    fill,
    anchor = 'start',
    tracking = 0,
    precision = size < 24 ? 0 : 1,
    extra = '',
  },
) {
  const width = measure(text, face, size, tracking)
  let cursor = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
  const f = font(face)
  let d = ''
  if (tracking === 0) d = pathData(f.getPath(text, cursor, y, size), precision)
  else {
    for (const ch of text) {
      d += pathData(f.getPath(ch, cursor, y, size), precision)
      cursor += f.getAdvanceWidth(ch, size) + tracking
    }
  }
  return `<path d="${d}" fill="${fill}"${extra}/>`
}

/**
 * SVG path data of an opentype.js path (its own toPathData can print NaN for some offsets).
 * @param {import('opentype.js').Path} path
 * @param {number} precision
 */
function pathData(path, precision) {
  const k = 10 ** precision
  const n = (/** @type {number} */ v) => String(Math.round(v * k) / k)
  return path.commands
    .map((c) => {
      if (c.type === 'Z') return 'Z'
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
      return `${c.type}${n(c.x)} ${n(c.y)}`
    })
    .join('')
}

/**
 * Words of `text` in lines no wider than `width` at `size`, at most `max` lines (the last ends in …).
 * @param {string} text
 * @param {string} face
 * @param {number} size
 * @param {number} width
 */
export function wrap(text, face, size, width, max = 3) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (measure(next, face, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length > max) {
    const kept = lines.slice(0, max)
    kept[max - 1] = `${kept[max - 1]}…`
    return kept
  }
  return lines
}
