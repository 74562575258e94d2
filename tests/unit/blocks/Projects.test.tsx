import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Projects.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const projects = fixture(json)

describe('custom/projects', () => {
  it("links 'View our work' to /case-studies and each card to its case study", async () => {
    const { html, island } = await renderFixture(projects)
    expect(await query(html, '.section-head a')).toEqual([
      {
        tag: 'a',
        attrs: { class: 'btn btn-secondary', href: '/case-studies' },
        text: 'View our work',
      },
    ])
    const cards = await query(html, 'a.project-card')
    expect(cards.map((c) => c.attrs.href)).toEqual([
      '/case-studies/fleet-telemetry-platform',
      '/case-studies/instant-payouts-for-gig-workers',
      '/case-studies/clinic-scheduling-that-patients-like',
      '/case-studies/grid-load-forecasting',
    ])
    expect(await texts(html, '.project-tag')).toEqual([
      'Logistics',
      'Fintech',
      'Healthcare',
      'Energy',
    ])
    expect(island).toBe(true)
  })

  it('truncates card titles at 70 characters', async () => {
    const { html } = await renderFixture(projects)
    const titles = await texts(html, '.project-title')
    expect(titles[0]).toBe('Fleet telemetry platform')
    // Cut at a phrase's end; the whole title kept for screen readers (CardText.test.tsx).
    expect(await texts(html, '.project-title > [aria-hidden="true"]')).toEqual([
      'Instant payouts for gig workers across nine European markets…',
    ])
    expect(titles[1]).toBe(
      'Instant payouts for gig workers across nine European markets…Instant payouts for gig workers across nine European markets and four currencies',
    )
  })
})
