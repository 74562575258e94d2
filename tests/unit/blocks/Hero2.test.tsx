import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Hero2.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/hero-2', () => {
  it('renders the page h1 and a call to action that scrolls to the contact anchor', async () => {
    const { html } = await renderFixture(hero)
    expect(await texts(html, 'h1')).toEqual(['Services'])
    expect((await query(html, 'a.btn'))[0]).toEqual({
      tag: 'a',
      attrs: { class: 'btn btn-primary', href: '#contact' },
      text: 'Talk to an expert',
    })
  })

  it('goes to the configured link when there is one, and shows no button without text', async () => {
    const linked = await renderFixture(hero, {
      attributes: { ...hero.attributes, ctaLink: '/contact' },
    })
    expect((await query(linked.html, 'a.btn'))[0]?.attrs.href).toBe('/contact')
    const plain = await renderFixture(hero, { attributes: { title: 'Services' } })
    expect(await query(plain.html, 'a')).toEqual([])
  })
})
