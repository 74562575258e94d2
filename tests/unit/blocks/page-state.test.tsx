import { describe, expect, it } from 'vitest'
import awardsJson from '../../fixtures/blocks/Awards.json'
import clientsJson from '../../fixtures/blocks/Clients.json'
import { createPageState, keptInSearch, stateHref } from '../../../src/blocks/ui/filter/page-state'
import { fixture, query, renderFixture } from './render-fixture'

const awards = fixture(awardsJson)
const clients = fixture(clientsJson)

/** The home page's two filtered lists in one group, as an editor may place them. */
const homeLists = fixture({
  blocks: ['core/group'],
  url: 'https://www.example.test/',
  attributes: {},
  innerBlocks: [
    { name: 'custom/clients', attributes: clients.attributes },
    { name: 'custom/awards', attributes: awards.attributes },
  ],
  cms: { ...clients.cms, ...awards.cms },
})

describe("a page's controls keep each other's state (39.5)", () => {
  it('writes a choice with the other controls kept, in the route map order, at the section', () => {
    const state = createPageState()
    state.show('award', 'Clutch')
    state.show('industry', 'Public Sector')
    state.show('country', '')
    expect(state.others('award')).toEqual([
      ['country', ''],
      ['industry', 'Public Sector'],
    ])
    expect(stateHref('/', state.others('award'), 'award', 'Industry awards', 'a')).toBe(
      '/?industry=Public+Sector&award=Industry+awards#a',
    )
    expect(stateHref('/', state.others('award'), 'award', '', 'a')).toBe(
      '/?industry=Public+Sector#a',
    )
    expect(stateHref('/contact', [], 'map', '1', 'o')).toBe('/contact?map=1#o')
    // Once hydrated, the same controls as the address has them now, and nothing else.
    const search = new URLSearchParams('award=Clutch&utm_source=x&map=1&industry=Finance')
    expect(keptInSearch(search, state.others('award'))).toEqual([
      ['country', ''],
      ['industry', 'Finance'],
    ])
  })

  it("without JavaScript, an award chip keeps the clients' industry and the industry form keeps the award", async () => {
    const { html } = await renderFixture(homeLists, {
      url: 'https://www.example.test/?industry=public+sector&award=clutch',
    })
    const chips = await query(html, '.section-awards a.chip')
    expect(chips.map((c) => c.attrs.href?.replace(/#.*/, ''))).toEqual([
      '/?industry=Public+Sector',
      '/?industry=Public+Sector&award=Clutch',
      '/?industry=Public+Sector&award=GoodFirms',
      '/?industry=Public+Sector&award=Industry+awards',
      '/?industry=Public+Sector&award=Certifications',
    ])
    const hidden = await query(html, '.section-clients form input[type="hidden"]')
    expect(hidden.map((i) => [i.attrs.name, i.attrs.value])).toEqual([['award', 'Clutch']])
    // The islands get the same, to write the same links once hydrated.
    const props = (await query(html, '[data-island="filter-controls"]')).map(
      (i) => (JSON.parse(i.attrs['data-props'] ?? '{}') as { kept: unknown }).kept,
    )
    expect(props).toEqual([[['award', 'Clutch']], [['industry', 'Public Sector']]])
  })

  it('a list alone on its page keeps nothing it does not show', async () => {
    const { html } = await renderFixture(awards, {
      url: 'https://www.example.test/?industry=Finance&country=Serbia',
    })
    const chips = await query(html, 'a.chip')
    expect(chips.map((c) => c.attrs.href?.replace(/#.*/, ''))[1]).toBe('/?award=Clutch')
  })
})
