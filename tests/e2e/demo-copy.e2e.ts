import { readFileSync } from 'node:fs'
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
interface ServiceCard {
  links: { href: string }[]
}
const services = publishedContent<ServiceContent>('services.json')
const caseStudies = publishedContent<{ slug: string }>('case-studies.json')

interface PageCopy {
  text: string
  /** Each top-level section of main: its heading and the names of its list items. */
  sections: { heading: string; items: string[] }[]
  /** The ids of main's list items: where a link's #fragment can land. */
  itemIds: string[]
}

/**
 * The text a visitor reads on a page (rendered, with JavaScript off so nothing is hidden by it),
 * headings' no-break spaces read as the spaces they are, and what each section lists.
 */
async function readCopy(path: string): Promise<PageCopy> {
  const { page, context } = await openPage(browser(), path, { javaScript: false })
  const text = await page.locator('main').innerText()
  const sections = await page.locator('main section:not(section section)').evaluateAll((all) =>
    all.map((section) => ({
      heading: section.querySelector('h2')?.textContent ?? '',
      // An item's name: its title where it has one (a card, a titled fact), else its text.
      items: Array.from(section.querySelectorAll('li'))
        .filter((li) => !li.closest('dialog, form, nav'))
        .map((li) => (li.querySelector('h3, .data-card-title') ?? li).textContent ?? ''),
    })),
  )
  const itemIds = await page.locator('main li[id]').evaluateAll((all) => all.map((li) => li.id))
  await context.close()
  return {
    itemIds,
    text: plainHeadings(text),
    sections: sections.map((s) => ({
      heading: plainHeadings(s.heading),
      items: s.items.map(plainHeadings),
    })),
  }
}

/** A page is read once for the file's tests: they only read it, and a load costs more. */
const copies = new Map<string, Promise<PageCopy>>()
function pageCopy(path: string): Promise<PageCopy> {
  const copy = copies.get(path) ?? readCopy(path)
  copies.set(path, copy)
  return copy
}
const visibleText = async (path: string) => (await pageCopy(path)).text

describe('demo copy a visitor reads', () => {
  it('names every service as it is written: no "team team", acronyms in capitals', async () => {
    for (const s of services) {
      const text = await visibleText(`/services/${s.slug}`)
      expect(text, s.slug).not.toMatch(/\bteam team\b/i)
      expect(text, s.slug).not.toMatch(
        /\bit consulting\b|\bui\/ux\b|\bcms platforms\b|\be[-\u2011]commerce & cms\b/,
      )
      expect(text, s.slug).toMatch(/Talk to our [^\n]+|Talk to us about [^\n]+/)
    }
    const it = await visibleText('/services/it')
    expect(it).toContain('Talk to our IT consultants')
    expect(it).toContain('What you get from our IT consulting')
    expect(await visibleText('/services/ui-ux')).toContain('Talk to our UI/UX designers')
    expect(await visibleText('/services/ecommerce-and-cms-platforms')).toContain(
      // A no-break hyphen (U+2011): the heading never breaks after 'e-'.
      'What you get with our e\u2011commerce & CMS platforms',
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

  it('lists nothing twice on a service page: "What you get" names deliverables, not "How we help" again', async () => {
    /** A name in words, with case, punctuation and plural endings set aside. */
    const key = (name: string) =>
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.replace(/s$/, ''))
        .join(' ')
    const twice: string[] = []
    for (const s of services) {
      const { sections } = await pageCopy(`/services/${s.slug}`)
      const seen = new Map<string, string>()
      for (const { heading, items } of sections)
        for (const name of new Set(items.map(key).filter(Boolean))) {
          const other = seen.get(name)
          if (other !== undefined) twice.push(`${s.slug}: "${name}" in ${other} and ${heading}`)
          seen.set(name, heading)
        }
      const get = sections.find((x) => x.heading.startsWith('What you get'))
      const help = sections.find((x) => x.heading === 'How we help')
      expect(get?.items.length, s.slug).toBe(4)
      expect(help?.items.length, s.slug).toBe(4)
    }
    expect(twice).toEqual([])
  })

  it("lands every sub-link of a home service card on an item of the service's page", async () => {
    const home = JSON.parse(
      readFileSync(new URL('../../embedded-cms/content/pages/home.json', import.meta.url), 'utf8'),
    ) as { blocks: { name: string; attributes?: { items?: ServiceCard[] } }[] }
    const cards = home.blocks.find((b) => b.name === 'custom/services')?.attributes?.items ?? []
    const lost: string[] = []
    for (const href of cards.flatMap((c) => c.links.map((l) => l.href))) {
      const [path = '', fragment = ''] = href.split('#')
      if (!(await pageCopy(path)).itemIds.includes(fragment)) lost.push(href)
    }
    expect(cards.length).toBe(10)
    expect(lost).toEqual([])
  })

  it('counts the case studies on /free-consultation from the data', async () => {
    const text = await visibleText('/free-consultation')
    expect(text).not.toMatch(/forty-four/i)
    expect(text).toContain(`${caseStudies.length} case studies`)
    // The demo publishes 104 (the portfolio lists them, 18 a page: see case-studies.e2e.ts).
    expect(caseStudies.length).toBe(104)
  })
})
