import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { beforeAll, describe, it } from 'vitest'
import { baseUrl, networkQuiet, openPage, useBrowser, VIEWPORTS } from './browser'
import { pageOfEachType } from './pages'

const browser = useBrowser()
const KB = 1024
/** JavaScript a page loads before the visitor does anything (issue 23: ≤ 90 KB). */
const BEFORE_INTERACTION_BUDGET = 90 * KB
const CHUNK_BUDGET = 60 * KB
/** The island runtime's entry: React and every island come as chunks of their own, when needed. */
const ENTRY_BUDGET = 5 * KB
const assetsDir = new URL('../../static/assets/', import.meta.url)
const chunksDir = new URL('chunks/', assetsDir)
/** The libraries allowed over the chunk budget: React's DOM renderer, and two behind an island each. */
const HEAVY = {
  react: /^react-root-/,
  lottie: /^lottie_light-/,
  leaflet: /^leaflet-map-/,
}
const services = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/services.json', import.meta.url), 'utf8'),
) as { slug: string; lottie: number | null }[]

/** Bytes as a server sends them compressed: gzip level 9 of the body. */
const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

let pages: Record<string, string> = {}
beforeAll(async () => {
  pages = await pageOfEachType()
})

/**
 * Every JavaScript response the page receives from now on, body and all. A body is read only by a
 * test that awaits it: one left unread must not fail once the page has closed.
 */
function recordScripts(page: Page): { url: string; body: Promise<Buffer> }[] {
  const scripts: { url: string; body: Promise<Buffer> }[] = []
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? ''
    if (res.request().resourceType() === 'script' || type.includes('javascript')) {
      const body = res.body()
      body.catch(() => undefined)
      scripts.push({ url: res.url(), body })
    }
  })
  return scripts
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''

/** A page opened with its script responses recorded from the start; tile servers are unreachable. */
async function recordedPage(path: string, viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport })
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
  return { page, context, scripts }
}

/** Scripts in server HTML that are code: any `src`, or inline without a data type. */
function codeScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => /\bsrc=/.test(attrs) || !/type="application\/(ld\+)?json"/.test(attrs))
}

