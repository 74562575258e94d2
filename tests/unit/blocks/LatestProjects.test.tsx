import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/LatestProjects.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const latest = fixture(json)

describe('custom/latest-projects, projects-list', () => {
  it('shows the newest case studies as cards with image, title and first tag', async () => {
    const { html } = await renderFixture(latest)
    const cards = await query(html, 'a.case-card')
    expect(cards).toHaveLength(4)
    expect(cards[0]?.attrs.href).toBe('/case-studies/fleet-telemetry-platform')
    expect(await texts(html, '.case-tags')).toEqual([
      'Logistics',
      'Fintech',
      'Healthcare',
      'Energy',
    ])
    expect((await texts(html, '.case-title'))[0]).toBe('Fleet telemetry platform')
    expect(await query(html, '.case-card img[loading="lazy"]')).toHaveLength(4)
  })
})
