import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()

describe('layout: card lists', () => {
  // One load a list, read at both widths by resizing its window: the server chooses the cards
  // (whatever the width), the stylesheet which of them show.
  for (const path of ['/case-studies', '/case-studies?page=2'])
    it(`${path} shows each case study once (375 and 1440 px)`, async () => {
      const { page, context } = await openPage(browser(), path, { width: 375 })
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        const shown = await page
          .locator('main a.case-card')
          .evaluateAll((cards) =>
            cards
              .filter((card) => card.getBoundingClientRect().height > 0)
              .map((card) => card.getAttribute('href') ?? ''),
          )
        // The grid's page, and under it a list of more of them.
        expect(shown.length, `${width} px`).toBeGreaterThan(width < 480 ? 18 : 20)
        expect(
          shown.filter((href, i) => shown.indexOf(href) !== i),
          `${width} px`,
        ).toEqual([])
      }
      await context.close()
    })
})

describe('layout: cards stretched to the tallest of their row', () => {
  it('/services: the cards of a row start their titles and their texts level (768 and 1440 px)', async () => {
    // One load read at both widths by resizing its window: the rows are laid out by CSS alone.
    const { page, context } = await openPage(browser(), '/services', { width: 768 })
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 })
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
      expect(rows.filter((row) => row.length > 1).length, `${width} px`).toBeGreaterThan(0)
      for (const row of rows) expect(new Set(row).size, `${width} px: ${row.join(', ')}`).toBe(1)
    }
    await context.close()
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
