import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/LandingHero.json'
import { expectEdgeForm } from './forms'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/landing-hero', () => {
  it("renders the h1, the LCP image and the short form titled 'Get a free consultation'", async () => {
    const { html } = await renderFixture(hero)
    expect(await texts(html, 'h1')).toEqual(['Talk to a senior engineer — free'])
    expect(await texts(html, '.form-card h2')).toEqual(['Get a free consultation'])
    expect((await query(html, 'img.hero-image'))[0]?.attrs).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
    })
    await expectEdgeForm(html, 'landing', Number(hero.attributes.formId))
  })
})
