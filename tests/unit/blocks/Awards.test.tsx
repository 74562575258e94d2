import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Awards.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const awards = fixture(json)

describe('custom/awards', () => {
  it("shows the category chips 'All' plus every category name, and every award", async () => {
    const { html, island } = await renderFixture(awards)
    expect(await texts(html, '.filter-controls .chip')).toEqual([
      'All',
      'Clutch',
      'GoodFirms',
      'Industry awards',
      'Certifications',
    ])
    const slides = await query(html, '.carousel-slide')
    expect(slides).toHaveLength(14)
    // Each award carries its categories so the chips can filter without a request.
    expect(slides.filter((s) => s.attrs['data-filter-values'] === 'Certifications')).toHaveLength(4)
    expect(slides.filter((s) => 'hidden' in s.attrs)).toHaveLength(0)
    expect(island).toBe(true)
  })

  it('renders the category the address names: its chip current, the other awards hidden', async () => {
    const { html } = await renderFixture(awards, {
      url: 'https://www.example.test/?award=certifications',
    })
    const chips = await query(html, '.filter-controls a.chip')
    expect(chips.map((c) => [c.text, c.attrs.href, c.attrs['aria-current'] ?? null])).toEqual([
      ['All', expect.stringMatching(/^\/#blk-/), null],
      ['Clutch', expect.stringMatching(/^\/\?award=Clutch#blk-/), null],
      ['GoodFirms', expect.stringMatching(/^\/\?award=GoodFirms#blk-/), null],
      ['Industry awards', expect.stringMatching(/^\/\?award=Industry\+awards#blk-/), null],
      ['Certifications', expect.stringMatching(/^\/\?award=Certifications#blk-/), 'true'],
    ])
    const shown = (await query(html, '.carousel-slide')).filter((s) => !('hidden' in s.attrs))
    expect(shown.map((s) => s.attrs['data-filter-values'])).toEqual(Array(4).fill('Certifications'))
  })

  it('renders the arrows as at the start of the track, marked off at and under 1024 px', async () => {
    const { html } = await renderFixture(awards)
    const island = await query(html, '[data-island="carousel-controls"]')
    expect(JSON.parse(island[0]?.attrs['data-props'] ?? '{}')).toMatchObject({ arrowsAbove: 1024 })
    // The stylesheet shows them off at and under 1024 px until the island has measured.
    expect(island[0]?.attrs.class).toContain('carousel-arrows-desktop')
    const arrows = await query(html, '.carousel-arrow')
    expect(arrows.map((a) => [a.attrs['aria-label'], 'disabled' in a.attrs])).toEqual([
      ['Previous Awards and recognition', true],
      ['Next Awards and recognition', false],
    ])
  })
})
