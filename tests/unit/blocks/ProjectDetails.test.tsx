import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ProjectDetails.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const details = fixture(json)

describe('custom/project-details', () => {
  it('shows each section with its image, lazily loaded and sized', async () => {
    const { html } = await renderFixture(details)
    expect(await texts(html, 'h2')).toEqual(['The challenge', 'Our solution', 'Technology'])
    const images = await query(html, '.split img')
    expect(images.map((i) => [i.attrs.loading, i.attrs.width, i.attrs.height])).toEqual([
      ['lazy', '1200', '750'],
      ['lazy', '1200', '750'],
    ])
  })

  it('sends a looping muted video with controls and without autoplay (reduced motion)', async () => {
    const { html, island } = await renderFixture(details)
    const [video] = await query(html, 'video')
    expect(video?.attrs).toEqual({
      class: 'rounded',
      src: '/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.mp4',
      // Its own poster (the loop's first frame), not another section's picture, at its size:
      // the box is reserved before the video's metadata arrives.
      poster: '/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.svg',
      width: '1200',
      height: '750',
      'aria-label': 'Technology',
      muted: '',
      loop: '',
      playsinline: '',
      controls: '',
      preload: 'metadata',
    })
    expect(html).not.toMatch(/autoplay/i)
    // Only the island may start it, after checking prefers-reduced-motion in the browser.
    expect((await query(html, '[data-island="loop-video"]')).length).toBe(1)
    expect(island).toBe(true)
  })

  it('needs no JavaScript without a video', async () => {
    const sections = details.attributes.sections as { video?: string }[]
    const { island } = await renderFixture(details, {
      attributes: { sections: sections.map((s) => ({ ...s, video: null })) },
    })
    expect(island).toBe(false)
  })
})
