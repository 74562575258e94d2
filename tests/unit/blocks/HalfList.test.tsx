import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/HalfList.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const half = fixture(json)

describe('custom/half-list, product-facts-left-image', () => {
  it('shows the image beside the checked list', async () => {
    const { html } = await renderFixture(half)
    expect(await texts(html, '.check-list li')).toEqual([
      'Web platforms',
      'APIs and integrations',
      'Legacy modernisation',
      'Architecture reviews',
    ])
    expect((await query(html, '.split img'))[0]?.attrs.alt).toBe(
      'Software Development team at work',
    )
  })

  it('prefers facts (title and text) when the block has them', async () => {
    const { html } = await renderFixture(half, {
      name: 'custom/product-facts-left-image',
      attributes: { facts: [{ id: 1, title: 'Launched', text: 'in 2024' }] },
    })
    // Title and text as a list-2 item's: a heading, then a paragraph.
    expect(await texts(html, '.check-list li h3')).toEqual(['Launched'])
    expect(await texts(html, '.check-list li p')).toEqual(['in 2024'])
  })
})
