import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Testimonials.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const testimonials = fixture(json)

describe('custom/testimonials', () => {
  it('shows every quote with name, position and company, under the #testimonials anchor', async () => {
    const { html, island } = await renderFixture(testimonials)
    expect((await query(html, 'section'))[0]?.attrs.id).toBe('testimonials')
    const quotes = await texts(html, 'blockquote')
    expect(quotes).toHaveLength(4)
    expect(quotes[0]).toMatch(/^“Northwind Labs rebuilt our payout system/)
    expect((await texts(html, 'figcaption'))[0]).toBe('Hannah KellerCTO, Paywise')
    expect(island).toBe(true)
  })
})
