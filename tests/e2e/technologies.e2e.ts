import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'

const browser = useBrowser()
const tech = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/technologies.json', import.meta.url), 'utf8'),
) as { categories: { id: number; name: string }[]; items: { categories: number[] }[] }

describe('technologies', () => {
  for (const [width, first, step] of [
    [400, 4, 4],
    [700, 16, 8],
    [1440, 24, 8],
  ] as const) {
    it(`shows ${first} at ${width} px and 'Load More' adds ${step}`, async () => {
      const { page, context } = await openPage(browser(), '/services', { width })
      const section = page.locator('.section-technologies')
      await section.scrollIntoViewIfNeeded()
      expect(await section.locator('.tech-grid > li:visible').count()).toBe(first)
      await page.waitForSelector('.section-technologies [data-hydrated="true"]')
      await section.getByRole('button', { name: 'Load More' }).click()
      expect(await section.locator('.tech-grid > li:visible').count()).toBe(
        Math.min(first + step, tech.items.length),
      )
      await context.close()
    })
  }

  it("has tabs 'All' plus every category, and a tab shows only its technologies", async () => {
    const { page, context } = await openPage(browser(), '/services', { width: 1440 })
    const section = page.locator('.section-technologies')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-technologies [data-hydrated="true"]')
    expect(await section.getByRole('tab').allTextContents()).toEqual([
      'All',
      ...tech.categories.map((c) => c.name),
    ])
    const category = tech.categories[0]
    await section.getByRole('tab', { name: category?.name }).click()
    const expected = tech.items.filter((t) => t.categories.includes(category?.id ?? -1)).length
    expect(await section.locator('.tech-grid > li:visible').count()).toBe(expected)
    await context.close()
  })
})
