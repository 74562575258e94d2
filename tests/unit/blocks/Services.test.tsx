import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Services.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const services = fixture(json)

describe('custom/services', () => {
  it('shows every service card, focusable for tap, with its sub-links in the HTML', async () => {
    const { html, island } = await renderFixture(services)
    const cards = await query(html, '.service-card')
    expect(cards).toHaveLength(10)
    expect(cards[0]?.attrs).toMatchObject({ tabindex: '0', 'aria-label': 'Software Development' })
    expect((await query(html, '.service-card h3 a'))[0]?.attrs.href).toBe('/services/software')
    expect((await texts(html, '.service-links li')).slice(0, 4)).toEqual([
      'Web platforms',
      'APIs and integrations',
      'Legacy modernisation',
      'Architecture reviews',
    ])
    expect(island).toBe(true)
  })
})
