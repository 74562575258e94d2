import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Share.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const share = fixture(json)

describe('custom/share', () => {
  it('opens a drawer with the page link, a copy button and encoded share links', async () => {
    const { html, island } = await renderFixture(share)
    const page = 'https://www.example.test/case-studies/fleet-telemetry-platform'
    expect((await query(html, 'input[type="url"]'))[0]?.attrs.value).toBe(page)
    expect(await texts(html, '.copy-link')).toEqual(['Copy link'])
    const links = await query(html, '.share-links a')
    expect(links.map((l) => l.text)).toEqual([
      'Share on LinkedIn',
      'Share on X',
      'Share on Facebook',
      'Share on Email',
    ])
    expect(links[0]?.attrs.href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
    )
    expect(island).toBe(true)
  })
})