/** Side by side, each test its own context: a test here mostly waits for the network to go idle. */
describe.concurrent('JavaScript budgets', () => {
  it('pages without an island ship no JavaScript at all', async ({ expect }) => {
    const islandFree: string[] = []
    const found: string[] = []
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      if (html.includes('data-island=')) continue
      islandFree.push(name)
      for (const attrs of codeScripts(html)) found.push(`${name}: <script${attrs}>`)
      const { page, context } = await openPage(browser(), path)
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => e.name),
      )
      for (const url of loaded.filter((u) => /\.m?js(\?|$)/.test(u))) found.push(`${name}: ${url}`)
      await context.close()
    }
    console.log(`island-free pages (0 bytes of JavaScript): ${islandFree.join(', ')}`)
    expect(islandFree).toEqual(expect.arrayContaining(['privacy policy', 'terms of use']))
    expect(found).toEqual([])
  })

  // The home page and service pages (their hero animation included), as a visitor who has not
  // used any control yet gets them: loaded, then the pointer moved (React islands and the animation
  // start), everything loaded until the network is idle. Only loading fetches less.
  for (const [name, path] of [
    ['home page', '/'],
    ['a service page with an animation', '/services/data'],
  ] as const) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      it(`${name} before any interaction at ${width} width: ≤ ${kb(BEFORE_INTERACTION_BUDGET)} gzip`, async ({
        expect,
      }) => {
        const { page, context, scripts } = await recordedPage(path, viewport)
        await page.waitForLoadState('networkidle')
        const onlyLoaded = scripts.length
        await page.mouse.move(viewport.width / 2, viewport.height / 2, { steps: 2 })
        await networkQuiet(page)
        await page.waitForFunction(() => !document.querySelector('[data-hydrated="pending"]'))
        const sizes = await Promise.all(
          scripts.map(async (s) => ({
            url: new URL(s.url).pathname,
            gzip: gzipBytes(await s.body),
          })),
        )
        await context.close()
        const total = sizes.reduce((sum, s) => sum + s.gzip, 0)
        const loaded = sizes.slice(0, onlyLoaded).reduce((sum, s) => sum + s.gzip, 0)
        console.log(
          `${path} JavaScript at ${viewport.width} px: ${kb(loaded)} gzip when only loaded, ` +
            `${kb(total)} gzip in ${sizes.length} files once the pointer moved\n` +
            sizes.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.url}`).join('\n'),
        )
        expect(onlyLoaded).toBeGreaterThan(0)
        // Only loaded, a page runs no React and no animation player.
        expect(loaded).toBeLessThan(20 * KB)
        expect(total).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET)
      })
    }
  }

  it(`no chunk in static/assets over ${kb(CHUNK_BUDGET)} gzip but React, lottie and leaflet`, ({
    expect,
  }) => {
    const sizes = readdirSync(chunksDir).map((file) => ({
      file,
      gzip: gzipBytes(readFileSync(new URL(file, chunksDir))),
    }))
    console.log(
      'chunks (gzip):\n' +
        [...sizes]
          .sort((a, b) => b.gzip - a.gzip)
          .map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.file}`)
          .join('\n'),
    )
    const heavy = Object.values(HEAVY)
    const over = sizes.filter((s) => s.gzip > CHUNK_BUDGET && !heavy.some((re) => re.test(s.file)))
    expect(over).toEqual([])
    for (const re of heavy) expect(sizes.filter((s) => re.test(s.file))).toHaveLength(1)
  })

  it(`the island runtime's entry script is ≤ ${kb(ENTRY_BUDGET)} gzip`, ({ expect }) => {
    const entry = gzipBytes(readFileSync(new URL('client.js', assetsDir)))
    console.log(`client.js: ${kb(entry)} gzip`)
    expect(entry).toBeLessThanOrEqual(ENTRY_BUDGET)
  })

  it('lottie loads only on a service page with an animation', async ({ expect }) => {
    const withAnimation = new Set(
      services.filter((s) => s.lottie).map((s) => `/services/${s.slug}`),
    )
    const animated = [...withAnimation][0] ?? ''
    const still = `/services/${services.find((s) => !s.lottie)?.slug}`
    const lottieLoaded = async (path: string) => {
      const { page, context, scripts } = await recordedPage(path, VIEWPORTS.desktop)
      if (path === animated) {
        // The player waits for the visitor: a page that is only loaded shows the poster.
        await networkQuiet(page)
        expect(scripts.filter((s) => HEAVY.lottie.test(fileOf(s.url)))).toEqual([])
        await page.mouse.move(10, 10, { steps: 2 })
        await page.waitForSelector('.lottie-frame svg', { timeout: 15_000 })
      }
      await page.mouse.move(20, 20, { steps: 2 })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await context.close()
      return scripts.some((s) => HEAVY.lottie.test(fileOf(s.url)))
    }
    // The pages side by side, each its own context: each mostly waits for the network to go idle.
    const others = [...new Set([still, ...Object.values(pages)])].filter(
      (p) => !withAnimation.has(p),
    )
    const [onAnimated, ...elsewhere] = await Promise.all([animated, ...others].map(lottieLoaded))
    expect(onAnimated).toBe(true)
    expect(others.filter((_, i) => elsewhere[i])).toEqual([])
  })

  it("leaflet loads only after 'View on map'", async ({ expect }) => {
    const { page, context, scripts } = await recordedPage('/contact', VIEWPORTS.desktop)
    const isLeaflet = (s: { url: string }) => HEAVY.leaflet.test(fileOf(s.url))
    const section = page.locator('.section-offices')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.offices-map-island[data-hydrated="true"]')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter(isLeaflet)).toHaveLength(0)
    await section.getByRole('button', { name: 'View on map' }).first().click()
    await page.waitForSelector('.leaflet-container')
    expect(scripts.filter(isLeaflet)).toHaveLength(1)
    await context.close()
  })
})
