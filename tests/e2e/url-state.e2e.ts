import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl, openPage, useBrowser } from './browser'

const browser = useBrowser()
const vacancies = publishedContent<{
  name: string
  locations: string[]
  occupation_category: string
}>('vacancies.json')

/** A visitor whose browser storage holds a portfolio filter left by an older visit. */
async function visitorWithStoredFilter(value: string): Promise<BrowserContext> {
  const context = await browser().newContext()
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('filter', stored)
    }
  }, value)
  return context
}

const storedFilter = (page: Page) => page.evaluate(() => localStorage.getItem('filter'))
const currentTag = (page: Page) => page.locator('.tag-filter a[aria-current="page"]').textContent()

describe("the portfolio's stored filter", () => {
  it('never overrides an explicit ?category=, and is removed all the same', async () => {
    const context = await visitorWithStoredFilter('Energy')
    const page = await context.newPage()
    // Cloud has more than one page of case studies.
    await page.goto(`${baseUrl()}/case-studies?category=Cloud`)
    await expect.poll(() => storedFilter(page)).toBeNull()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).searchParams.get('category')).toBe('Cloud')
    expect(await currentTag(page)).toBe('Cloud')
    await context.close()
  })

  it('is removed on a list of one page too, so that it never comes back later', async () => {
    const context = await visitorWithStoredFilter('Energy')
    const page = await context.newPage()
    // Healthcare fits on one page: no page dropdown.
    await page.goto(`${baseUrl()}/case-studies?category=Healthcare`)
    expect(await page.getByLabel('Go to page').count()).toBe(0)
    await expect.poll(() => storedFilter(page)).toBeNull()
    await page.goto(`${baseUrl()}/case-studies`)
    await page.waitForLoadState('networkidle')
    expect(page.url()).toBe(`${baseUrl()}/case-studies`)
    expect(await currentTag(page)).toBe('All')
    await context.close()
  })

  it('applies once when the address names no category', async () => {
    const context = await visitorWithStoredFilter('Healthcare')
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/case-studies?page=2`)
    await page.waitForURL(/category=Healthcare/)
    expect(await currentTag(page)).toBe('Healthcare')
    expect(await storedFilter(page)).toBeNull()
    await context.close()
  })
})

describe('the vacancy list and its filters follow the URL', () => {
  const visible = (page: Page) => page.locator('.vacancy-card:visible').count()

  it('shows 5 again after every filter change, back to all departments included', async () => {
    const { page, context } = await openPage(browser(), '/careers')
    await page.waitForSelector('[data-island="vacancy-list"][data-hydrated="true"]')
    await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
    const engineering = vacancies.filter((v) => v.occupation_category === 'Engineering').length
    expect(engineering).toBeGreaterThan(5)
    await page.getByRole('button', { name: /other open vacancies/ }).click()
    expect(await visible(page)).toBe(vacancies.length)
    await page.getByLabel('Department').selectOption('Engineering')
    await expect.poll(() => visible(page)).toBe(5)
    await page.getByRole('button', { name: /other open vacanc/ }).click()
    expect(await visible(page)).toBe(engineering)
    await page.getByLabel('Department').selectOption('')
    await expect.poll(() => visible(page)).toBe(5)
    expect(
      await page.getByRole('button', { name: /other open vacancies/ }).textContent(),
    ).toContain(`${vacancies.length - 5} other open vacancies`)
    await context.close()
  })

  for (const javaScript of [true, false]) {
    const how = javaScript ? 'with' : 'without'
    it(`shows ?location=grad in the location control (${how} JavaScript)`, async () => {
      const { page, context } = await openPage(browser(), '/careers?location=grad', { javaScript })
      if (javaScript)
        await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
      const location = page.getByLabel('Location')
      expect(await location.inputValue()).toBe('grad')
      expect(await location.locator('option:checked').textContent()).toBe('Matching “grad”')
      const expected = vacancies.filter((v) => v.locations.some((l) => /grad/i.test(l)))
      expect(await page.locator('.vacancy-card h3').allTextContents()).toEqual(
        expected.map((v) => v.name),
      )
      await context.close()
    })

    it(`shows an unknown department in the department control (${how} JavaScript)`, async () => {
      const { page, context } = await openPage(browser(), '/careers?department=Astronauts', {
        javaScript,
      })
      if (javaScript)
        await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
      const department = page.getByLabel('Department')
      expect(await department.inputValue()).toBe('Astronauts')
      expect(await department.locator('option:checked').textContent()).toBe('Astronauts')
      expect(await page.getByText('No vacancies found').isVisible()).toBe(true)
      await context.close()
    })
  }

  it('keeps the location of the URL when the keyword changes without JavaScript', async () => {
    const { page, context } = await openPage(browser(), '/careers?location=grad', {
      javaScript: false,
    })
    await page.getByLabel('Keyword').fill('engineer')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/keyword=engineer/)
    const url = new URL(page.url())
    expect(url.searchParams.get('location')).toBe('grad')
    const expected = vacancies.filter(
      (v) => /engineer/i.test(v.name) && v.locations.some((l) => /grad/i.test(l)),
    )
    expect(await page.locator('.vacancy-card h3').allTextContents()).toEqual(
      expected.map((v) => v.name),
    )
    await context.close()
  })
})

describe('Back and Forward step through every filter, tab and page a visitor chose (39.6)', () => {
  const offices =
    (
      JSON.parse(
        readFileSync(
          new URL('../../embedded-cms/content/pages/contact.json', import.meta.url),
          'utf8',
        ),
      ) as {
        blocks: { name: string; attributes?: { offices?: { city: string; country: string }[] } }[]
      }
    ).blocks.find((b) => b.name === 'custom/offices')?.attributes?.offices ?? []
  const citiesIn = (country: string) =>
    offices.filter((o) => !country || o.country === country).map((o) => o.city)

  /** What the offices block shows: the address's country, the control's and the cities listed. */
  async function officesState(page: Page) {
    return {
      url: new URL(page.url()).searchParams.get('country') ?? '',
      control: await page.getByLabel('Country').inputValue(),
      cities: await page.locator('.office-list > li:visible h3').allTextContents(),
    }
  }
  const officesShown = (country: string) => ({
    url: country,
    control: country,
    cities: citiesIn(country),
  })

  it('the offices country: each choice is an entry; Back and Forward restore the list', async () => {
    const countries = [...new Set(offices.map((o) => o.country))]
    const [first, second] = countries.filter((c) => citiesIn(c).length < offices.length)
    if (!first || !second) throw new Error('the demo offices span fewer than two countries')
    const { page, context } = await openPage(browser(), '/contact')
    await page.locator('.section-offices').scrollIntoViewIfNeeded()
    await page.waitForSelector(
      '.section-offices [data-island="filter-controls"][data-hydrated="true"]',
      { state: 'attached' },
    )
    await page.getByLabel('Country').selectOption(first)
    await expect.poll(() => officesState(page)).toEqual(officesShown(first))
    await page.getByLabel('Country').selectOption(second)
    await expect.poll(() => officesState(page)).toEqual(officesShown(second))
    await page.goBack()
    await expect.poll(() => officesState(page)).toEqual(officesShown(first))
    await page.goBack()
    await expect.poll(() => officesState(page)).toEqual(officesShown(''))
    expect(new URL(page.url()).pathname).toBe('/contact')
    await page.goForward()
    await expect.poll(() => officesState(page)).toEqual(officesShown(first))
    await context.close()
  })

  it('an address naming a country shows that country once the page runs, in any case', async () => {
    const country = offices[offices.length - 1]?.country ?? ''
    const { page, context } = await openPage(
      browser(),
      `/contact?country=${encodeURIComponent(country.toLowerCase())}`,
    )
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe(country)
    await expect
      .poll(() => page.locator('.office-list > li:visible h3').allTextContents())
      .toEqual(citiesIn(country))
    await context.close()
  })

  it('the awards category and the clients industry: Back undoes each, one at a time', async () => {
    const { page, context } = await openPage(browser(), '/')
    const awards = page.locator('.section-awards')
    const clients = page.locator('.section-clients')
    await awards.scrollIntoViewIfNeeded()
    await page.waitForSelector('.section-awards .filter-controls[data-hydrated="true"]')
    const pressed = () => awards.locator('.chip[aria-current="true"]').textContent()
    const chips = await awards.locator('.chip').allTextContents()
    const category = chips[1]
    if (!category) throw new Error('no award category')
    await awards.locator('.chip', { hasText: category }).click()
    await expect.poll(pressed).toBe(category)
    expect(new URL(page.url()).searchParams.get('award')).toBe(category)
    await clients.scrollIntoViewIfNeeded()
    await page.waitForSelector(
      '.section-clients [data-island="filter-controls"][data-hydrated="true"]',
    )
    const select = clients.getByLabel('Browse by Industry')
    const industry = (await select.locator('option').allTextContents())[1] ?? ''
    await select.selectOption({ label: industry })
    await page.waitForURL((url) => url.searchParams.get('industry') === industry)
    const all = await clients.locator('.client-grid > li').count()
    const visible = () => clients.locator('.client-grid > li:visible').count()
    expect(await visible()).toBeLessThan(all)
    await page.goBack()
    await expect.poll(visible).toBe(all)
    expect(await select.inputValue()).toBe('')
    expect(await pressed()).toBe(category)
    await page.goBack()
    await expect.poll(pressed).toBe('All')
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  })

  it('portfolio tags and pages: Back and Forward go through each, the list with them', async () => {
    const { page, context } = await openPage(browser(), '/case-studies')
    /** The address's tag and page, the tag marked current and the page the dropdown shows. */
    const state = async () => ({
      category: new URL(page.url()).searchParams.get('category') ?? '',
      page: new URL(page.url()).searchParams.get('page') ?? '1',
      current: (await page.locator('.tag-filter a[aria-current="page"]').textContent()) ?? '',
      first: await page.locator('.case-grid .case-title').first().textContent(),
    })
    const all = await state()
    // Cloud has more than one page of case studies (see the stored filter tests above).
    await page.locator('.tag-filter a', { hasText: /^Cloud$/ }).click()
    await page.waitForURL(/category=Cloud/)
    const cloud = await state()
    expect(cloud.current).toBe('Cloud')
    await page.getByLabel('Go to page').selectOption('2')
    await page.waitForURL(/page=2/)
    const cloud2 = await state()
    expect(cloud2.first).not.toBe(cloud.first)
    await page.goBack()
    await expect.poll(state).toEqual(cloud)
    await page.goBack()
    await expect.poll(state).toEqual(all)
    await page.goForward()
    await expect.poll(state).toEqual(cloud)
    await page.goForward()
    await expect.poll(state).toEqual(cloud2)
    await context.close()
  })

  it("a department chip on a vacancy card is an entry: Back restores the list and the reader's place", async () => {
    const { page, context } = await openPage(browser(), '/careers')
    await page.waitForSelector('[data-island="vacancy-list"][data-hydrated="true"]')
    const chip = page.locator('.vacancy-card:visible .vacancy-chip').last()
    await chip.scrollIntoViewIfNeeded()
    const department = (await chip.textContent())?.trim() ?? ''
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    const names = await page.locator('.vacancy-card:visible h3').allTextContents()
    await chip.click()
    await page.waitForURL((url) => url.searchParams.get('department') === department)
    // The spec: choosing a chip scrolls to the top, where the filters are.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect.poll(() => page.getByLabel('Department').inputValue()).toBe('')
    await expect
      .poll(() => page.locator('.vacancy-card:visible h3').allTextContents())
      .toEqual(names)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
    await page.goForward()
    await expect.poll(() => page.getByLabel('Department').inputValue()).toBe(department)
    await context.close()
  })

  it('technology tabs: Forward goes to the tab Back left', async () => {
    const { page, context } = await openPage(browser(), '/services')
    const section = page.locator('.section-technologies')
    await section.scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="technology-grid"][data-hydrated="true"]')
    const tab = (await section.getByRole('tab').allTextContents())[1] ?? ''
    const selected = () => section.getByRole('tab', { selected: true }).textContent()
    await section.getByRole('tab', { name: tab, exact: true }).click()
    await expect.poll(selected).toBe(tab)
    await page.goBack()
    await expect.poll(selected).toBe('All')
    await page.goForward()
    await expect.poll(selected).toBe(tab)
    expect(new URL(page.url()).searchParams.get('technology')).toBe(tab)
    await context.close()
  })
})
