import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'
import { publishedContent } from '../shared/demo-content'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()

interface ServiceContent {
  slug: string
  title: string
  blocks: { name: string; attributes?: { title?: string; items?: { text?: string }[] } }[]
}
const services = publishedContent<ServiceContent>('services.json')
const caseStudies = publishedContent<{ slug: string }>('case-studies.json')

/**
 * The text a visitor reads on a page (rendered, with JavaScript off so nothing is hidden by it),
 * headings' no-break spaces read as the spaces they are.
 */
async function readText(path: string): Promise<string> {
  const { page, context } = await openPage(browser(), path, { javaScript: false })
  const text = await page.locator('main').innerText()
  await context.close()
  return plainHeadings(text)
}

/** A page's text is read once for the file's tests: they only read it, and a load costs more. */
const texts = new Map<string, Promise<string>>()
function visibleText(path: string): Promise<string> {
  const text = texts.get(path) ?? readText(path)
  texts.set(path, text)
  return text
}

describe('demo copy a visitor reads', () => {
  it('names every service as it is written: no "team team", acronyms in capitals', async () => {
    for (const s of services) {
      const text = await visibleText(`/services/${s.slug}`)
      expect(text, s.slug).not.toMatch(/\bteam team\b/i)
      expect(text, s.slug).not.toMatch(
        /\bit consulting\b|\bui\/ux\b|\bcms platforms\b|\be-commerce & cms\b/,
      )
      expect(text, s.slug).toMatch(/Talk to our [^\n]+|Talk to us about [^\n]+/)
    }
    const it = await visibleText('/services/it')
    expect(it).toContain('Talk to our IT consultants')
    expect(it).toContain('What you get from our IT consulting')
    expect(await visibleText('/services/ui-ux')).toContain('Talk to our UI/UX designers')
    expect(await visibleText('/services/ecommerce-and-cms-platforms')).toContain(
      'What you get with our e-commerce & CMS platforms',
    )
  })

  it('gives every "How we help" card its own text, shown on its service page', async () => {
    const seen = new Set<string>()
    for (const s of services) {
      const help = s.blocks.find((b) => b.attributes?.title === 'How we help')
      const texts = (help?.attributes?.items ?? []).map((i) => i.text ?? '')
      expect(texts.length, s.slug).toBeGreaterThan(0)
      const page = await visibleText(`/services/${s.slug}`)
      expect(page, s.slug).not.toContain('delivered by a senior team with clear milestones')
      for (const text of texts) {
        expect(page, s.slug).toContain(text)
        expect(seen.has(text), text).toBe(false)
        seen.add(text)
      }
    }
  })

  it('counts the case studies on /free-consultation from the data', async () => {
    const text = await visibleText('/free-consultation')
    expect(text).not.toMatch(/forty-four/i)
    expect(text).toContain(`${caseStudies.length} case studies`)
    // The demo publishes 104 (the portfolio lists them, 18 a page: see case-studies.e2e.ts).
    expect(caseStudies.length).toBe(104)
  })
})
