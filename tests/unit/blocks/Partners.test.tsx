import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Partners.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const partners = fixture(json)

describe('custom/partners', () => {
  it('shows logo, name and description of as many partners as configured', async () => {
    expect(partners.cms?.partners?.length).toBeGreaterThan(6)
    const { html, island } = await renderFixture(partners)
    expect(await texts(html, '.partner h3')).toEqual([
      'Amazon Web Services',
      'Microsoft',
      'Google Cloud',
      'Cloudflare',
      'Snowflake',
      'HashiCorp',
    ])
    expect((await texts(html, '.partner p'))[1]).toBe(
      'Solutions Partner for Data & AI and Digital & App Innovation (Azure).',
    )
    expect((await query(html, '.partner img'))[0]?.attrs.src).toBe(
      '/wp-content/uploads/2025/03/partner-amazon-web-services.svg',
    )
    expect(island).toBe(false)
  })

  it('honours a smaller limit', async () => {
    const { html } = await renderFixture(partners, { attributes: { title: 'Partners', limit: 2 } })
    expect(await texts(html, '.partner h3')).toEqual(['Amazon Web Services', 'Microsoft'])
  })
})
