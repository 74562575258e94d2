import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()

/**
 * Holds back an island's own chunk (`/assets/chunks/<Name>.island-<hash>.js`) until released, as a
 * slow network would: until then the island cannot hydrate, whatever the visitor does.
 */
async function holdIsland(context: BrowserContext, chunk: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await context.route(new RegExp(`/assets/chunks/${chunk}\\.island-[A-Z0-9]+\\.js$`), async (r) => {
    requested = true
    await released
    await r.continue()
  })
  return { release, requested: () => requested }
}

/** A visitor (JavaScript on) whose island chunk is held back from the start. */
async function pageWithHeldIsland(
  path: string,
  chunk: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const context = await browser().newContext({ viewport })
  // Map tiles and fonts from elsewhere are unreachable here.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort())
  const held = await holdIsland(context, chunk)
  const page = await context.newPage()
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
  return { context, page, ...held }
}

const hydrated = (page: Page, island: string) =>
  page.evaluate(
    (name) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset.hydrated,
    island,
  )

describe('a control used before its island hydrates still works', () => {
  it("'View on map' clicked before the map island hydrates opens the map", async () => {
    const { context, page, release, requested } = await pageWithHeldIsland('/contact', 'OfficesMap')
    const toggle = page.getByRole('button', { name: 'View on map' })
    await toggle.scrollIntoViewIfNeeded()
    await toggle.click()
    expect(await hydrated(page, 'offices-map')).not.toBe('true')
    await expect.poll(requested).toBe(true)
    release()
    await page.locator('.offices-map[role="region"]').waitFor()
    expect(await page.getByRole('button', { name: 'Hide map' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await page.waitForSelector('.leaflet-container')
    await context.close()
  })

  it('a technology tab chosen before the grid hydrates is selected and filters the grid', async () => {
    const { context, page, release } = await pageWithHeldIsland(
      '/services/software',
      'TechnologyGrid',
    )
    const section = page.locator('.section-technologies')
    await section.scrollIntoViewIfNeeded()
    const island = section.locator('[data-island="technology-grid"]')
    const data = JSON.parse((await island.getAttribute('data-props')) ?? '{}') as {
      categories: { id: number; name: string }[]
      items: { categories: number[] }[]
    }
    const category = data.categories[0]
    const inCategory = data.items.filter((t) => t.categories.includes(category?.id ?? -1)).length
    expect(inCategory).toBeLessThan(data.items.length)
    const tab = section.getByRole('tab', { name: category?.name, exact: true })
    await tab.click()
    expect(await hydrated(page, 'technology-grid')).not.toBe('true')
    release()
    await page.waitForSelector('[data-island="technology-grid"][data-hydrated="true"]')
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
    expect(await section.locator('.tech-grid > li').count()).toBe(inCategory)
    await context.close()
  })

  // Replayed one after another in one task: each change builds on the one before it.
  it('a department chosen and a keyword typed before the vacancy filters hydrate both filter the list and the URL', async () => {
    const { context, page, release } = await pageWithHeldIsland('/careers', 'VacancyFilters')
    await page.getByLabel('Department').selectOption('Quality Assurance')
    await page.getByLabel('Keyword').fill('engineer')
    expect(await hydrated(page, 'vacancy-filters')).not.toBe('true')
    release()
    await page.waitForSelector('[data-island="vacancy-filters"][data-hydrated="true"]')
    await page.waitForURL(
      (url) =>
        url.searchParams.get('keyword') === 'engineer' &&
        url.searchParams.get('department') === 'Quality Assurance',
    )
    expect(await page.getByLabel('Keyword').inputValue()).toBe('engineer')
    expect(await page.getByLabel('Department').inputValue()).toBe('Quality Assurance')
    const cards = page.locator('.vacancy-card:visible')
    await expect
      .poll(() => cards.locator('.vacancy-chip').allTextContents())
      .toEqual(['Quality Assurance', 'Quality Assurance'])
    const names = await cards.locator('h3').allTextContents()
    expect(names.every((n) => n.toLowerCase().includes('engineer'))).toBe(true)
    await context.close()
  })

  it('a file chosen before the contact form hydrates is taken by the form at once', async () => {
    const { context, page, release } = await pageWithHeldIsland('/contact', 'Form')
    const form = page.locator('form.form-contact')
    await form.scrollIntoViewIfNeeded()
    await form.locator('input[type=file]').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00'),
    })
    expect(await hydrated(page, 'form')).not.toBe('true')
    release()
    await page.waitForSelector('[data-island="form"][data-hydrated="true"]')
    // The hydrated form knows the file: it lists it with its remove button, without a submit.
    await form.getByRole('button', { name: 'Remove tool.exe' }).waitFor()
    await context.close()
  })

  // React replaces the server's nodes when it recovers from a hydration mismatch: the control the
  // visitor used is then gone, and its twin in the same place gets what they did.
  it("'Load more' clicked on a button the island then renders afresh still reveals the list", async () => {
    const { context, page, release } = await pageWithHeldIsland('/', 'RevealMore', VIEWPORTS.mobile)
    const section = page.locator('.section-features').first()
    await section.getByRole('button', { name: 'Load more' }).click()
    expect(await section.locator('.feature:visible').count()).toBe(3)
    await section
      .locator('.reveal-more-button')
      .evaluate((button) => button.replaceWith(button.cloneNode(true)))
    release()
    const all = await section.locator('.feature').count()
    await expect.poll(() => section.locator('.feature:visible').count()).toBe(all)
    await context.close()
  })

  it('a department chosen on a select the island then renders afresh filters the list', async () => {
    const { context, page, release } = await pageWithHeldIsland('/careers', 'VacancyFilters')
    const department = page.getByLabel('Department')
    const [, first] = await department
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    if (!first) throw new Error('no department to choose')
    await department.selectOption(first)
    await department.evaluate((select) => {
      const fresh = select.cloneNode(true) as HTMLSelectElement
      fresh.value = ''
      select.replaceWith(fresh)
    })
    release()
    await page.waitForURL((url) => url.searchParams.get('department') === first)
    expect(await page.getByLabel('Department').inputValue()).toBe(first)
    await expect
      .poll(() => page.locator('.vacancy-card:visible .vacancy-chip').allTextContents())
      .toEqual(expect.arrayContaining([first]))
    const chips = await page.locator('.vacancy-card:visible .vacancy-chip').allTextContents()
    expect(chips.every((c) => c === first)).toBe(true)
    await context.close()
  })
})
