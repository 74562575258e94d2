import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import { cyrillicFontUrl, cyrillicPage, fallbackWidths, fontsDrawn } from './cyrillic-font'
import {
  holdFontsAndRecordShifts,
  letFontsArrive,
  nextFrame,
  shiftsOf,
  shiftsSince,
  untilFirstPaint,
} from './font-shifts'

const browser = useBrowser()
const BRAND = 'Plus Jakarta Sans'
/** The brand font at its regular weight, as `document.fonts.check` takes it. */
const REGULAR = `16px "${BRAND}"`

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
    // A Latin page fetches no Cyrillic: its face's unicode-range holds none of the page's text.
    const cyrillic = await cyrillicFontUrl('/')
    expect(found.fetched.map((name) => new URL(name).pathname)).not.toContain(cyrillic)
  })

  it('sets a Cyrillic page’s headings and text in the brand family’s Cyrillic face', async () => {
    const path = await cyrillicPage()
    const cyrillic = await cyrillicFontUrl(path)
    const { page, context } = await openPage(browser(), path, { width: 1440 })
    // After a frame the page's text has asked for its fonts: `ready` then waits for them.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    )
    await page.evaluate(() => document.fonts.ready)
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.startsWith('/assets/fonts/')),
    )
    // Chromium's record of the fonts it drew each element's glyphs with.
    const drawn = await fontsDrawn(page, ['main h1', 'main h2', 'main p'])
    const fallback = await page.evaluate(fallbackWidths)
    await context.close()
    expect(fetched.filter((name) => name === cyrillic)).toHaveLength(1)
    // Onest's Cyrillic and Plus Jakarta Sans's spaces, digits and Latin names: no local font.
    for (const [selector, fonts] of Object.entries(drawn))
      expect(
        Object.keys(fonts).filter((family) => family !== BRAND),
        `${selector}: ${JSON.stringify(fonts)}`,
      ).toEqual(['Onest'])
    // While it loads, the fallback faces give the page's Cyrillic letters the Cyrillic face's
    // width: within 0.5 % in all, within 2 % at each weight (a few headings' letters).
    expect(fallback.all, JSON.stringify(fallback)).toBeCloseTo(1, 2)
    for (const [weight, ratio] of Object.entries(fallback.byWeight))
      expect(Math.abs(ratio - 1), `${weight}: ${ratio}`).toBeLessThan(0.02)
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

  it('serves the Cyrillic face as a WOFF2 cached for a year, never preloaded', async () => {
    const path = await cyrillicPage()
    const url = await cyrillicFontUrl(path)
    expect(url).toMatch(/^\/assets\/fonts\/.+\.woff2$/)
    const html = await (await fetch(`${baseUrl()}${path}`)).text()
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)]
    expect(preloads.map(([, href]) => href)).not.toContain(url)
    const res = await fetch(`${baseUrl()}${url}`)
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
      await untilFirstPaint(page)
      const { missingBefore } = await letFontsArrive(page, release, REGULAR)
      await nextFrame(page)
      const { total, report } = await shiftsSince(page)
      await context.close()
      expect(missingBefore).toBe(true)
      // Text after a run of words (a nav item, a count after a rating) may move by a pixel or two:
      // well under what Lighthouse reports as a layout shift of 0 (three decimals).
      expect(total, report).toBeLessThan(0.0005)
    })
  }

  it('a Cyrillic page moves nothing when both font files arrive after the first paint (412 px, a phone)', async () => {
    const path = await cyrillicPage()
    const context = await browser().newContext({ viewport: { width: 412, height: 823 } })
    // Lighthouse's phone: the preloaded Latin file too comes after the page has painted, so the
    // spaces between Cyrillic words are the fallback's until then (0.016 of layout shift before).
    const release = await holdFontsAndRecordShifts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' })
    await untilFirstPaint(page)
    const { missingBefore } = await letFontsArrive(page, release, REGULAR, 'a Ж')
    await nextFrame(page)
    const { total, report } = await shiftsSince(page)
    await context.close()
    expect(missingBefore).toBe(true)
    expect(total, report).toBeLessThan(0.0005)
  })

  for (const width of [375, 1440])
    it(`a Cyrillic page moves nothing when the Cyrillic face arrives after the first paint (${width} px)`, async () => {
      const path = await cyrillicPage()
      const cyrillic = await cyrillicFontUrl(path)
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      // Only the Cyrillic file is held back: the brand font's, preloaded, arrives first.
      const release = await holdFontsAndRecordShifts(context, `**${cyrillic}`)
      const page = await context.newPage()
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' })
      await page.waitForFunction((font) => document.fonts.check(font, 'a'), REGULAR)
      await untilFirstPaint(page)
      await nextFrame(page)
      const before = (await shiftsOf(page)).length
      const { missingBefore } = await letFontsArrive(page, release, REGULAR, 'Ж')
      await nextFrame(page)
      const { total, report } = await shiftsSince(page, before)
      await context.close()
      expect(missingBefore).toBe(true)
      expect(total, report).toBeLessThan(0.0005)
    })
})
