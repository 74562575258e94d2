import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ServiceHero.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const hero = fixture(json)
const service = json.subject.post

describe('custom/service-hero', () => {
  it("shows the service's lottie animation from the edge's own endpoint", async () => {
    const { html, island } = await renderFixture(hero)
    expect(await texts(html, 'h1')).toEqual(['Software Development'])
    const [frame] = await query(html, '[data-island="service-lottie"] .lottie-frame')
    expect(frame?.attrs).toMatchObject({
      role: 'img',
      'aria-label': 'Software Development animation',
    })
    const [root] = await query(html, '[data-island="service-lottie"]')
    expect(JSON.parse(root?.attrs['data-props'] ?? '{}')).toEqual({ src: '/api/lottie/9100' })
    // Until the animation draws (and with reduced motion or without JavaScript) its image shows.
    expect((await query(html, '.lottie-frame img.lottie-poster'))[0]?.attrs).toMatchObject({
      src: '/wp-content/uploads/2025/03/service-software.svg',
      loading: 'eager',
      width: '1200',
      height: '800',
    })
    expect(island).toBe(true)
  })

  it('falls back to its image, eager and high priority, when the service has no animation', async () => {
    const { html, island, log } = await renderFixture(
      { ...hero, subject: { kind: 'service', post: { ...service, lottieAnimation: null } } },
      {
        attributes: {
          ...hero.attributes,
          image: { url: '/wp-content/uploads/x.svg', alt: 'Team', width: 640, height: 480 },
        },
      },
    )
    expect(log).toEqual([])
    expect((await query(html, 'img.hero-image'))[0]?.attrs).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
      width: '640',
      height: '480',
    })
    expect(island).toBe(false)
  })
})
