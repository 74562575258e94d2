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
})
