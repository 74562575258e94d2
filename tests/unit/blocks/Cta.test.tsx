import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Cta.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const cta = fixture(json)

describe('custom/cta, cta-2, view-more, career-teaser', () => {
  it('shows title, text and the button to its link', async () => {
    const { html, island } = await renderFixture(cta)
    expect(await texts(html, 'h2')).toEqual(['Prefer email?'])
    expect(await query(html, 'a.btn')).toEqual([
      {
        tag: 'a',
        attrs: { class: 'btn btn-primary', href: 'mailto:hello@northwindlabs.dev' },
        text: 'Email us',
      },
    ])
    expect(island).toBe(false)
  })

  it('shows the open vacancy count on a careers teaser', async () => {
    const { html } = await renderFixture(cta, {
      name: 'custom/career-teaser',
      attributes: { title: 'Join us', linkText: 'See open positions', linkHref: '/careers' },
    })
    const count = cta.cms?.vacancies?.length ?? 0
    expect(count).toBeGreaterThan(1)
    expect(await texts(html, '.cta-count')).toEqual([`${count} open positions`])
    expect((await query(html, 'a.btn'))[0]?.attrs.href).toBe('/careers')
  })

  it('shows the number of case studies the data holds on a teaser for /case-studies', async () => {
    const { html } = await renderFixture(cta, {
      name: 'custom/view-more',
      attributes: {
        title: 'Explore our work',
        linkText: 'View case studies',
        linkHref: '/case-studies',
      },
    })
    const count = cta.cms?.caseStudies?.length ?? 0
    expect(count).toBeGreaterThan(1)
    expect(await texts(html, '.cta-count')).toEqual([`${count} case studies`])
  })
})
