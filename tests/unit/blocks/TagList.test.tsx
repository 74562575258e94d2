import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/TagList.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const tags = fixture(json)

describe('custom/tag-list', () => {
  it("shows the first 3 tags and 'View More' for the rest when there are more than 4", async () => {
    const { html, island } = await renderFixture(tags)
    const items = await query(html, '.tag-chips li')
    expect(items.map((i) => [i.text, i.attrs.class === 'reveal-extra'])).toEqual([
      ['Logistics', false],
      ['Data Platform', false],
      ['Cloud', false],
      ['Product discovery', true],
      ['UX research', true],
    ])
    expect(await texts(html, 'button')).toEqual(['View More'])
    expect(island).toBe(true)
  })

  it('shows 4 tags all at once, without a button', async () => {
    const { html, island } = await renderFixture(tags, {
      attributes: { tags: ['A', 'B', 'C', 'D'] },
    })
    expect(await query(html, '.reveal-extra')).toEqual([])
    expect(await query(html, 'button')).toEqual([])
    expect(island).toBe(false)
  })
})
