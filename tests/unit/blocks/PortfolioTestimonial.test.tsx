import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/PortfolioTestimonial.json'
import { fixture, renderFixture, texts } from './render-fixture'

const quote = fixture(json)

describe('custom/portfolio-testimonial', () => {
  it('shows one quote with its author', async () => {
    const { html, island } = await renderFixture(quote)
    expect(await texts(html, 'blockquote')).toEqual([
      '“They delivered what they promised, when they promised it.”',
    ])
    expect(await texts(html, 'figcaption')).toEqual(['Peter Lindgren COO, Hollis Freight'])
    expect(island).toBe(false)
  })
})
