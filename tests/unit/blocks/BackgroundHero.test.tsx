import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/BackgroundHero.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/background-hero, background-hero-logo', () => {
  it('shows the banner text over its lazily loaded background', async () => {
    const { html } = await renderFixture(hero)
    expect(await texts(html, 'h2')).toEqual(['Trusted by 250+ companies'])
    expect((await query(html, 'img.band-bg'))[0]?.attrs).toMatchObject({
      loading: 'lazy',
      width: '1600',
      height: '600',
    })
  })

  it('shows the logo row of the logo variant', async () => {
    const { html } = await renderFixture(hero, {
      name: 'custom/background-hero-logo',
      attributes: {
        title: 'Our clients',
        logos: [
          { url: '/wp-content/uploads/a.svg', alt: 'Paywise' },
          { url: '/wp-content/uploads/b.svg', alt: 'Hollis Freight' },
        ],
      },
    })
    expect((await query(html, '.logo-row img')).map((i) => i.attrs.alt)).toEqual([
      'Paywise',
      'Hollis Freight',
    ])
  })
})
