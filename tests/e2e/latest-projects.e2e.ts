import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()
const page = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/pages/services.json', import.meta.url), 'utf8'),
) as { blocks: { name: string; attributes?: { limit?: number } }[] }
const limit = page.blocks.find((b) => b.name === 'custom/latest-projects')?.attributes?.limit ?? 0

describe('latest projects', () => {
  // 1 card under 480 px, 2 under 1024 px, otherwise all of them.
  for (const [width, shown] of [
    [400, 1],
    [479, 1],
    [480, 2],
    [1023, 2],
    [1024, limit],
    [1440, limit],
  ] as const) {
    it(`shows ${shown} card(s) at ${width} px, each with image, title and first tag`, async () => {
      expect(limit).toBeGreaterThan(2)
      const { page: p, context } = await openPage(browser(), '/services', { width })
      const section = p.locator('section', {
        has: p.getByRole('heading', { name: 'Latest projects' }),
      })
      const cards = section.locator('.latest-grid > li')
      expect(await cards.count()).toBe(limit)
      const visible = section.locator('.latest-grid > li:visible')
      expect(await visible.count()).toBe(shown)
      const first = visible.first()
      expect(await first.locator('img').count()).toBe(1)
      expect((await first.locator('h3').textContent())?.trim()).not.toBe('')
      const tags = (await first.locator('.case-tags').textContent()) ?? ''
      expect(tags.trim()).not.toBe('')
      expect(tags).not.toContain('·')
      await context.close()
    })
  }
})
