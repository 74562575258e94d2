import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Subscribe.json'
import { expectEdgeForm } from './forms'
import { fixture, query, renderFixture, texts } from './render-fixture'

const subscribe = fixture(json)

describe('custom/subscribe, services-subscribe', () => {
  it('shows the blog subscription form', async () => {
    const { html } = await renderFixture(subscribe)
    expect(await texts(html, 'h2')).toEqual(['Subscribe to our blog'])
    expect(await query(html, 'input[type="email"]')).toHaveLength(1)
    await expectEdgeForm(html, 'subscribe', Number(subscribe.attributes.formId))
  })
})
