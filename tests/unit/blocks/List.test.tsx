import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/List.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const list = fixture(json)

describe('custom/list … list-7', () => {
  it('numbers the items 01, 02, … with title and text', async () => {
    const { html } = await renderFixture(list)
    expect(await texts(html, '.card-number')).toEqual(['01', '02', '03', '04'])
    expect(await texts(html, '.card h3')).toEqual([
      'Web platforms',
      'APIs and integrations',
      'Legacy modernisation',
      'Architecture reviews',
    ])
  })

  it('makes an item whose id reads as an anchor its own address; never a site id', async () => {
    const { html } = await renderFixture(list)
    expect((await query(html, '.card')).map((c) => c.attrs.id)).toEqual([
      'web-platforms',
      'apis-and-integrations',
      'legacy-modernisation',
      'architecture-reviews',
    ])
    const items = ['main', 'blk-1a2b', '42', 'two words'].map((id) => ({ id, title: id }))
    const taken = await renderFixture(list, { attributes: { ...list.attributes, items } })
    expect((await query(taken.html, '.card')).map((c) => c.attrs.id)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('gives each of the seven names its own visual variant', async () => {
    const variants: string[] = []
    for (const name of list.blocks) {
      const [section] = await query((await renderFixture(list, { name })).html, 'section')
      variants.push(
        (section?.attrs.class ?? '').split(' ').find((c) => c.startsWith('list-v')) ?? '',
      )
    }
    expect(variants).toEqual([
      'list-v1',
      'list-v2',
      'list-v3',
      'list-v4',
      'list-v5',
      'list-v6',
      'list-v7',
    ])
  })
})
