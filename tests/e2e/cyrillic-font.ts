import type { Page } from 'playwright-core'
import { baseUrl } from './browser'

/** Basic Cyrillic, the range the brand font lacks. */
const CYRILLIC = /[\u0400-\u045f]/

/** The site's page written in Cyrillic (a WordPress page with a Cyrillic slug), from its sitemap. */
export async function cyrillicPage(): Promise<string> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  const found = paths.find((path) => CYRILLIC.test(decodeURIComponent(path)))
  if (!found) throw new Error('no page with a Cyrillic address in the sitemap')
  return found
}

/**
 * The address of the file a page's styles (inlined in it) give the brand family for Cyrillic: the
 * one @font-face of that family whose unicode-range holds U+0400–045F.
 */
export async function cyrillicFontUrl(path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text()
  const faces = html
    .split('@font-face')
    .filter((rule) => /font-family:\s*['"]?Plus Jakarta Sans['"]?;/.test(rule))
    .filter((rule) => /unicode-range:[^;}]*U\+400-45F/i.test(rule))
  const url = faces[0]?.match(/src:\s*url\(([^)]+)\)/)?.[1]
  if (faces.length !== 1 || !url)
    throw new Error(`${faces.length} brand @font-face rules for Cyrillic in ${path}`)
  return url.replace(/^['"]|['"]$/g, '')
}

/**
 * The fonts Chromium drew the text of the first element matching each selector with (its own text,
 * not its children's), by family name, with their glyph counts.
 */
export async function fontsDrawn(
  page: Page,
  selectors: string[],
): Promise<Record<string, Record<string, number>>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const drawn: Record<string, Record<string, number>> = {}
  for (const selector of selectors) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    if (!nodeId) throw new Error(`nothing matches ${selector}`)
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    drawn[selector] = Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]))
  }
  await cdp.detach()
  return drawn
}

/**
 * Runs in the page once its fonts have loaded: the width of its main content's Cyrillic letters
 * (words run together, at each text's weight) in the site's fallback faces, over their width in the
 * brand family (its Cyrillic face), in all and by weight. Canvas widths at 1000 px, as
 * scripts/fonts/fallback-metrics.mjs measures them.
 */
export async function fallbackWidths(): Promise<{ all: number; byWeight: Record<string, number> }> {
  const letters: Record<string, string> = {}
  const main = document.querySelector('main')
  if (!main) throw new Error('no main')
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const found = node.textContent?.match(/[\u0400-\u045f]+/g)
    if (!found || !node.parentElement) continue
    const weight = getComputedStyle(node.parentElement).fontWeight
    letters[weight] = (letters[weight] ?? '') + found.join('')
  }
  // The site's stack less its first family: the fallback families, the local fonts they name.
  const fallbacks = getComputedStyle(document.body).fontFamily.split(',').slice(1)
  const context = document.createElement('canvas').getContext('2d')
  if (!context) throw new Error('no canvas')
  const width = (font: string, text: string) => {
    context.font = font
    return context.measureText(text).width
  }
  const byWeight: Record<string, number> = {}
  let [brandAll, fallbackAll] = [0, 0]
  for (const [weight, text] of Object.entries(letters)) {
    // A family whose local font this machine lacks fails to load: the next one sets the text.
    for (const family of fallbacks)
      await document.fonts.load(`${weight} 16px ${family}`, text).catch(() => [])
    const brand = width(`${weight} 1000px "Plus Jakarta Sans"`, text)
    const fallback = width(`${weight} 1000px ${fallbacks.join(',')}`, text)
    byWeight[weight] = fallback / brand
    brandAll += brand
    fallbackAll += fallback
  }
  return { all: fallbackAll / brandAll, byWeight }
}
