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

  it('opens on the tab the URL names, brought into view on a narrow screen', async () => {
    const last = tech.categories.at(-1)
    const inTab = tech.items.filter((t) => t.categories.includes(last?.id ?? -1)).length
    const { page, context } = await openPage(
      browser(),
      `/services?technology=${encodeURIComponent(last?.name ?? '')}`,
      { width: 375 },
    )
    const section = page.locator('.section-technologies')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-technologies [data-hydrated="true"]')
    const tab = section.getByRole('tab', { selected: true })
    expect(await tab.textContent()).toBe(last?.name)
    expect(await section.locator('.tech-grid > li:visible').count()).toBe(Math.min(4, inTab))
    const box = await tab.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    // Another tab: the URL follows, without a reload.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await section.getByRole('tab', { name: 'All', exact: true }).click()
    await page.waitForURL((url) => !url.searchParams.has('technology'))
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    expect(await section.locator('.tech-grid > li:visible').count()).toBe(4)
    await context.close()
  })
})
