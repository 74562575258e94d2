import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/AboutHero.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/about-hero', () => {
  it('loads the first grid image eagerly with high priority and the others lazily, all sized', async () => {
    const { html } = await renderFixture(hero)
    expect(await texts(html, 'h1')).toEqual(['About Northwind Labs'])
    const images = await query(html, '.image-grid img')
    expect(images.map((i) => [i.attrs.loading, i.attrs.fetchpriority])).toEqual([
      ['eager', 'high'],
      ['lazy', undefined],
      ['lazy', undefined],
      ['lazy', undefined],
    ])
    expect(images.every((i) => i.attrs.width === '480' && i.attrs.height === '360')).toBe(true)
  })
})
