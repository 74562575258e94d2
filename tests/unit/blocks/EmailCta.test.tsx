import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/EmailCta.json'
import { expectEdgeForm } from './forms'
import { fixture, query, renderFixture, texts } from './render-fixture'

const cta = fixture(json)

describe('custom/email-cta', () => {
  it('shows one email field with the configured placeholder', async () => {
    const { html } = await renderFixture(cta)
    expect(await texts(html, 'h2')).toEqual(['Not ready to talk yet?'])
    expect((await query(html, 'input[type="email"]'))[0]?.attrs.placeholder).toBe('Your work email')
    await expectEdgeForm(html, 'email-cta', Number(cta.attributes.formId))
  })
})
