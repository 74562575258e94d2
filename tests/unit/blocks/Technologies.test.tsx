import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Technologies.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const technologies = fixture(json)

describe('custom/technologies', () => {
  it("offers the tabs 'All' plus each category once, with every technology in the HTML", async () => {
    const { html, island } = await renderFixture(technologies)
    expect(await texts(html, '[role="tab"]')).toEqual([
      'All',
      'Frontend',
      'Backend',
      'Mobile',
      'Data & AI',
      'Cloud & DevOps',
      'Quality',
    ])
    expect(await query(html, '[role="tabpanel"] li')).toHaveLength(
      technologies.cms?.technologies?.length ?? -1,
    )
    expect(island).toBe(true)
  })

  it('makes each tab a link to its own address, and selects the tab the URL names', async () => {
    const { html } = await renderFixture(technologies, {
      url: 'https://www.example.test/services?technology=data%20%26%20ai',
    })
    const tabs = await query(html, '[role="tab"]')
    const [section] = await query(html, 'section')
    const anchor = section?.attrs.id ?? ''
    expect(anchor).toMatch(/^blk-/)
    expect(tabs.map((t) => t.attrs.href)).toEqual([
      `/services#${anchor}`,
      `/services?technology=Frontend#${anchor}`,
      `/services?technology=Backend#${anchor}`,
      `/services?technology=Mobile#${anchor}`,
      `/services?technology=Data+%26+AI#${anchor}`,
      `/services?technology=Cloud+%26+DevOps#${anchor}`,
      `/services?technology=Quality#${anchor}`,
    ])
    expect(tabs.filter((t) => t.attrs['aria-selected'] === 'true').map((t) => t.text)).toEqual([
      'Data & AI',
    ])
    const data = technologies.cms?.technologies as { categories: { nodes: { name: string }[] } }[]
    const inTab = data.filter((t) => t.categories.nodes.some((c) => c.name === 'Data & AI')).length
    expect(inTab).toBeGreaterThan(0)
    expect(await query(html, '[role="tabpanel"] li')).toHaveLength(inTab)
  })
})
