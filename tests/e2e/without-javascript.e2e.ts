import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()
const noScript = { javaScript: false } as const
const tech = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/technologies.json', import.meta.url), 'utf8'),
) as { categories: { id: number; name: string }[]; items: { categories: number[] }[] }

describe('without JavaScript, no control is dead', () => {
  it('technology tabs are links: a tab shows its technologies, All shows every one', async () => {
    const { page, context } = await openPage(browser(), '/services', noScript)
    const section = page.locator('.section-technologies')
    expect(await section.locator('.tech-grid > li:visible').count()).toBe(tech.items.length)
    // 'Data & AI': a name that needs encoding in the address.
    const category = tech.categories.find((c) => c.name === 'Data & AI')
    const inCategory = tech.items.filter((t) => t.categories.includes(category?.id ?? -1))
    expect(inCategory.length).toBeLessThan(tech.items.length)
    await section.getByRole('tab', { name: category?.name, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('technology') === category?.name)
    const again = page.locator('.section-technologies')
    expect(await again.getByRole('tab', { selected: true }).textContent()).toBe(category?.name)
    expect(await again.locator('.tech-grid > li:visible').count()).toBe(inCategory.length)
    // The page opens at the section, not at its top.
    expect(await again.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true)
    await again.getByRole('tab', { name: 'All', exact: true }).click()
    await page.waitForURL((url) => !url.search.includes('technology'))
    expect(await page.locator('.section-technologies .tech-grid > li:visible').count()).toBe(
      tech.items.length,
    )
    await context.close()
  })

  it('shows no carousel arrows, which could never move a carousel', async () => {
    for (const path of ['/', '/about']) {
      const { page, context } = await openPage(browser(), path, noScript)
      expect(await page.locator('.carousel').count(), path).toBeGreaterThan(0)
      expect(await page.locator('.carousel-arrow:visible').count(), path).toBe(0)
      // The track itself still scrolls: by touch, wheel and keyboard.
      const scrolled = await page
        .locator('.carousel-track')
        .first()
        .evaluate((track) => {
          track.style.scrollBehavior = 'auto'
          track.scrollLeft = track.clientWidth
          return track.scrollLeft > 0
        })
      expect(scrolled, path).toBe(true)
      await context.close()
    }
  })

  it("hides 'Copy link' in the share drawer and keeps the page link to copy by hand", async () => {
    const [first] = publishedContent<{ slug: string }>('case-studies.json')
    const { page, context } = await openPage(browser(), `/case-studies/${first?.slug}`, noScript)
    await page.getByRole('button', { name: 'Share this case study' }).click()
    const drawer = page.getByRole('dialog', { name: 'Share this case study' })
    await drawer.waitFor()
    expect(await drawer.getByLabel('Page link').isVisible()).toBe(true)
    expect(await drawer.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(false)
    expect(await drawer.getByRole('link', { name: 'Share on LinkedIn' }).isVisible()).toBe(true)
    await context.close()
  })

  it('lays out vacancy cards 6 to 16 like the first five', async () => {
    const { page, context } = await openPage(browser(), '/careers', noScript)
    const cards = await page.locator('.vacancy-card').evaluateAll((items) =>
      items.map((card) => {
        const top = (selector: string) => card.querySelector(selector)?.getBoundingClientRect()
        const heading = top('h3')
        const where = top('.vacancy-where')
        const chip = top('.vacancy-chip')
        return {
          visible: card.getBoundingClientRect().height > 0,
          headingToWhere: Math.round((where?.top ?? 0) - (heading?.bottom ?? 0)),
          whereToChip: Math.round((chip?.top ?? 0) - (where?.bottom ?? 0)),
        }
      }),
    )
    expect(cards).toHaveLength(16)
    const [first] = cards
    expect(first?.headingToWhere).toBeGreaterThan(0)
    for (const [i, card] of cards.entries()) {
      expect({ card: i + 1, ...card }).toEqual({ card: i + 1, ...first })
    }
    await context.close()
  })
})
