import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()

describe('layout: card lists', () => {
  for (const path of ['/case-studies', '/case-studies?page=2'])
    for (const width of [375, 1440])
      it(`${path} shows each case study once (${width} px)`, async () => {
        const { page, context } = await openPage(browser(), path, { width })
        const shown = await page
          .locator('main a.case-card')
          .evaluateAll((cards) =>
            cards
              .filter((card) => card.getBoundingClientRect().height > 0)
              .map((card) => card.getAttribute('href') ?? ''),
          )
        await context.close()
        // The grid's page, and under it a list of more of them.
        expect(shown.length).toBeGreaterThan(width < 480 ? 18 : 20)
        expect(shown.filter((href, i) => shown.indexOf(href) !== i)).toEqual([])
      })
})

describe('layout: cards stretched to the tallest of their row', () => {
  for (const width of [768, 1440])
    it(`/services: the cards of a row start their titles and their texts level (${width} px)`, async () => {
      const { page, context } = await openPage(browser(), '/services', { width })
      const rows = await page.locator('.overview-card').evaluateAll((cards) => {
        const byRow = new Map<number, string[]>()
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top)
          const at = (selector: string) =>
            Math.round(card.querySelector(selector)?.getBoundingClientRect().top ?? -1) - top
          byRow.set(top, [
            ...(byRow.get(top) ?? []),
            `${at('.overview-title')} ${at('.overview-text')}`,
          ])
        }
        return [...byRow.values()]
      })
      await context.close()
      expect(rows.filter((row) => row.length > 1).length).toBeGreaterThan(0)
      for (const row of rows) expect(new Set(row).size, row.join(', ')).toBe(1)
    })

  it('home: each testimonial ends on its name and role, at the foot of its card (1440 px)', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 1440 })
    const feet = await page.locator('.testimonial').evaluateAll((cards) =>
      cards.map((card) => {
        const caption = card.querySelector('figcaption')?.getBoundingClientRect().bottom ?? 0
        const inner =
          card.getBoundingClientRect().bottom - parseFloat(getComputedStyle(card).paddingBottom)
        return Math.round(inner - caption)
      }),
    )
    await context.close()
    expect(feet.length).toBeGreaterThan(1)
    expect(feet.filter((space) => Math.abs(space) > 1)).toEqual([])
  })
})
