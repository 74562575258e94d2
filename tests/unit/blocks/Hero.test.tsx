import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Hero.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)

describe('custom/hero', () => {
  it('renders the h1 with the first typed phrase and all phrases for screen readers', async () => {
    const { html, island } = await renderFixture(hero)
    expect(await texts(html, 'h1 .typed-target')).toEqual(['ships on time.'])
    expect(await texts(html, 'h1 .sr-only')).toEqual([
      'ships on time., scales with you., people love to use., pays for itself.',
    ])
    expect(island).toBe(true)
  })

  it('loads the hero image eagerly with high fetch priority and its size', async () => {
    const { html } = await renderFixture(hero)
    const [img] = await query(html, 'img.hero-image')
    expect(img?.attrs).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
      width: '720',
      height: '640',
    })
  })

  it('sends the call to action to the contact anchor, or to its configured link', async () => {
    const { html } = await renderFixture(hero)
    expect(await query(html, '.hero-actions a.btn')).toEqual([
      {
        tag: 'a',
        attrs: { class: 'btn btn-primary', href: '#contact' },
        text: 'Book a free consultation',
      },
    ])
    const noLink = Object.fromEntries(
      Object.entries(hero.attributes).filter(([key]) => key !== 'ctaLink'),
    )
    const anchored = await renderFixture(hero, { attributes: noLink })
    expect((await query(anchored.html, '.hero-actions a.btn'))[0]?.attrs.href).toBe('#contact')
    const linked = await renderFixture(hero, {
      attributes: { ...hero.attributes, ctaLink: '/contact' },
    })
    expect((await query(linked.html, '.hero-actions a.btn'))[0]?.attrs.href).toBe('/contact')
  })

  it('treats a slash-led link to another host as external, never as a site path (19.3)', async () => {
    for (const [ctaLink, expected] of [
      ['//evil.example/offer', 'https://evil.example/offer'],
      ['/\\evil.example/offer', 'https://evil.example/offer'],
      ['https://evil.example', 'https://evil.example'],
    ]) {
      const { html } = await renderFixture(hero, { attributes: { ...hero.attributes, ctaLink } })
      const [cta] = await query(html, '.hero-actions a.btn')
      expect(cta?.attrs, ctaLink).toMatchObject({
        href: expected,
        rel: 'external noopener noreferrer',
      })
    }
  })

  it('shows the rating widget with score, source and review count', async () => {
    const { html } = await renderFixture(hero)
    expect(await texts(html, 'a.rating')).toEqual(['★★★★★4.9 on Clutch · 86 reviews'])
  })

  it('is dropped when its attributes are invalid (no title, a javascript: link)', async () => {
    for (const attributes of [
      { ...hero.attributes, title: '' },
      { ...hero.attributes, ctaLink: 'javascript:alert(1)' },
      // A control character makes browsers read another URL than a check would: refused.
      { ...hero.attributes, ctaLink: '/\t/evil.example' },
    ]) {
      const { html, log } = await renderFixture(hero, { attributes })
      expect(html).toBe('')
      expect(log[0]).toContain('dropped: invalid attributes')
    }
  })
})
