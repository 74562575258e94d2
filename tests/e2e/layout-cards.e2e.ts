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
