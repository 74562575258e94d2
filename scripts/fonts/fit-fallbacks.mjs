// The fit of the brand font's fallback faces (fallback-metrics.mjs runs it; the e2e test
// font-fallback-metrics.e2e.ts checks the committed faces against it). It depends only on its
// inputs, so a run reproduces the committed faces: the text sample (fallback-text.json, read from
// the site once), the font files (checked by their SHA-256, below: another version of a local font
// has other advances), the brand font in node_modules (the lockfile pins it) and the browser that
// measures (the npm package's Chromium, pinned in package.json).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import opentype from 'opentype.js'
import { woff2ToMetricsSfnt } from './woff2-sfnt.mjs'

/* global document */

const root = fileURLToPath(new URL('../..', import.meta.url))
export const BRAND = `${root}node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`
export const STYLES = `${root}src/styles`
/** The site's text, by weight and size, as fallback-metrics.mjs --read-site found it. */
export const SAMPLE = `${root}scripts/fonts/fallback-text.json`
/** From this weight up, a fallback face uses the local font's bold cut (CSS's bold threshold). */
const BOLD_FROM = 600
/** Text a weight needs in the sample to be fitted on its own. */
const MIN_CHARS = 500

/**
 * The files measured, each as the Debian package that ships it (`apt-get download <package>`,
 * `dpkg-deb -x <deb> <dir>`, FONT_DIRS=<dir>; DejaVu Sans is in fonts-dejavu-core, installed on
 * most Linux machines). Only measured, never committed.
 * @type {Record<string, { package: string, sha256: string }>}
 */
export const FONT_FILES = {
  'LiberationSans-Regular.ttf': {
    package: 'fonts-liberation2 2.1.5-1',
    sha256: '8d91388f1d3604b3b8ae0e3ee2d140e50cd6122f9214514f4aca772540a4076d',
  },
  'LiberationSans-Bold.ttf': {
    package: 'fonts-liberation2 2.1.5-1',
    sha256: 'ba0e0dc3f7aca5b0afbc31e800531ee43be3aa79ae35b2ef1f6470a9547765c4',
  },
  'Roboto-Regular.ttf': {
    package: 'fonts-roboto-unhinted 2:0~20170802-3',
    sha256: '797e35f7f5d6020a5c6ea13b42ecd668bcfb3bbc4baa0e74773527e5b6cb3174',
  },
  'Roboto-Bold.ttf': {
    package: 'fonts-roboto-unhinted 2:0~20170802-3',
    sha256: '36f3709dea3e3ce3c6aedc058079e55980825f898f1e901d091c73c40de8bab1',
  },
  'DejaVuSans.ttf': {
    package: 'fonts-dejavu-core 2.37-6',
    sha256: 'abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322',
  },
  'DejaVuSans-Bold.ttf': {
    package: 'fonts-dejavu-core 2.37-6',
    sha256: '0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96',
  },
}

/**
 * @typedef {{ local: string[], file: string }} LocalFont a local font: its local() names, and the
 *   file it is measured from
 * @typedef {{ family: string, regular: LocalFont, bold: LocalFont }} Fallback a fallback family:
 *   its regular cut, and its bold cut for weights from BOLD_FROM up
 * @typedef {{ text: string, chars: number }} Run text of one weight and size, and how many
 *   characters of it the pages set (the text is capped)
 * @typedef {{ plain: Record<string, Run>, caps: Record<string, Run> }} Sample the site's text by
 *   "weight size", mixed case and capitals (text-transform: uppercase) apart
 * @typedef {{ family: string, weight: number, local: string[], unicodeRange?: string,
 *   sizeAdjust: string, ascentOverride: string, descentOverride: string,
 *   lineGapOverride: string }} Face
 */

/**
 * Local fonts to stand in for the brand font, as the CSS names them, each sized to the brand font's
 * width at a large size: text scales linearly with its size in them. Arial (and its metric twins)
 * is laid out with fractional advances on Windows and macOS, Roboto on Android; DejaVu Sans, Chromium's fallback on
 * Linux (fc-match sans-serif), is hinted, set at a whole-pixel size with whole-pixel advances
 * unless the text asks for `text-rendering: geometricPrecision`, as the site's does (base.css).
 * Its bold cut sets bold text: Chromium's emboldened regular cut keeps the regular's advances.
 * @type {Fallback[]}
 */
