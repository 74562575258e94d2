import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Figures.json'
import { fixture, renderFixture, texts } from './render-fixture'

const figures = fixture(json)

describe('custom/advantages (figures)', () => {
  it('shows the labels with their final numbers in the server HTML', async () => {
    const { html, island } = await renderFixture(figures)
    expect(await texts(html, '.figure-label')).toEqual([
      'Satisfied Client',
      'Completed Projects',
      'Team Members',
    ])
    expect(await texts(html, '.figure-value')).toEqual(['250+', '480+', '320'])
    expect(island).toBe(true)
  })

  it('renders text figures as they are, without a counter island', async () => {
    const { html, island } = await renderFixture(figures, {
      name: 'custom/location-keyfacts',
      attributes: { facts: [{ id: 'tz', value: 'UTC+1', label: 'Time zone' }] },
    })
    expect(await texts(html, '.figure')).toEqual(['UTC+1Time zone'])
    expect(island).toBe(false)
  })
})
