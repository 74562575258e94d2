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

  it('logs a block that names another CF7 form than CF7_FORM_IDS sends its posts to', async () => {
    // Seen on the rig: a block naming form 194 while CF7_FORM_IDS.contact was 7 sent every post to 7.
    const other = await renderFixture(contact, {
      attributes: { ...contact.attributes, formId: 194 },
      formIds: { contact: 7 },
    })
    expect(other.log).toEqual([
      'contact form block names CF7 form 194, but the site sends contact posts to CF7 form 7 (CF7_FORM_IDS.contact): set one of them so they agree',
    ])
    const same = await renderFixture(contact, {
      formIds: { contact: Number(contact.attributes.formId) },
    })
    expect(same.log).toEqual([])
  })

  it("offers the interests its block names (CF7's options), else the site's defaults", async () => {
    const interests = ['Platform engineering', 'Data & AI', 'Something else']
    const custom = await renderFixture(contact, {
      attributes: { ...contact.attributes, interests },
    })
    expect(await texts(custom.html, 'select[name="interest"] option')).toEqual([
      'Please select',
      ...interests,
    ])
    const defaults = await texts((await renderFixture(contact)).html, 'select option')
    expect(defaults).toContain('Data & AI')
    expect(defaults).toContain('Software development')
  })

  it("offers the CF7 form's own options; the block's interests override them", async () => {
    const formRules = {
      fields: [],
      required: [],
      choices: { interest: ['Audit', 'Support'] },
      files: {},
    }
    const fromCf7 = await renderFixture(contact, { formRules })
    expect(await texts(fromCf7.html, 'select[name="interest"] option')).toEqual([
      'Please select',
      'Audit',
      'Support',
    ])
    const overridden = await renderFixture(contact, {
      formRules,
      attributes: { ...contact.attributes, interests: ['Platform engineering'] },
    })
    expect(await texts(overridden.html, 'select[name="interest"] option')).toEqual([
      'Please select',
      'Platform engineering',
    ])
  })

  it('a form whose CMS id is 0 cannot be sent and tells the edge it is off', async () => {
    const { html } = await renderFixture(contact, {
      attributes: { ...contact.attributes, formId: 0 },
    })
    expect((await query(html, 'button[type="submit"]'))[0]?.attrs.disabled).toBe('')
    expect((await query(html, 'input[name="form"]'))[0]?.attrs.value).toBe('off')
    expect(await texts(html, '.form-actions .field-hint')).toEqual([
      'This form is not available at the moment.',
    ])
  })
})
