import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl, openPage, useBrowser } from './browser'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()
const caseStudies = publishedContent<{ slug: string; title: string; tags: string[] }>(
  'case-studies.json',
)
const total = caseStudies.length
const pages = Math.ceil(total / 18)

describe('/case-studies', () => {
  it(`shows 18 per page over ceil(${total} / 18) pages, the remainder on the last`, async () => {
    const { page, context } = await openPage(browser(), '/case-studies')
    expect(await page.locator('h1').textContent()).toBe('Case Studies')
    expect(await page.locator('.case-grid > li').count()).toBe(18)
    await page.goto(`${baseUrl()}/case-studies?page=${pages}`)
    expect(await page.locator('.case-grid > li').count()).toBe(total - 18 * (pages - 1))
    expect(await page.locator('.page-numbers a[aria-current="page"]').textContent()).toBe(
      String(pages),
    )
    await context.close()
  })

  it('shows a window of 5 page numbers at 1280 px and 3 at 400 px', async () => {
    const wide = await openPage(browser(), '/case-studies?page=3', { width: 1280 })
    expect(await wide.page.locator('.page-numbers a:visible').allTextContents()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ])
    await wide.context.close()
    const narrow = await openPage(browser(), '/case-studies?page=3', { width: 400 })
    expect(await narrow.page.locator('.page-numbers a:visible').allTextContents()).toEqual([
      '2',
      '3',
      '4',
    ])
    await narrow.context.close()
  })

  it('jumps to a page with the dropdown', async () => {
    const { page, context } = await openPage(browser(), '/case-studies')
    await page.waitForSelector('.page-select-island[data-hydrated="true"]')
    await Promise.all([page.waitForURL(/page=4/), page.getByLabel('Go to page').selectOption('4')])
    expect(await page.locator('.page-numbers a[aria-current="page"]').textContent()).toBe('4')
    await context.close()
  })

  it('filters by tag, resets to page 1, and preselects ?category=', async () => {
    const tag = 'Healthcare'
    const expected = caseStudies.filter((c) => c.tags.includes(tag)).length
    const { page, context } = await openPage(browser(), '/case-studies?page=2')
    await page.locator('.tag-filter a', { hasText: tag }).click()
    await page.waitForURL(/category=Healthcare$/)
    expect(await page.locator('.tag-filter a[aria-current="page"]').textContent()).toBe(tag)
    expect(await page.locator('.case-grid > li').count()).toBe(Math.min(18, expected))
    expect(await page.locator('.portfolio-count').textContent()).toContain(
      `${expected} case studies tagged ${tag}`,
    )
    await page.goto(`${baseUrl()}/case-studies?filter=Logistics`)
    expect(await page.locator('.tag-filter a[aria-current="page"]').textContent()).toBe('Logistics')
    await context.close()
  })

  it("applies a filter stored under 'filter' once and removes it", async () => {
    const context = await browser().newContext()
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('filter', 'Energy')
      }
    })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/case-studies`)
    await page.waitForURL(/category=Energy/)
    expect(await page.locator('.tag-filter a[aria-current="page"]').textContent()).toBe('Energy')
    expect(await page.evaluate(() => localStorage.getItem('filter'))).toBeNull()
    await page.goto(`${baseUrl()}/case-studies`)
    expect(page.url()).toBe(`${baseUrl()}/case-studies`)
    await context.close()
  })

  it('works without JavaScript: filter and pages are links', async () => {
    const { page, context } = await openPage(browser(), '/case-studies', { javaScript: false })
    await page.locator('.pagination a[rel="next"]').click()
    await page.waitForURL(/page=2/)
    expect(await page.locator('.case-grid > li').count()).toBe(18)
    await page.getByLabel('Go to page').selectOption('4')
    await Promise.all([page.waitForURL(/page=4/), page.getByRole('button', { name: 'Go' }).click()])
    expect(await page.getByLabel('Go to page').inputValue()).toBe('4')
    await context.close()
  })

  it("shows the dropdown's Go button only to visitors without JavaScript", async () => {
    const { page, context } = await openPage(browser(), '/case-studies')
    await page.waitForSelector('.page-select-island[data-hydrated="true"]')
    expect(await page.getByRole('button', { name: 'Go' }).isVisible()).toBe(false)
    await context.close()
  })
})

describe('a case study page', () => {
  const first = caseStudies[0]
  it('shows heading, tags, details, outcome and share with copy link', async () => {
    const { page, context } = await openPage(browser(), `/case-studies/${first?.slug}`)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    expect(plainHeadings((await page.locator('h1').textContent()) ?? '')).toBe(first?.title)
    expect(await page.locator('.project-heading .tag-chips li').count()).toBe(first?.tags.length)
    expect(await page.locator('.project-details h2').allTextContents()).toEqual([
      'The challenge',
      'Our solution',
      'Technology',
    ])
    expect(await page.locator('.section-outcome h2').textContent()).toBe('The outcome')
    await page.getByRole('button', { name: 'Share this case study' }).click()
    const copy = page.getByRole('button', { name: 'Copy link' })
    await page.waitForSelector('[data-island="copy-link"][data-hydrated="true"]')
    await copy.click()
    const copied = page.getByRole('button', { name: 'Copied' })
    expect(await copied.isDisabled()).toBe(true)
    await context.close()
  })

  for (const [width, count] of [
    [400, 1],
    [1024, 2],
    [1440, 3],
  ] as const) {
    it(`shows ${count} other case studies at ${width} px, with 'View All'`, async () => {
      const { page, context } = await openPage(browser(), `/case-studies/${first?.slug}`, { width })
      const section = page.locator('section', {
        has: page.locator('h2', { hasText: 'Other case studies' }),
      })
      await section.scrollIntoViewIfNeeded()
      const visible = await section.locator('.carousel-slide').evaluateAll((slides) => {
        const track = slides[0]?.parentElement?.getBoundingClientRect()
        return slides.filter((s) => {
          const r = s.getBoundingClientRect()
          return track && r.left >= track.left - 1 && r.right <= track.right + 1
        }).length
      })
      expect(visible).toBe(count)
      expect(await section.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
        '/case-studies',
      )
      await context.close()
    })
  }

  it('answers an unknown slug with 404', async () => {
    const res = await fetch(`${baseUrl()}/case-studies/no-such-case-study`)
    expect(res.status).toBe(404)
  })
})
