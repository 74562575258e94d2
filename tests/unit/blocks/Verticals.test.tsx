import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Verticals.json'
import { fixture, query, renderFixture } from './render-fixture'

const verticals = fixture(json)

describe('custom/verticals', () => {
  it('links each industry to /case-studies?category={title}', async () => {
    const { html, island } = await renderFixture(verticals)
    const cards = await query(html, 'a.vertical-card')
    expect(cards.map((c) => [c.text, c.attrs.href])).toEqual([
      ['Fintech', '/case-studies?category=Fintech'],
      ['Healthcare', '/case-studies?category=Healthcare'],
      ['Logistics', '/case-studies?category=Logistics'],
      ['E-commerce', '/case-studies?category=E-commerce'],
    ])
    expect(island).toBe(true)
  })

  it("renders labelled arrows: 'previous' off at the start, 'next' on so a press is never lost", async () => {
    const { html } = await renderFixture(verticals)
    const arrows = await query(html, 'button.carousel-arrow')
    expect(arrows.map((a) => [a.attrs['aria-label'], 'disabled' in a.attrs])).toEqual([
      ['Previous Industries we know', true],
      ['Next Industries we know', false],
    ])
  })
})
