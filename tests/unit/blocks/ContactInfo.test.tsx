import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ContactInfo.json'
import { fixture, query, renderFixture } from './render-fixture'

const info = fixture(json)

describe('custom/contact-info', () => {
  it('links hotlines with tel:, emails with mailto: and socials with accessible names', async () => {
    const { html } = await renderFixture(info)
    const links = await query(html, 'a')
    expect(links.slice(0, 5).map((a) => a.attrs.href)).toEqual([
      'tel:+442079460321',
      'tel:+15125550142',
      'tel:+381114051200',
      'mailto:hello@northwindlabs.dev',
      'mailto:careers@northwindlabs.dev',
    ])
    expect(links[5]?.attrs).toMatchObject({
      'aria-label': 'Northwind Labs on LinkedIn',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })

  it('shows only the groups the editor filled: no heading over an empty list', async () => {
    // Seen on the rig: a block with hotlines and emails only had an empty 'Follow us'.
    const { html } = await renderFixture(info, {
      attributes: { ...info.attributes, socials: [], emails: [] },
    })
    const headings = await query(html, 'h3')
    expect(headings.map((h) => h.text)).toEqual(['Call us'])
    expect(await query(html, 'ul')).toHaveLength(1)
    expect(await query(html, 'ul li')).toHaveLength(3)
  })
})
