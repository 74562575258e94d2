import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import { holdFontsAndRecordShifts, shiftsOf, sumOf } from './font-shifts'

const browser = useBrowser()
const BRAND = 'Plus Jakarta Sans'

describe('the brand typeface', () => {
  it('sets body text and headings in the brand font, loaded from the preloaded file', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1440 })
    const found = await page.evaluate(async () => {
      await document.fonts.ready
      const family = (selector: string) => {
        const el = document.querySelector(selector)
        return el ? getComputedStyle(el).fontFamily : 'missing'
      }
      const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')
      const loaded = [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''))
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/fonts/'))
      return {
        body: family('body'),
        h1: family('h1'),
        h2: family('main h2'),
        button: family('.btn'),
        loaded,
        usable: document.fonts.check(`700 40px "Plus Jakarta Sans"`, 'Software'),
        preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
        preload: preload?.href ?? null,
        crossOrigin: preload?.crossOrigin ?? null,
        fetched,
      }
    })
    await context.close()
    for (const el of ['body', 'h1', 'h2', 'button'] as const)
      expect(found[el].startsWith(`"${BRAND}"`), `${el}: ${found[el]}`).toBe(true)
    expect(found.loaded).toContain(BRAND)
    expect(found.usable).toBe(true)
    // One file preloaded (the first screen's), fetched once: the preload is the face's own file.
    expect(found.preloads).toBe(1)
    expect(found.crossOrigin).toBe('anonymous')
    expect(found.fetched.filter((name) => name === found.preload)).toHaveLength(1)
  })

  it('serves the preloaded file as a WOFF2 cached for a year', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    const href = html.match(/<link rel="preload" href="([^"]+)" as="font"/)?.[1]
    expect(href).toMatch(/^\/assets\/fonts\/.+\.woff2$/)
    const res = await fetch(`${baseUrl()}${href}`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(res.status).toBe(200)
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('wOF2')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('balances headings and avoids short last lines in paragraphs', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1440 })
    const wrap = await page.evaluate(() => {
      const style = (selector: string) => {
        const el = document.querySelector(selector)
        return el ? getComputedStyle(el).textWrapStyle : 'missing'
      }
      return { h1: style('h1'), h2: style('main h2'), p: style('main p') }
    })
    await context.close()
    expect(wrap).toEqual({ h1: 'balance', h2: 'balance', p: 'pretty' })
  })

  for (const width of [375, 1440]) {
    it(`moves nothing when the font arrives after the first paint (${width} px)`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      // The font files are held back until the page has painted in the fallback.
      const release = await holdFontsAndRecordShifts(context)
      const page = await context.newPage()
      await page.goto(`${baseUrl()}/`, { waitUntil: 'domcontentloaded' })
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length))
        .toBe(1)
      const before = await page.evaluate(() => document.fonts.check(`16px "Plus Jakarta Sans"`))
      release()
      await page.waitForFunction(() => document.fonts.check(`16px "Plus Jakarta Sans"`))
      await page.evaluate(() => document.fonts.ready)
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
      const shifts = await shiftsOf(page)
      await context.close()
      expect(before).toBe(false)
      // Text after a run of words (a nav item, a count after a rating) may move by a pixel or two:
      // well under what Lighthouse reports as a layout shift of 0 (three decimals).
      const { total, report } = sumOf(shifts.filter((shift) => !shift.hadRecentInput))
      expect(total, report).toBeLessThan(0.0005)
    })
  }
})