export const FALLBACKS = [
  {
    family: 'Plus Jakarta Sans Fallback',
    regular: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
      file: 'LiberationSans-Regular.ttf',
    },
    bold: {
      local: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
        'Helvetica Bold',
        'Helvetica-Bold',
      ],
      file: 'LiberationSans-Bold.ttf',
    },
  },
  {
    family: 'Plus Jakarta Sans Fallback Roboto',
    regular: { local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'], file: 'Roboto-Regular.ttf' },
    bold: { local: ['Roboto Bold', 'Roboto-Bold'], file: 'Roboto-Bold.ttf' },
  },
  {
    family: 'Plus Jakarta Sans Fallback DejaVu',
    regular: { local: ['DejaVu Sans', 'DejaVuSans'], file: 'DejaVuSans.ttf' },
    bold: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], file: 'DejaVuSans-Bold.ttf' },
  },
]

/** Where the font files are: FONT_DIRS (colon-separated), else Linux's fonts. */
export const fontDirs = () => (process.env.FONT_DIRS ?? '/usr/share/fonts').split(':')

/**
 * Characters fitted apart, each class a face of its own (a size-adjust, and the unicode-range of
 * the class) declared after the face for all other text: of two faces for a character, the
 * browser takes the last one declared. One scale for all set single words and labels in Title Case
 * ("Data Platform", "Case Studies") some 4 % narrower than the brand font, and a row of them
 * broke elsewhere when it arrived: its space is far narrower than a local font's (DejaVu Sans's
 * is 39 % wider at the scale of its letters), so a fit on running text shrank the letters to make
 * up for the spaces; and next to a local font's, its capitals are wider than its lower case
 * (DejaVu Sans) or narrower (Arial, Roboto) by 5 to 8 %.
 * @type {{ name: string, unicodeRange: string, chars: RegExp, min: number }[]}
 */
export const CLASSES = [
  {
    name: 'capitals',
    unicodeRange: 'U+0041-005A,U+00C0-00D6,U+00D8-00DE',
    chars: /[A-Z\u00C0-\u00D6\u00D8-\u00DE]/g,
    min: 150,
  },
  { name: 'digits', unicodeRange: 'U+0030-0039', chars: /[0-9]/g, min: 50 },
  // The no-break space too: headings keep word pairs together with it (word-pairs.ts).
  { name: 'spaces', unicodeRange: 'U+0020,U+00A0', chars: /[ \u00A0]/g, min: 1 },
]

/**
 * Faces set a little off their fitted scale, by the layout shift measured when the brand font
 * arrives late (tests/e2e/font-swap-shifts.e2e.ts): a word's width still differs by a few percent
 * from the fit, either way, and where a line breaks a tenth of a percent can move it. DejaVu Sans
 * Bold at its scale set "We're sorry to see you go!" (/unsubscribe from 1300 px) 636.6 px wide
 * in 640 px, where the brand font takes 641.8 px and breaks the line.
 * @type {Map<string, number>}
 */
const NUDGE = new Map([['Plus Jakarta Sans Fallback DejaVu 700', 1.008]])

/** The weights the stylesheets ask for (bold and the browser's bold headings are 700). */
export function weightsUsed() {
  const weights = new Set([400, 700])
  for (const file of readdirSync(STYLES).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(join(STYLES, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const [, value] of css.matchAll(/font-weight:\s*(\w+)/g))
      weights.add(value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value))
    for (const [, value] of css.matchAll(/\bfont:\s*(\d{3})\s/g)) weights.add(Number(value))
  }
  const bad = [...weights].filter((w) => !Number.isInteger(w) || w < 100 || w > 900)
  if (bad.length) throw new Error(`font weights not understood: ${bad.join(', ')}`)
  return [...weights].sort((a, b) => a - b)
}

/**
 * A font file found under one of `dirs`, checked to be the version the faces were fitted to.
 * @param {string} name
 * @param {string[]} dirs
 */
export function fontFile(name, dirs) {
  /** @param {string} dir @returns {string | undefined} */
  const search = (dir) => {
    if (!existsSync(dir)) return undefined
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name)
      if (entry.isFile() && entry.name === name) return path
      if (entry.isDirectory()) {
        const found = search(path)
        if (found) return found
      }
    }
    return undefined
  }
  const expected = FONT_FILES[name]
  if (!expected) throw new Error(`${name} is not one of the fonts measured (FONT_FILES)`)
  const path = dirs.map(search).find(Boolean)
  if (!path) throw new Error(`${name} (${expected.package}) not found under ${dirs.join(', ')}`)
  const sha256 = createHash('sha256').update(readFileSync(path)).digest('hex')
  if (sha256 !== expected.sha256)
    throw new Error(`${path} is not the file of ${expected.package} (SHA-256 ${sha256})`)
  return path
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

