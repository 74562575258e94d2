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
    expect(island).toBe(true)
  })
})
