// `node scripts/fonts/fallback-metrics.mjs`: the metric overrides of the brand font's fallback faces,
// written to src/styles/font-fallbacks.json (committed; the client build turns it into @font-face
// rules). A fallback face is a local font scaled to the width the brand font's text takes
// (size-adjust) with the brand font's ascent, descent and line gap, so text set in it takes the
// space the brand font will take when it arrives. The fit is fit-fallbacks.mjs; a run reproduces
// the committed file from committed inputs (`--check` says whether it does, and exits 1 if not).
//
// One face per weight the stylesheets use: the brand font is variable, and its bold is wider next
// to a local bold than its regular is next to a local regular. Faces are fitted on the text the
// site sets, a sample kept in scripts/fonts/fallback-text.json: `--read-site` reads it again from
// the running site at SITE_URL (default http://127.0.0.1:8787: `npm start` first), one page of
// each type at a phone's and a desktop's width. Read it again when the site's text changes much.
//
// Liberation Sans (metric-compatible with Arial and Arimo), Roboto (Android's sans-serif) and
// DejaVu Sans (Chromium's fallback on Linux) are measured from their files under FONT_DIRS
// (default /usr/share/fonts; fit-fallbacks.mjs names their Debian packages and checks the files).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import { chromium } from 'playwright-core'
import { FALLBACKS, SAMPLE, fitFaces, fontDirs, weightsUsed } from './fit-fallbacks.mjs'

/* global document, NodeFilter, getComputedStyle -- the page.evaluate callbacks run in the page */

const root = fileURLToPath(new URL('../..', import.meta.url))
const OUT = `${root}src/styles/font-fallbacks.json`
const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '')
/** Pages read for their text: one of each type, at a phone's and a desktop's width. */
const PAGES = ['/', '/services', '/case-studies', '/careers', '/contact', '/about', '/how-we-work']
const PAGE_PREFIXES = ['/services/', '/case-studies/', '/careers/']
const WIDTHS = [375, 1440]
/** Text kept per weight and size: enough to average out single words. */
const MAX_CHARS = 4000

/**
 * The text the site sets, by weight and font size ("700 12.8"), and how many characters of it
 * there are, from one page of each type at SITE_URL; text in capitals apart, as it is set.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<import('./fit-fallbacks.mjs').Sample>}
 */
async function siteText(browser) {
  const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  const first = PAGE_PREFIXES.map((prefix) =>
    paths.find((path) => path.startsWith(prefix) && path.length > prefix.length),
  )
  /** @type {import('./fit-fallbacks.mjs').Sample} */
  const sample = { plain: {}, caps: {} }
  for (const width of WIDTHS)
    for (const path of [...PAGES, ...first]) {
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
          const caps = style.textTransform === 'uppercase'
          const key = `${style.fontWeight} ${parseFloat(style.fontSize)}`
          found.push({ caps, key, text: caps ? text.toUpperCase() : text })
        }
        return found
      })
      await page.close()
      for (const { caps, key, text } of runs) {
        const runs = caps ? sample.caps : sample.plain
        const run = runs[key] ?? { text: '', chars: 0 }
        run.chars += text.length
        if (run.text.length < MAX_CHARS) run.text += `${text} `
        runs[key] = run
      }
    }
  if (!Object.keys(sample.plain).length) throw new Error(`no text read from ${SITE_URL}`)
  return sample
}

/** As tests/e2e/chromium-path.ts: CHROME_PATH, else the npm package's Chromium unpacked in .tmp/. */
async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  process.env.TMPDIR = `${root}.tmp/chromium-153`
  mkdirSync(process.env.TMPDIR, { recursive: true })
  const { default: sparticuz } = await import('@sparticuz/chromium')
  return sparticuz.executablePath()
}

/** JSON as the repository's Prettier writes it, so a run leaves a committed file unchanged. */
const formatted = async (/** @type {string} */ path, /** @type {unknown} */ value) =>
  prettier.format(JSON.stringify(value), {
    ...(await prettier.resolveConfig(path)),
    filepath: path,
  })

const mode = process.argv[2] ?? ''
if (!['', '--read-site', '--check'].includes(mode))
  throw new Error(`usage: fallback-metrics.mjs [--read-site | --check], not ${mode}`)
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--headless=new'],
})
try {
  if (mode === '--read-site')
    writeFileSync(SAMPLE, await formatted(SAMPLE, await siteText(browser)))
  const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'))
  const page = await browser.newPage()
  const faces = await fitFaces(page, {
    sample,
    weights: weightsUsed(),
    fallbacks: FALLBACKS,
    fontDirs: fontDirs(),
  })
  for (const face of faces) console.log(`${face.family} ${face.weight}: ${face.sizeAdjust}`)
  const json = await formatted(OUT, faces)
  if (mode !== '--check') writeFileSync(OUT, json)
  else if (json !== readFileSync(OUT, 'utf8')) {
    console.error(`${OUT} differs from the faces fitted now`)
    process.exitCode = 1
  } else console.log(`${OUT} is the faces fitted now`)
} finally {
  await browser.close()
}
