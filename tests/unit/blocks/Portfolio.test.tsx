import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Portfolio.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const portfolio = fixture(json)
const total = portfolio.cms?.caseStudies?.length ?? 0

describe('custom/portfolio-projects', () => {
  it("renders the h1 'Case Studies', tag links starting with 'All', and 18 cards a page", async () => {
    const { html } = await renderFixture(portfolio)
    expect(await texts(html, 'h1')).toEqual(['Case Studies'])
    const chips = await query(html, '.tag-filter a.chip')
    expect(chips[0]).toMatchObject({
      text: 'All',
      attrs: { href: '/case-studies', 'aria-current': 'page' },
    })
    expect(await query(html, '.case-grid > li')).toHaveLength(18)
    expect(await texts(html, '.portfolio-count')).toEqual([
      `${total} case studies · page 1 of ${Math.ceil(total / 18)}`,
    ])
  })

  it('filters by the URL category and pages with links', async () => {
    const url = 'https://www.example.test/case-studies?category=Fintech&page=1'
    const { html } = await renderFixture(portfolio, { url })
    expect((await query(html, 'a.chip[aria-current="page"]'))[0]?.text).toBe('Fintech')
    const tags = await texts(html, '.case-tags')
    expect(tags.length).toBeGreaterThan(0)
    expect(tags.every((t) => t.includes('Fintech'))).toBe(true)
    const page2 = await renderFixture(portfolio, {
      url: 'https://www.example.test/case-studies?page=2',
    })
    expect((await query(page2.html, 'a[rel="prev"]'))[0]?.attrs.href).toBe('/case-studies')
    expect((await query(page2.html, '.page-numbers a[aria-current="page"]'))[0]?.text).toBe('2')
  })
})
