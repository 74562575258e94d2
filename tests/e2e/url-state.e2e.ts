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
