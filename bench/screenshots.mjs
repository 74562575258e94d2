// `npm run screenshots`: every page type at 320, 375, 768, 1024, 1440 and 1920 px wide, full page,
// as PNG files in reports/screenshots/, from the production build in the same Chromium the e2e
// tests use. SCREENSHOTS_WIDTHS=375,1440 and SCREENSHOTS_PAGES=home,contact narrow a run.
import { mkdir } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'
import { firstInSitemap } from './lib/sitemap.mjs'

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8798)
const OUT = `${root}reports/screenshots`
/** @type {Record<number, number>} */
const HEIGHTS = { 320: 640, 375: 812, 768: 1024, 1024: 768, 1440: 900, 1920: 1080 }
const only = (/** @type {string} */ name) => process.env[name]?.split(',').map((s) => s.trim())
const WIDTHS = (only('SCREENSHOTS_WIDTHS') ?? Object.keys(HEIGHTS)).map(Number)
// As tests/e2e/chromium-path.ts: CHROME_PATH, else the npm package's Chromium unpacked in .tmp/.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--headless=new']

async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  process.env.TMPDIR = `${root}.tmp/chromium-153`
  await mkdir(process.env.TMPDIR, { recursive: true })
  const { default: sparticuz } = await import('@sparticuz/chromium')
  return sparticuz.executablePath()
}

/**
 * One page of each type (as tests/e2e/pages.ts), with real slugs from the sitemap.
 * @param {string} base
 */
async function pageTypes(base) {
  const first = await firstInSitemap(base)
  return {
    home: '/',
    'services-overview': '/services',
    'service-page': '/services/data',
    'case-studies': '/case-studies',
    'case-study': first('/case-studies/'),
    careers: '/careers',
    vacancy: first('/careers/'),
    contact: '/contact',
    about: '/about',
    'privacy-policy': '/privacy-policy',
    'terms-of-use': '/terms-of-use',
    unsubscribe: '/unsubscribe',
    'not-found': '/no-such-page',
  }
}

/** Lazy images and islands below the fold load as they near the viewport: scroll through once. */
/* global window, document -- the callback runs in the page */
/** @param {import('playwright-core').Page} page */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 100))
    }
    window.scrollTo(0, 0)
    // On a busy machine a lazy picture can still be on its way when the page looks idle (one in
    // a carousel's hidden slide never comes: 5 s at most).
    const pictures = Array.from(document.images, (img) => img.decode().catch(() => null))
    await Promise.race([Promise.all(pictures), new Promise((r) => setTimeout(r, 5000))])
  })
  await page.waitForLoadState('networkidle')
}

await buildClient({ quiet: true })
const site = await startSite({ port: PORT, quiet: true })
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS })
try {
  await mkdir(OUT, { recursive: true })
  const pageNames = only('SCREENSHOTS_PAGES')
  const pages = Object.entries(await pageTypes(site.url)).filter(
    ([name]) => !pageNames || pageNames.includes(name),
  )
  for (const width of WIDTHS) {
    const viewport = { width, height: HEIGHTS[width] ?? 900 }
    // Reduced motion: typed text and counters show their final state, so shots are stable.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
    for (const [name, path] of pages) {
      const page = await context.newPage()
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
      await scrollThrough(page)
      const file = `${OUT}/${name}-${viewport.width}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(`${String(width).padEnd(6)} ${path.padEnd(40)} ${file.replace(root, '')}`)
      await page.close()
    }
    await context.close()
  }
} finally {
  await browser.close()
  await site.stop()
}
