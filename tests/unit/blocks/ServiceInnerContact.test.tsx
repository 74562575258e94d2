import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ServiceInnerContact.json'
import { expectEdgeForm } from './forms'
import { fixture, query, renderFixture } from './render-fixture'

const contact = fixture(json)

describe('custom/service-inner-contact', () => {
  it('is the #contact anchor of service heroes with the services contact form', async () => {
    const { html } = await renderFixture(contact)
    expect((await query(html, 'section'))[0]?.attrs.id).toBe('contact')
    await expectEdgeForm(html, 'services-contact', Number(contact.attributes.formId))
  })
})
