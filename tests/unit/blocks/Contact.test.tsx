import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Contact.json'
import { expectEdgeForm } from './forms'
import { fixture, query, renderFixture, texts } from './render-fixture'

const contact = fixture(json)

describe('custom/contact', () => {
  it('is the #contact anchor with the contact form posting to the edge', async () => {
    const { html, island } = await renderFixture(contact)
    expect((await query(html, 'section'))[0]?.attrs.id).toBe('contact')
    expect(await texts(html, 'h2')).toEqual(['Tell us about your project'])
    await expectEdgeForm(html, 'contact', Number(contact.attributes.formId))
    expect(island).toBe(true)
  })
})
