import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/FeatureGrid.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const grid = fixture(json)

describe('custom/why-choose-us, benefits', () => {
  it("keeps all items in the HTML; after the third they are extra under 600 px, with 'Load more'", async () => {
    const { html, island } = await renderFixture(grid)
    const items = await query(html, '.feature')
    expect(items).toHaveLength(6)
    expect(items.map((i) => i.attrs.class?.includes('reveal-extra'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ])
    expect(await texts(html, 'button')).toEqual(['Load more'])
    expect(island).toBe(true)
  })

  it("needs no 'Load more' with 3 items or fewer", async () => {
    const { html, island } = await renderFixture(grid, {
      name: 'custom/benefits',
      attributes: { title: 'Benefits', items: [{ id: 1, title: 'Remote days' }] },
    })
    expect(await query(html, 'button')).toEqual([])
    expect(island).toBe(false)
  })
})