const dataUrl = (/** @type {string} */ path, /** @type {string} */ type) =>
  `data:${type};base64,${readFileSync(path).toString('base64')}`

const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(2)}%`

/**
 * The text of the sample at a weight, all sizes, mixed case and capitals (as set).
 * @param {Sample} sample
 * @param {number} weight
 */
function textAt(sample, weight) {
  const runs = {
    ...sample.plain,
    ...Object.fromEntries(Object.entries(sample.caps).map(([key, run]) => [`${key} caps`, run])),
  }
  return Object.keys(runs)
    .sort()
    .filter((key) => key.startsWith(`${weight} `))
    .map((key) => runs[key]?.text ?? '')
    .join(' ')
}

/**
 * The texts to fit a weight's faces on: the characters of each class, and the text without them;
 * from all of the sample's text where the weight has too little (a few figures are no sample).
 * @param {Sample} sample
 * @param {number} weight
 * @param {number[]} weights
 * @returns {Map<string, string>} by class name, '' for the rest
 */
function textsFor(sample, weight, weights) {
  const own = textAt(sample, weight)
  const all = weights.map((w) => textAt(sample, w)).join(' ')
  const texts = new Map()
  for (const { name, chars, min } of CLASSES) {
    const of = (/** @type {string} */ text) => (text.match(chars) ?? []).join('')
    texts.set(name, of(own).length >= min ? of(own) : of(all))
  }
  const rest = (/** @type {string} */ text) =>
    CLASSES.reduce((left, { chars }) => left.replace(chars, ''), text)
  texts.set('', rest(own).length >= MIN_CHARS ? rest(own) : rest(all))
  return texts
}

/**
 * The faces of the given fallbacks, fitted in a page of the measuring browser: for each weight
 * the stylesheets set, the size-adjust with which the local font takes the brand font's width in
 * the sample's text (the ratio of their widths at 1000 px, canvas measureText, kerning included,
 * the variable brand font instanced by the browser), each class of CLASSES apart, and the brand
 * font's vertical metrics.
 * @param {import('playwright-core').Page} page a blank page
 * @param {{ sample: Sample, weights: number[], fallbacks: Fallback[], fontDirs: string[] }} input
 * @returns {Promise<Face[]>}
 */
export async function fitFaces(page, { sample, weights, fallbacks, fontDirs }) {
  const measured = fallbacks.flatMap((fallback, f) =>
    weights.map((weight) => {
      const font = weight >= BOLD_FROM ? fallback.bold : fallback.regular
      const name = `measure-${f}-${weight}`
      const src = `url(${dataUrl(fontFile(font.file, fontDirs), 'font/ttf')})`
      const css = `@font-face{font-family:${name};font-weight:${weight};src:${src}}`
      return { fallback, weight, font, name, css }
    }),
  )
  const brandFace = `@font-face{font-family:brand;font-weight:200 800;src:url(${dataUrl(BRAND, 'font/woff2')})}`
  await page.setContent(
    `<style>${[brandFace, ...measured.map(({ css }) => css)].join('\n')}</style>`,
  )

  /** The width (px) of a text at 1000 px in a family at a weight. */
  const widthOf = (/** @type {string} */ family, /** @type {number} */ weight, text = '') =>
    page.evaluate(
      async ({ family, weight, text }) => {
        const font = `${weight} 1000px ${family}`
        await document.fonts.load(font)
        if (!document.fonts.check(font)) throw new Error(`${font} did not load`)
        const context = document.createElement('canvas').getContext('2d')
        if (!context) throw new Error('no canvas')
        context.font = font
        return context.measureText(text).width
      },
      { family, weight, text },
    )

  const brand = verticalMetrics(opentype.parse(woff2ToMetricsSfnt(readFileSync(BRAND))))
  /** @type {Face[]} */
  const faces = []
  for (const { name: cls, unicodeRange } of [{ name: '', unicodeRange: '' }, ...CLASSES])
    for (const { fallback, weight, font, name } of measured) {
      const text = textsFor(sample, weight, weights).get(cls) ?? ''
      const nudge = NUDGE.get(`${fallback.family} ${weight}${cls ? ` ${cls}` : ''}`) ?? 1
      const sizeAdjust =
        ((await widthOf('brand', weight, text)) / (await widthOf(name, weight, text))) * nudge
      faces.push({
        family: fallback.family,
        weight,
        local: font.local,
        ...(unicodeRange ? { unicodeRange } : {}),
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(brand.ascent / sizeAdjust),
        descentOverride: percent(brand.descent / sizeAdjust),
        lineGapOverride: percent(brand.gap / sizeAdjust),
      })
    }
  return faces
}
