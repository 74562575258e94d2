import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'

const browser = useBrowser()
const vacancies = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/vacancies.json', import.meta.url), 'utf8'),
) as {
  slug: string
  name: string
  locations: string[]
  occupation_category: string
  employmentType: string
}[]

const names = (list: typeof vacancies) => list.map((v) => v.name)

describe('/careers', () => {
  it('shows 5 vacancies, the number of others, and all after a click', async () => {
    const { page, context } = await openPage(browser(), '/careers')
    await page.waitForSelector('[data-island="vacancy-list"][data-hydrated="true"]')
    expect(await page.locator('.vacancy-card:visible').count()).toBe(5)
    const more = page.getByRole('button', { name: /other open vacancies/ })
    expect(await more.textContent()).toContain(`${vacancies.length - 5} other open vacancies`)
    await more.click()
    expect(await page.locator('.vacancy-card:visible').count()).toBe(vacancies.length)
    await context.close()
  })

  it('narrows by keyword, location and department, with the state in the URL', async () => {
    const { page, context } = await openPage(browser(), '/careers')
    await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
    await page.getByLabel('Keyword').fill('engineer')
    const byKeyword = vacancies.filter((v) => v.name.toLowerCase().includes('engineer'))
    await expect
      .poll(() => page.locator('.vacancy-card:visible h3').allTextContents())
      .toEqual(names(byKeyword).slice(0, 5))
    expect(page.url()).toContain('keyword=engineer')
    await page.getByLabel('Keyword').fill('')
    await page.getByLabel('Location').selectOption('Remote')
    const remote = vacancies.filter((v) =>
      v.locations.some((l) => l.toLowerCase().includes('remote')),
    )
    await page
      .getByRole('button', { name: /other open vacancies/ })
      .click()
      .catch(() => undefined)
    await expect
      .poll(() => page.locator('.vacancy-card:visible h3').allTextContents())
      .toEqual(names(remote))
    await page.getByLabel('Location').selectOption('')
    await page.getByLabel('Department').selectOption('Design')
    await expect
      .poll(() => page.locator('.vacancy-card h3').allTextContents())
      .toEqual(names(vacancies.filter((v) => v.occupation_category === 'Design')))
    expect(page.url()).toBe(`${baseUrl()}/careers?department=Design`)
    await page.reload()
    await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
    await page.waitForSelector('[data-island="vacancy-list"][data-hydrated="true"]')
    expect(await page.getByLabel('Department').inputValue()).toBe('Design')
    expect(await page.locator('.vacancy-card').count()).toBe(2)
    await page.getByLabel('Keyword').fill('zzzz')
    await page.getByText('No vacancies found').waitFor()
    await context.close()
  })

  it('sets the department from a chip and scrolls to the top', async () => {
    const { page, context } = await openPage(browser(), '/careers', { reducedMotion: true })
    await page.waitForSelector('[data-island="vacancy-list"][data-hydrated="true"]')
    const chip = page.locator('.vacancy-chip', { hasText: 'Quality Assurance' }).first()
    await chip.scrollIntoViewIfNeeded()
    await chip.click()
    expect(await page.getByLabel('Department').inputValue()).toBe('Quality Assurance')
    await page.waitForFunction(() => window.scrollY === 0)
    expect(page.url()).toContain('department=Quality+Assurance')
    await context.close()
  })

  it('opens a vacancy with Enter on its card', async () => {
    const { page, context } = await openPage(browser(), '/careers')
    await page.locator('.vacancy-link').first().focus()
    await Promise.all([
      page.waitForURL(`**/careers/${vacancies[0]?.slug}`),
      page.keyboard.press('Enter'),
    ])
    expect(await page.locator('h1').textContent()).toBe(vacancies[0]?.name)
    await context.close()
  })

  it('filters with the GET form when JavaScript is off', async () => {
    const { page, context } = await openPage(browser(), '/careers', { javaScript: false })
    expect(await page.locator('.vacancy-card:visible').count()).toBe(vacancies.length)
    await page.getByLabel('Keyword').fill('developer')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/keyword=developer/)
    const expected = vacancies.filter((v) => v.name.toLowerCase().includes('developer'))
    expect(await page.locator('.vacancy-card h3').allTextContents()).toEqual(names(expected))
    await context.close()
  })
})

describe('vacancy pages', () => {
  it('carry valid JobPosting JSON-LD for every vacancy', async () => {
    for (const v of vacancies) {
      const res = await fetch(`${baseUrl()}/careers/${v.slug}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
      const job = scripts.find((s) => s['@type'] === 'JobPosting')
      expect(job, v.slug).toBeDefined()
      expect(job?.title).toBe(v.name)
      expect(String(job?.description)).toContain('<p>')
      expect(job?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((job?.hiringOrganization as { name: string }).name).toBe('Northwind Labs')
      expect(job?.employmentType).toBe(v.employmentType)
      const offices = v.locations.filter((l) => l !== 'Remote')
      if (offices.length) expect((job?.jobLocation as unknown[]).length).toBe(offices.length)
      if (v.locations.includes('Remote')) expect(job?.jobLocationType).toBe('TELECOMMUTE')
    }
  })
})
