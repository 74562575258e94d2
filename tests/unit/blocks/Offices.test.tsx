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

  it("'View on map' is a GET form for ?map=1 that keeps the country, and the map is closed", async () => {
    const { html } = await renderFixture(offices, {
      url: 'https://www.example.test/contact?country=serbia',
    })
    const [form] = await query(html, '.offices-map-island form')
    expect(form?.attrs).toMatchObject({
      method: 'get',
      action: expect.stringMatching(/^\/contact#blk-/),
    })
    const hidden = await query(html, '.offices-map-island input[type="hidden"]')
    expect(hidden.map((i) => [i.attrs.name, i.attrs.value])).toEqual([['country', 'Serbia']])
    const [button] = await query(html, '.offices-map-island button')
    expect([button?.text, button?.attrs.name, button?.attrs.value]).toEqual([
      'View on map',
      'map',
      '1',
    ])
    expect(button?.attrs['aria-pressed']).toBe('false')
    expect(await query(html, '[role="region"]')).toHaveLength(0)
    // Without JavaScript, the country form keeps the map as it is (closed: nothing to keep).
    expect(await query(html, '.filter-form input[type="hidden"]')).toHaveLength(0)
  })

  it('?map=1 renders the map open: a pin per office of the country, each linking to a map', async () => {
    const { html } = await renderFixture(offices, {
      url: 'https://www.example.test/contact?country=Serbia&map=1',
    })
    const [button] = await query(html, '.offices-map-island button')
    expect([button?.text, button?.attrs.name, button?.attrs['aria-pressed']]).toEqual([
      'Hide map',
      undefined,
      'true',
    ])
    const [region] = await query(html, '.offices-map[role="region"]')
    expect(region?.attrs['aria-label']).toBe('Map of our offices')
    const pins = (await query(html, '.offices-map-static li')).filter(
      (li) => !('hidden' in li.attrs),
    )
    expect(pins.map((p) => p.attrs['data-office'])).toEqual(['belgrade', 'novi-sad'])
    const links = await query(html, '.offices-map-static a')
    expect(links[0]).toMatchObject({
      text: 'View Belgrade on OpenStreetMap',
      attrs: {
        href: 'https://www.openstreetmap.org/?mlat=44.8176&mlon=20.4133#map=16/44.8176/20.4133',
      },
    })
    // The country form keeps the map open; the island starts open.
    const kept = await query(html, '.filter-form input[type="hidden"]')
    expect(kept.map((i) => [i.attrs.name, i.attrs.value])).toEqual([['map', '1']])
    const [island] = await query(html, '[data-island="offices-map"]')
    expect(JSON.parse(island?.attrs['data-props'] ?? '{}')).toMatchObject({
      open: true,
      kept: [['country', 'Serbia']],
    })
  })
})
