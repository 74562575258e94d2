import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/VacancyList.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const list = fixture(json)
const total = list.cms?.vacancies?.length ?? 0

describe('custom/vacancy-list', () => {
  it("shows 5 vacancies, and a card with the remaining count of 'other open vacancies'", async () => {
    const { html, island } = await renderFixture(list)
    const cards = await query(html, 'li.vacancy-card')
    expect(cards).toHaveLength(total)
    expect(cards.filter((c) => !c.attrs.class?.includes('reveal-extra'))).toHaveLength(5)
    expect(await texts(html, '.vacancy-more-count')).toEqual([String(total - 5)])
    expect((await query(html, 'a.vacancy-link'))[0]).toMatchObject({
      text: 'Senior React Developer',
      attrs: { href: '/careers/senior-react-developer' },
    })
    expect(island).toBe(true)
  })

  it("says 'No vacancies found' when the filter matches nothing", async () => {
    const { html } = await renderFixture(list, {
      url: 'https://www.example.test/careers?keyword=astronaut',
    })
    expect(html).toContain('No vacancies found')
    expect(await query(html, 'a.vacancy-link')).toEqual([])
  })
})
