// `node scripts/fonts/fallback-metrics.mjs`: the metric overrides of the brand font's fallback faces,
// written to src/styles/font-fallbacks.json (committed; the client build turns it into @font-face
// rules). A fallback face is a local font scaled to the width the brand font's text takes
// (size-adjust) with the brand font's ascent, descent and line gap, so text set in it takes the
// space the brand font will take when it arrives.
//
// One face per weight the stylesheets use: the brand font is variable, and its bold is wider next
// to a local bold than its regular is next to a local regular. Widths are measured in Chromium
// (canvas measureText, kerning included) at each weight, the variable font instanced by the
// browser itself, on the text the site sets (read from the running site at SITE_URL, default
// http://127.0.0.1:8787: `npm start` first). Weights from 600 up use the local font's bold cut.
//
// Cyrillic, which the brand font lacks, is set in Onest's Cyrillic under the brand family
// (src/styles/brand-font.ts), so each fallback family has Cyrillic faces too, with that range alone:
// the same local fonts sized to Onest's width in the site's Cyrillic text (read from the pages whose
// address is Cyrillic, and any other), with Onest's ascent and descent.
// SCRIPTS=cyrillic fits only the Cyrillic faces and keeps the Latin ones as committed (they are
// checked against the layout-shift tests, see NUDGE); the default fits both.
//
// Liberation Sans (metric-compatible with Arial and Arimo) and Roboto (Android's sans-serif) are
// measured from their files under FONT_DIRS (Debian's fonts-liberation2 and fonts-roboto-unhinted:
// `apt-get download <package>`, `dpkg-deb -x <deb> <dir>` for each, then FONT_DIRS=<dir>); their
// files are only measured, never committed. DejaVu Sans is measured as this machine's Chromium
// finds it (local()).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import opentype from 'opentype.js'
import { chromium } from 'playwright-core'
import { woff2ToMetricsSfnt } from './woff2-sfnt.mjs'

/* global document, NodeFilter, getComputedStyle -- the page.evaluate callbacks run in the page */

const root = fileURLToPath(new URL('../..', import.meta.url))
const BRAND = `${root}node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`
/** The Cyrillic face's file, as src/styles/brand-font.ts names it (CYRILLIC_FONT). */
const CYRILLIC = `${root}node_modules/@fontsource-variable/onest/files/onest-cyrillic-wght-normal.woff2`
const OUT = `${root}src/styles/font-fallbacks.json`
const STYLES = `${root}src/styles`
const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '')
const FONT_DIRS = (process.env.FONT_DIRS ?? '/usr/share/fonts').split(':')
/** From this weight up, a fallback face uses the local font's bold cut (CSS's bold threshold). */
const BOLD_FROM = 600
/** Pages read for their text: one of each type, at a phone's and a desktop's width. */
const PAGES = ['/', '/services', '/case-studies', '/careers', '/contact', '/about', '/how-we-work']
const PAGE_PREFIXES = ['/services/', '/case-studies/', '/careers/']
const WIDTHS = [375, 1440]
/** Text kept per weight and size: enough to average out single words. */
const MAX_CHARS = 4000
/** Text a weight needs on the pages to be fitted on its own. */
const MIN_CHARS = 500
/** The scripts whose faces are fitted: `latin` (the brand font's) and `cyrillic` (Onest's). */
const SCRIPTS = (process.env.SCRIPTS ?? 'latin,cyrillic').split(',')
/** Letters of the Cyrillic face's range (its unicode-range less U+2116, a sign). */
const CYRILLIC_LETTERS = /[\u0400-\u045f\u0490\u0491\u04b0\u04b1]+/g

