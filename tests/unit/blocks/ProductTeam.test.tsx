import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ProductTeam.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const team = fixture(json)

describe('custom/product-team', () => {
  it('shows name and position, with mailto and tel links only where given', async () => {
    const { html, island } = await renderFixture(team)
    expect(await texts(html, '.person h3')).toEqual([
      'Ivana Jovanović',
      'Tom Verhoeven',
      'Rita Sousa',
      'Luka Ilić',
    ])
    expect(await texts(html, '.person .muted')).toEqual([
      'Delivery Lead',
      'Solution Architect',
      'Product Designer',
      'Engineering Manager',
    ])
    expect((await query(html, '.contact-lines a')).map((a) => a.attrs.href)).toEqual([
      'mailto:ivana@northwindlabs.dev',
      'tel:+381114051210',
      'mailto:tom@northwindlabs.dev',
      'tel:+381214803310',
    ])
    expect(island).toBe(true)
  })

  it('renders social ambassadors (items) with the same presentation', async () => {
    const { html } = await renderFixture(team, {
      name: 'custom/social-ambassadors',
      attributes: {
        title: 'Social ambassadors',
        items: [{ id: 'a1', name: 'Mila Petrović', position: 'QA Engineer', quote: 'Best team.' }],
      },
    })
    expect(await texts(html, '.person')).toEqual(['Mila PetrovićQA Engineer“Best team.”'])
  })
})
