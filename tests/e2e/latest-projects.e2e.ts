import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()
const page = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/pages/services.json', import.meta.url), 'utf8'),
) as { blocks: { name: string; attributes?: { limit?: number } }[] }
const limit = page.blocks.find((b) => b.name === 'custom/latest-projects')?.attributes?.limit ?? 0

/** 1 card under 480 px, 2 under 1024 px, otherwise all of them. */
const SHOWN = [
  [400, 1],
  [479, 1],
  [480, 2],
  [1023, 2],
  [1024, limit],
  [1440, limit],
] as const

/** What the section shows at one width: its cards, those visible, and the first visible one's parts. */
interface AtWidth {
  cards: number
  visible: number
  images: number
  title: string
  tags: string
}
const atWidth = new Map<number, AtWidth>()

/**
 * /services loaded once and read at each width by widening its window: which cards show is decided
 * by the stylesheet's breakpoints alone (portfolio.css), not by how the page got to that width.
 */
beforeAll(async () => {
  const { page: p, context } = await openPage(browser(), '/services', { width: SHOWN[0][0] })
  const section = p.locator('section', {
    has: p.getByRole('heading', { name: 'Latest projects' }),
  })
  for (const [width] of SHOWN) {
    await p.setViewportSize({ width, height: 900 })
    const visible = section.locator('.latest-grid > li:visible')
    const first = visible.first()
    atWidth.set(width, {
      cards: await section.locator('.latest-grid > li').count(),
      visible: await visible.count(),
      images: await first.locator('img').count(),
      title: ((await first.locator('h3').textContent()) ?? '').trim(),
      tags: (await first.locator('.case-tags').textContent()) ?? '',
    })
  }
  await context.close()
}, 120_000)

describe('latest projects', () => {
  for (const [width, shown] of SHOWN) {
    it(`shows ${shown} card(s) at ${width} px, each with image, title and first tag`, () => {
      expect(limit).toBeGreaterThan(2)
      const seen = atWidth.get(width)
      expect(seen?.cards).toBe(limit)
      expect(seen?.visible).toBe(shown)
      expect(seen?.images).toBe(1)
      expect(seen?.title).not.toBe('')
      expect(seen?.tags.trim()).not.toBe('')
      expect(seen?.tags).not.toContain('·')
    })
  }
})
