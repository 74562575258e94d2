import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/WhatsNext.json'
import { fixture, renderFixture, texts } from './render-fixture'

const next = fixture(json)

describe('custom/whats-next', () => {
  it('lists the numbered next steps', async () => {
    const { html } = await renderFixture(next)
    expect(await texts(html, 'h2')).toEqual(["What's next?"])
    expect(await texts(html, 'ol.next-steps h3')).toEqual([
      'Prompt response',
      'Schedule a call',
      'Get a quote',
    ])
  })
})
