import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()

/** The service page of the demo content that uses each list variant. */
const VARIANTS = {
  list: '/services/software',
  'list-2': '/services/data',
  'list-3': '/services/apps',
  'list-4': '/services/it',
  'list-5': '/services/ecommerce-and-cms-platforms',
  'list-6': '/services/dev-team',
  'list-7': '/services/ui-ux',
}

/** What a visitor sees of a list's presentation: its arrangement and how its items are drawn. */
function presentation(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((section) => {
      const list = section.querySelector('ol, ul')
      const items = Array.from(list?.children ?? [])
      const first = items[0]
      if (!list || !first) return 'empty'
      const tops = new Set(items.map((i) => Math.round(i.getBoundingClientRect().top)))
      const lefts = new Set(items.map((i) => Math.round(i.getBoundingClientRect().left)))
      const item = getComputedStyle(first)
      const widths = new Set(items.map((i) => Math.round(i.getBoundingClientRect().width)))
      return JSON.stringify({
        rows: tops.size,
        columns: lefts.size,
        widths: widths.size,
        section: getComputedStyle(section).backgroundColor,
        itemBackground: item.backgroundImage !== 'none' ? 'image' : item.backgroundColor,
        itemBorder: `${item.borderTopWidth} ${item.borderLeftWidth} ${item.borderBottomWidth}`,
        marker: getComputedStyle(first, '::before').content,
      })
    })
}

describe('layouts the spec distinguishes look distinct', () => {
  it('list, list-2 … list-7 each have a presentation of their own (1440 px)', async () => {
    const seen: Record<string, string> = {}
    for (const [variant, path] of Object.entries(VARIANTS)) {
      const { page, context } = await openPage(browser(), path, { width: 1440 })
      const n = variant === 'list' ? 1 : Number(variant.split('-')[1])
      expect(await page.locator(`.section-list.list-v${n}`).count(), variant).toBe(1)
      seen[variant] = await presentation(page, `.section-list.list-v${n}`)
      await context.close()
    }
    expect(Object.values(seen).filter((s) => s === 'empty')).toEqual([])
    expect(new Set(Object.values(seen)).size, JSON.stringify(seen, null, 1)).toBe(7)
  })

  it("'Why choose us' on a case study has its own layout, unlike the home page's", async () => {
    const looks: string[] = []
    for (const path of ['/', '/case-studies/fleet-telemetry-platform']) {
      const { page, context } = await openPage(browser(), path, { width: 1440 })
      const section = page.locator('.section-features', {
        has: page.locator('h2', { hasText: /why/i }),
      })
      expect(await section.count(), path).toBe(1)
      const heading = await section.locator('h2').boundingBox()
      const list = await section.locator('.feature-grid').boundingBox()
      // On the case study the reasons sit beside the title, not under it.
      const beside = !!heading && !!list && list.x > heading.x + heading.width / 2
      looks.push(`${beside} ${await presentation(page, '.section-features')}`)
      await context.close()
    }
    expect(looks[0]?.startsWith('false')).toBe(true)
    expect(looks[1]?.startsWith('true')).toBe(true)
    expect(looks[0]).not.toBe(looks[1])
  })
})
