import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useBrowser, useSharedPages } from './browser'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()
/** Every test here only reads its page: a page and width is loaded once for the file. */
const readPage = useSharedPages(browser)

const caseStudies = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/case-studies.json', import.meta.url), 'utf8'),
) as { slug: string; title: string; status?: string }[]
const published = caseStudies.filter((cs) => (cs.status ?? 'publish') === 'publish')
/** A demo case study whose title is over the spec's 70 characters. */
const long = published.find((cs) => cs.title.length > 70)

/** Every element that shows a card's title or text. */
const CARD_TEXT = [
  '.case-title',
  '.project-title',
  '.overview-title',
  '.overview-text',
  '.data-card-title',
  '.data-card-text',
  '.service-card h3',
  '.service-card p',
  '.vertical-card span',
].join(', ')

/** Cards of each list that shows case studies, and the page it is on. */
const LISTS = [
  { path: '/', section: 'Our projects' },
  { path: '/case-studies', section: 'Case Studies' },
  { path: '/services', section: 'Latest projects' },
  // Page 1 of the grid shows the newest case studies; the list under it shows others.
  { path: '/case-studies?page=2', section: 'More of our work' },
  { path: `/case-studies/${published[0]?.slug ?? ''}`, section: 'Other case studies' },
]

/** The text each card element shows, without what it keeps for screen readers only. In the page. */
function shownTexts(els: Element[]): string[] {
  return els.map((el) => {
    const copy = el.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
  })
}

describe('card text is truncated at 70 characters', () => {
  it('the demo content has case study titles over 70 characters', () => {
    expect(long?.title.length).toBeGreaterThan(70)
  })

  for (const path of ['/', '/services', '/services/data', '/case-studies', LISTS[4]?.path ?? '']) {
    it(`no card on ${path} shows a title or text longer than 70 characters`, async () => {
      const page = await readPage(path, { width: 1440 })
      const texts = await page.locator(CARD_TEXT).evaluateAll(shownTexts)
      expect(texts.length).toBeGreaterThan(3)
      expect(texts.filter((t) => Array.from(t).length > 70)).toEqual([])
    })
  }

  for (const { path, section } of LISTS) {
    it(`'${section}' on ${path} shows the long title cut at a phrase's end with an ellipsis, unclipped, the full one on hover and in the card's name`, async () => {
      const page = await readPage(path, { width: 1440 })
      const region = page.locator('section', {
        has: page.getByRole('heading', { name: section, exact: true }),
      })
      const card = region.locator(`a[href="/case-studies/${long?.slug ?? ''}"]`).first()
      const title = card.locator('.case-title, .project-title')
      const [shown = ''] = await title.evaluateAll(shownTexts)
      expect(Array.from(shown).length).toBeLessThanOrEqual(70)
      expect(shown.endsWith('…')).toBe(true)
      expect(long?.title.startsWith(shown.slice(0, -1))).toBe(true)
      // Not broken off mid-phrase ('…markets and four…', '…reminders and a…').
      expect(shown).not.toMatch(/\b(?:a|an|the|and|or|of|for|to|with|in|on)(?: \S+)?…$/i)
      expect(await title.getAttribute('title')).toBe(long?.title)
      // A screen reader names the card by the whole title.
      expect(await region.getByRole('link', { name: long?.title }).count()).toBeGreaterThan(0)
      // No line of the title is cut off by its card (overflow), nor reaches past it.
      const clipped = await title.evaluate((el) => {
        const rects: DOMRect[] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.sr-only')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          rects.push(...range.getClientRects())
        }
        const clips: DOMRect[] = []
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflow !== 'visible') clips.push(up.getBoundingClientRect())
          if (up.tagName === 'A') break
        }
        return rects
          .filter((r) => r.width > 1 && r.height > 1)
          .filter((r) =>
            [el.getBoundingClientRect(), ...clips].some(
              (c) => r.top < c.top - 1 || r.bottom > c.bottom + 1 || r.right > c.right + 1,
            ),
          ).length
      })
      expect(clipped).toBe(0)
    })
  }

  it('the case study page itself shows the whole title', async () => {
    const page = await readPage(`/case-studies/${long?.slug ?? ''}`, { width: 1440 })
    expect(plainHeadings(await page.locator('h1').innerText()).trim()).toBe(long?.title)
  })
})