/**
 * @typedef {{ local: string[], file?: string }} LocalFont a local font: its local() names, and its
 *   file when it is measured from FONT_DIRS rather than as this machine's Chromium finds it
 * @typedef {{ family: string, regular: LocalFont, bold: LocalFont }} Fallback a fallback family:
 *   its regular cut, and its bold cut for weights from BOLD_FROM up
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
const FALLBACKS = [
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
    regular: { local: ['DejaVu Sans', 'DejaVuSans'] },
    bold: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
  },
]

/** The weights the stylesheets ask for (bold and the browser's bold headings are 700). */
function weightsUsed() {
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
 * The text the site sets, by weight and font size ("700 12.8"), and how many characters of it
 * there are, from one page of each type at SITE_URL.
 * @param {import('playwright-core').Browser} browser
 */
async function siteText(browser) {
  const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  const first = PAGE_PREFIXES.map((prefix) =>
    paths.find((path) => path.startsWith(prefix) && path.length > prefix.length),
  )
  const cyrillicPages = paths.filter((path) => /[\u0400-\u04ff]/.test(decodeURIComponent(path)))
  if (SCRIPTS.includes('cyrillic') && !cyrillicPages.length)
    throw new Error(`no page with a Cyrillic address in ${SITE_URL}/sitemap.xml`)
  /** @type {Map<string, { text: string, chars: number }>} */
  const groups = new Map()
  /** @type {Map<number, string>} */
  const cyrillic = new Map()
  for (const width of WIDTHS)
    for (const path of [...PAGES, ...first, ...cyrillicPages]) {
      if (!path) continue
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(`${SITE_URL}${path}`, { waitUntil: 'load' })
      const runs = await page.evaluate(() => {
        const found = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement
          const text = node.textContent?.replace(/\s+/g, ' ').trim()
          if (!el || !text || el.closest('script, style, svg, noscript')) continue
          if (!el.getClientRects().length) continue
          const style = getComputedStyle(el)
          // Capitals only (labels): one size-adjust cannot fit them and mixed-case text at once
          // (the brand font's capitals are wide), and mixed-case text is most of what wraps.
          if (style.textTransform === 'uppercase') continue
          found.push({ key: `${style.fontWeight} ${parseFloat(style.fontSize)}`, text })
        }
        return found
      })
      await page.close()
      for (const { key, text: run } of runs) {
        // Cyrillic letters are fitted apart: the brand font's faces never set them.
        const weight = Number(key.split(' ')[0])
        if (run.match(CYRILLIC_LETTERS))
          cyrillic.set(weight, `${cyrillic.get(weight) ?? ''}${run} `)
        const text = run.replace(CYRILLIC_LETTERS, '').trim()
        if (!text) continue
        const group = groups.get(key) ?? { text: '', chars: 0 }
        group.chars += text.length
        if (group.text.length < MAX_CHARS) group.text += `${text} `
        groups.set(key, group)
      }
    }
  if (!groups.size) throw new Error(`no text read from ${SITE_URL}`)
  return { groups, cyrillic }
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

/** @param {string} name a font file's name, found under one of FONT_DIRS */
function findFile(name) {
  /** @param {string} dir @returns {string | undefined} */
  const search = (dir) => {
    if (!existsSync(dir)) return undefined
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isFile() && entry.name === name) return path
      if (entry.isDirectory()) {
        const found = search(path)
        if (found) return found
      }
    }
    return undefined
  }
  for (const dir of FONT_DIRS) {
    const found = search(dir)
    if (found) return found
  }
  throw new Error(`${name} not found under ${FONT_DIRS.join(', ')} (set FONT_DIRS)`)
}

/** As tests/e2e/chromium-path.ts: CHROME_PATH, else the npm package's Chromium unpacked in .tmp/. */
async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  process.env.TMPDIR = `${root}.tmp/chromium-153`
  mkdirSync(process.env.TMPDIR, { recursive: true })
  const { default: sparticuz } = await import('@sparticuz/chromium')
  return sparticuz.executablePath()
}

const dataUrl = (/** @type {string} */ path, /** @type {string} */ type) =>
  `data:${type};base64,${readFileSync(path).toString('base64')}`

