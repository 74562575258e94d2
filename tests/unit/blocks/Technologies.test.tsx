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
})
