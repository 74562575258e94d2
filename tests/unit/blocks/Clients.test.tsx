import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Clients.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const clients = fixture(json)

describe('custom/clients', () => {
  it("offers the 'Browse by Industry' select starting with 'All Industries'", async () => {
    const { html, island } = await renderFixture(clients)
    expect(await texts(html, '.filter-label')).toEqual(['Browse by Industry'])
    expect(await texts(html, 'select option')).toEqual([
      'All Industries',
      'Logistics',
      'Finance',
      'Healthcare',
      'Energy',
      'Retail',
      'Public Sector',
    ])
    expect(island).toBe(true)
  })

  it('links a card to its case study, and renders the others as non-links', async () => {
    const { html } = await renderFixture(clients)
    const links = await query(html, 'a.client-card')
    const plain = await query(html, 'div.client-card')
    expect(links).toHaveLength(10)
    expect(plain).toHaveLength(6)
    expect(links[0]?.attrs.href).toBe('/case-studies/fleet-telemetry-platform')
    expect(links.every((l) => l.text.endsWith('View Case Study'))).toBe(true)
    expect(plain.some((p) => p.text.includes('View Case Study'))).toBe(false)
  })

  it('shows each card with its logo, industry tags and description', async () => {
    const { html } = await renderFixture(clients)
    const [img] = await query(html, '.client-card img')
    expect(img?.attrs.alt).toBe('Hollis Freight logo')
    expect((await texts(html, '.client-tags'))[0]).toBe('Logistics')
    expect((await texts(html, '.client-overlay'))[0]).toBe(
      'Hollis Freight works with Northwind Labs on fleet software and the platforms behind them.View Case Study',
    )
    expect((await query(html, '.client-grid > li'))[0]?.attrs['data-filter-values']).toBe(
      'Logistics',
    )
  })

  it('renders the industry the address names chosen in a GET form, other clients hidden', async () => {
    const { html } = await renderFixture(clients, {
      url: 'https://www.example.test/?industry=Healthcare',
    })
    const [form] = await query(html, 'form.filter-form')
    expect(form?.attrs).toMatchObject({ method: 'get', action: expect.stringMatching(/^\/#blk-/) })
    const [select] = await query(html, 'form.filter-form select')
    expect(select?.attrs.name).toBe('industry')
    expect(await texts(html, 'select option[selected]')).toEqual(['Healthcare'])
    expect(await texts(html, 'form.filter-form button[type="submit"]')).toEqual(['Show'])
    const shown = (await query(html, '.client-grid > li')).filter((li) => !('hidden' in li.attrs))
    expect(shown.map((li) => li.attrs['data-filter-values'])).toEqual(['Healthcare', 'Healthcare'])
  })
})
