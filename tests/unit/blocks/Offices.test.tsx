import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Offices.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const offices = fixture(json)

describe('custom/offices', () => {
  it('lists every office with address and links, filterable by country', async () => {
    const { html, island } = await renderFixture(offices)
    expect(await texts(html, '.office h3')).toEqual([
      'Belgrade',
      'Novi Sad',
      'Amsterdam',
      'Lisbon',
      'Austin',
    ])
    const [first] = await query(html, 'li.office')
    expect(first?.attrs['data-filter-values']).toBe('Serbia')
    expect((await query(html, '.office a'))[0]?.attrs.href).toBe('tel:+381114051200')
    expect((await texts(html, 'select option'))[0]).toBe('All countries')
    expect(await query(html, 'li.office[hidden]')).toHaveLength(0)
    expect(island).toBe(true)
  })

  it('renders the country the address names, in any case, and an unknown one as all', async () => {
    const shownFor = async (query_: string) => {
      const { html } = await renderFixture(offices, {
        url: `https://www.example.test/contact${query_}`,
      })
      const shown = (await query(html, 'li.office')).filter((li) => !('hidden' in li.attrs))
      return {
        selected: await texts(html, 'select[name="country"] option[selected]'),
        shown: shown.map((li) => li.attrs['data-office']),
      }
    }
    expect(await shownFor('?country=%20serbia')).toEqual({
      selected: ['Serbia'],
      shown: ['belgrade', 'novi-sad'],
    })
    expect(await shownFor('?country=Atlantis')).toEqual({
      selected: ['All countries'],
      shown: ['belgrade', 'novi-sad', 'amsterdam', 'lisbon', 'austin'],
    })
  })
})
