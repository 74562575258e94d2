import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl, openPage, useBrowser } from './browser'

const browser = useBrowser()
const noScript = { javaScript: false } as const
const tech = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/technologies.json', import.meta.url), 'utf8'),
) as { categories: { id: number; name: string }[]; items: { categories: number[] }[] }

const contentFile = <T>(file: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../embedded-cms/content/${file}`, import.meta.url), 'utf8'),
  ) as T
const offices =
  contentFile<{
    blocks: { name: string; attributes?: { offices?: { city: string; country: string }[] } }[]
  }>('pages/contact.json').blocks.find((b) => b.name === 'custom/offices')?.attributes?.offices ??
  []
const clients = contentFile<{
  industries: { id: number; name: string }[]
  items: { industries: number[] }[]
}>('clients.json')
const awards = contentFile<{
  categories: { name: string; awards: number[] }[]
  awards: { id: number }[]
}>('awards.json')

describe('without JavaScript, the list filters are links and GET forms (39.5)', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ page, context } = await openPage(browser(), '/contact', noScript))
  })
  afterAll(() => context.close())
  const go = (path: string) => page.goto(new URL(path, baseUrl()).toString())
  /** The section is on screen: the answer opens at the list the visitor used. */
  const onScreen = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect()
      return top < innerHeight && bottom > 0
    })

  it("offices: a country and 'Show' list that country's offices; All countries lists all", async () => {
    const cities = (country: string) =>
      offices.filter((o) => !country || o.country === country).map((o) => o.city)
    const country = offices.map((o) => o.country).find((c) => cities(c).length < offices.length)
    if (!country) throw new Error('the demo offices are all in one country')
    await go('/contact')
    const section = page.locator('.section-offices')
    const shown = () => section.locator('.office-list > li:visible h3').allTextContents()
    expect(await shown()).toEqual(cities(''))
    await section.getByLabel('Country').selectOption(country)
    await section.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => url.searchParams.get('country') === country)
    expect(await shown()).toEqual(cities(country))
    expect(await page.locator('.section-offices').getByLabel('Country').inputValue()).toBe(country)
    expect(await onScreen('.section-offices .office-list')).toBe(true)
    await page.locator('.section-offices').getByLabel('Country').selectOption('')
    await page.locator('.section-offices').getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => !url.searchParams.has('country'))
    expect(await shown()).toEqual(cities(''))
  })

  it("offices: 'View on map' opens the map with a pin per office and a link to each on a map; the country stays", async () => {
    const inSerbia = offices.filter((o) => o.country === 'Serbia').map((o) => o.city)
    await go('/contact?country=Serbia')
    const section = page.locator('.section-offices')
    expect(await section.getByRole('region', { name: 'Map of our offices' }).count()).toBe(0)
    await section.getByRole('button', { name: 'View on map' }).click()
    await page.waitForURL((url) => url.searchParams.get('map') === '1')
    expect(new URL(page.url()).searchParams.get('country')).toBe('Serbia')
    const map = page.locator('.section-offices').getByRole('region', { name: 'Map of our offices' })
    const pins = map.locator('li:visible')
    expect(await pins.locator('strong').allTextContents()).toEqual(inSerbia)
    const links = await pins
      .getByRole('link')
      .evaluateAll((all) =>
        all.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).hostname]),
      )
    expect(links).toEqual(
      inSerbia.map((city) => [`View ${city} on OpenStreetMap`, 'www.openstreetmap.org']),
    )
    expect(await onScreen('.section-offices .offices-map')).toBe(true)
    const toggle = page.locator('.section-offices').getByRole('button', { name: 'Hide map' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    // Another country keeps the map open; 'Hide map' keeps the country.
    await page.locator('.section-offices').getByLabel('Country').selectOption('')
    await page.locator('.section-offices').getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => !url.searchParams.has('country'))
    expect(new URL(page.url()).searchParams.get('map')).toBe('1')
    expect(await pins.count()).toBe(offices.length)
    await page.locator('.section-offices').getByLabel('Country').selectOption('Serbia')
    await page.locator('.section-offices').getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => url.searchParams.has('country'))
    await page.locator('.section-offices').getByRole('button', { name: 'Hide map' }).click()
    await page.waitForURL((url) => !url.searchParams.has('map'))
    expect(new URL(page.url()).searchParams.get('country')).toBe('Serbia')
    expect(await page.locator('.section-offices .offices-map').count()).toBe(0)
    // Back steps back through each: the map open again, for Serbia.
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('map') === '1')
    expect(await pins.locator('strong').allTextContents()).toEqual(inSerbia)
  })

  it("clients: an industry and 'Show' list that industry's clients", async () => {
    const industry = clients.industries.find((i) => i.name === 'Healthcare')
    const inIndustry = clients.items.filter((c) => c.industries.includes(industry?.id ?? -1))
    expect(inIndustry.length).toBeGreaterThan(0)
    expect(inIndustry.length).toBeLessThan(clients.items.length)
    await go('/')
    const section = page.locator('.section-clients')
    await section.getByLabel('Browse by Industry').selectOption('Healthcare')
    await section.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => url.searchParams.get('industry') === 'Healthcare')
    const tags = await page.locator('.client-grid > li:visible .client-tags').allTextContents()
    expect(tags).toHaveLength(inIndustry.length)
    for (const tag of tags) expect(tag).toContain('Healthcare')
    expect(await onScreen('.section-clients .client-grid')).toBe(true)
  })

  it("awards: a category's chip is a link to its awards; 'All' shows every award", async () => {
    const category = awards.categories.find((c) => c.awards.length < awards.awards.length)
    if (!category) throw new Error('no award category')
    await go('/')
    const section = page.locator('.section-awards')
    expect(await section.locator('.carousel-slide:visible').count()).toBe(awards.awards.length)
    await section.getByRole('link', { name: category.name, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('award') === category.name)
    const again = page.locator('.section-awards')
    expect(await again.locator('.chip[aria-current="true"]').textContent()).toBe(category.name)
    expect(await again.locator('.carousel-slide:visible').count()).toBe(category.awards.length)
    expect(await onScreen('.section-awards .carousel')).toBe(true)
    await again.getByRole('link', { name: 'All', exact: true }).click()
    await page.waitForURL((url) => !url.searchParams.has('award'))
    expect(await page.locator('.section-awards .carousel-slide:visible').count()).toBe(
      awards.awards.length,
    )
  })

  it("an award chip keeps the clients' industry, and the industry form keeps the award", async () => {
    const category = awards.categories.find((c) => c.awards.length < awards.awards.length)
    if (!category) throw new Error('no award category')
    const healthcare = clients.industries.find((i) => i.name === 'Healthcare')
    const inIndustry = clients.items.filter((c) => c.industries.includes(healthcare?.id ?? -1))
    const clientsShown = () => page.locator('.client-grid > li:visible').count()
    await go('/?industry=Healthcare')
    expect(await clientsShown()).toBe(inIndustry.length)
    await page
      .locator('.section-awards')
      .getByRole('link', { name: category.name, exact: true })
      .click()
    await page.waitForURL((url) => url.searchParams.get('award') === category.name)
    expect(new URL(page.url()).searchParams.get('industry')).toBe('Healthcare')
    expect(await clientsShown()).toBe(inIndustry.length)
    expect(await page.locator('.section-awards .carousel-slide:visible').count()).toBe(
      category.awards.length,
    )
    const section = page.locator('.section-clients')
    await section.getByLabel('Browse by Industry').selectOption('')
    await section.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => !url.searchParams.has('industry'))
    expect(new URL(page.url()).searchParams.get('award')).toBe(category.name)
    expect(await clientsShown()).toBe(clients.items.length)
    expect(await page.locator('.section-awards .chip[aria-current="true"]').textContent()).toBe(
      category.name,
    )
  })

  it('an unknown or differently written name shows the whole list or that option, never an error', async () => {
    const country = offices[0]?.country ?? ''
    for (const [path, expected] of [
      ['/contact?country=Atlantis', offices.length],
      [`/contact?country=${encodeURIComponent(` ${country.toUpperCase()} `)}`, 0],
    ] as const) {
      const res = await go(path)
      expect(res?.status(), path).toBe(200)
      const visible = await page.locator('.office-list > li:visible').count()
      const inCountry = offices.filter((o) => o.country === country).length
      expect(visible, path).toBe(expected || inCountry)
      expect(await page.getByLabel('Country').inputValue(), path).toBe(expected ? '' : country)
    }
    const res = await go('/?industry=Nope&award=Nope')
    expect(res?.status()).toBe(200)
    expect(await page.locator('.client-grid > li:visible').count()).toBe(clients.items.length)
    expect(await page.locator('.section-awards .carousel-slide:visible').count()).toBe(
      awards.awards.length,
    )
  })
})

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
