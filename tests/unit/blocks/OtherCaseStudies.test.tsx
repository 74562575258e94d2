import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/OtherCaseStudies.json'
import { fixture, query, renderFixture } from './render-fixture'

const others = fixture(json)

describe('custom/other-case-studies', () => {
  it("leaves out the current case study and links 'View All' to the list", async () => {
    const { html, island } = await renderFixture(others)
    const hrefs = (await query(html, 'a.case-card')).map((a) => a.attrs.href)
    expect(hrefs).toHaveLength(3)
    expect(hrefs).not.toContain('/case-studies/fleet-telemetry-platform')
    expect((await query(html, '.section-head a'))[0]).toMatchObject({
      text: 'View All',
      attrs: { href: '/case-studies' },
    })
    expect(island).toBe(true)
  })
})