const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(2)}%`

const weights = weightsUsed()
/**
 * Faces set a little off their linear ratio, by the layout shift measured when the brand font
 * arrives late (tests/e2e/font-swap-shifts.e2e.ts, layout-shift.e2e.ts): a text's width differs
 * by up to 2 % from the average, either way. At its ratio, DejaVu Sans Bold sets "Build your career
 * with us" (/careers at 412 px) 0.2 px wider than its box, where the brand font fits it; 0.28 %
 * smaller, it fits too, and the rest of the site moves no more than at the ratio. The ratios
 * depend on the text the site shows when this runs (by some tenths of a percent), and a tenth can
 * move a line: measure a new run with those tests before committing it.
 */
const NUDGE = new Map([['Plus Jakarta Sans Fallback DejaVu 700', 0.9972]])

/** One measured face per fallback and weight. */
const measured = FALLBACKS.flatMap((fallback, f) =>
  weights.map((weight) => {
    const font = weight >= BOLD_FROM ? fallback.bold : fallback.regular
    const name = `measure-${f}-${weight}`
    const src = font.file
      ? `url(${dataUrl(findFile(font.file), 'font/ttf')})`
      : font.local.map((local) => `local('${local}')`).join(',')
    const css = `@font-face{font-family:${name};font-weight:${weight};src:${src}}`
    return { fallback, weight, font, name, css }
  }),
)

const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--headless=new'],
})
const { groups: corpus, cyrillic: cyrillicText } = await siteText(browser)
const page = await browser.newPage()
const brandFace = `@font-face{font-family:brand;font-weight:200 800;src:url(${dataUrl(BRAND, 'font/woff2')})}`
const cyrillicFace = `@font-face{font-family:cyrillic;font-weight:100 900;src:url(${dataUrl(CYRILLIC, 'font/woff2')})}`
await page.setContent(
  `<style>${[brandFace, cyrillicFace, ...measured.map(({ css }) => css)].join('\n')}</style>`,
)

/**
 * The width (px) of each text at its size in a family at a weight.
 * @param {string} family
 * @param {number} weight
 * @param {{ text: string, size: number }[]} texts
 */
const widthsOf = (family, weight, texts) =>
  page.evaluate(
    async ({ family, weight, texts }) => {
      const font = `${weight} 16px ${family}`
      await document.fonts.load(font)
      if (!document.fonts.check(font)) throw new Error(`${font} did not load`)
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no canvas')
      return texts.map(({ text, size }) => {
        context.font = `${weight} ${size}px ${family}`
        return context.measureText(text).width
      })
    },
    { family, weight, texts },
  )

/**
 * The site's text in a weight, by size, with its share (characters); all of the site's text at
 * 16 px for a weight the pages set little in (a few figures are no sample of running text).
 * @param {number} weight
 */
function textIn(weight) {
  const own = [...corpus].filter(([key]) => key.startsWith(`${weight} `))
  if (own.reduce((sum, [, { chars }]) => sum + chars, 0) >= MIN_CHARS)
    return own.map(([key, { text, chars }]) => ({ text, size: Number(key.split(' ')[1]), chars }))
  const all = [...corpus.values()].map(({ text }) => text).join(' ')
  return [{ text: all, size: 16, chars: 1 }]
}

/**
 * The site's Cyrillic letters at a weight (words run together), or all of them for a weight the
 * pages set little Cyrillic in. Only the letters: spaces, punctuation and figures are the brand
 * font's, whose file is preloaded and so arrives first; what moves when the Cyrillic face arrives
 * is the letters alone.
 * @param {number} weight
 */
function cyrillicIn(weight) {
  const own = cyrillicText.get(weight) ?? ''
  const text = own.length >= MIN_CHARS ? own : [...cyrillicText.values()].join('')
  return (text.match(CYRILLIC_LETTERS) ?? []).join('')
}

/**
 * The size-adjust with which a fallback face takes a font's width in a text at a weight: the ratio
 * of their widths at 1000 px (text scales linearly in both, base.css).
 * @param {string} font the measured font: `brand` or `cyrillic`
 * @param {string} name the measured fallback face
 * @param {number} weight
 * @param {string} text
 */
async function sizeAdjustOf(font, name, weight, text) {
  const all = [{ text, size: 1000 }]
  const [font1000 = NaN] = await widthsOf(font, weight, all)
  const [fallback1000 = NaN] = await widthsOf(name, weight, all)
  return font1000 / fallback1000
}

/** The faces committed, by script, kept for the scripts this run does not fit. */
const committed = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : []
/** @param {string} script */
const keptFaces = (script) =>
  committed.filter((/** @type {{ script?: string }} */ face) => (face.script ?? 'latin') === script)

/** @param {number} weight the site's text in a weight, all sizes together */
const textOf = (weight) =>
  textIn(weight)
    .map(({ text }) => text)
    .join(' ')

/**
 * The fallback faces of a script: each local font sized to the script's font in the site's text,
 * with that font's vertical metrics.
 * @param {'latin' | 'cyrillic'} script
 */
async function fit(script) {
  const metrics = verticalMetrics(
    opentype.parse(woff2ToMetricsSfnt(readFileSync(script === 'latin' ? BRAND : CYRILLIC))),
  )
  const faces = []
  for (const face of measured) {
    const sizeAdjust =
      script === 'latin'
        ? (await sizeAdjustOf('brand', face.name, face.weight, textOf(face.weight))) *
          (NUDGE.get(`${face.fallback.family} ${face.weight}`) ?? 1)
        : await sizeAdjustOf('cyrillic', face.name, face.weight, cyrillicIn(face.weight))
    console.log(
      `${script}: ${face.fallback.family} ${face.weight}, ${face.font.local[0]}: ${percent(sizeAdjust)}`,
    )
    faces.push({
      family: face.fallback.family,
      ...(script === 'latin' ? {} : { script }),
      weight: face.weight,
      local: face.font.local,
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(metrics.ascent / sizeAdjust),
      descentOverride: percent(metrics.descent / sizeAdjust),
      lineGapOverride: percent(metrics.gap / sizeAdjust),
    })
  }
  return faces
}

// Latin first: the Cyrillic faces, declared later, take the Cyrillic letters of the same family.
const faces = []
for (const script of /** @type {const} */ (['latin', 'cyrillic']))
  faces.push(...(SCRIPTS.includes(script) ? await fit(script) : keptFaces(script)))
await browser.close()
writeFileSync(OUT, `${JSON.stringify(faces, null, 2)}\n`)
