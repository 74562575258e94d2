import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/LifeAtCompany.json'
import { fixture, query, renderFixture } from './render-fixture'

const life = fixture(json)

describe('custom/life-at-company', () => {
  it('shows rows of 6 lazily loaded, sized images', async () => {
    const { html } = await renderFixture(life)
    const rows = await query(html, '.life-row')
    expect(rows.length).toBeGreaterThan(0)
    const images = await query(html, '.life-row img')
    expect(images).toHaveLength(rows.length * 6)
    expect(images[0]?.attrs).toMatchObject({
      alt: 'Team lunch in Belgrade',
      loading: 'lazy',
      width: '400',
    })
  })

  it('drops the block when a row has more than 6 images', async () => {
    const image = { url: '/wp-content/uploads/x.svg', alt: '' }
    const { html, log } = await renderFixture(life, {
      attributes: { title: 'Life', rows: [Array.from({ length: 7 }, () => image)] },
    })
    expect(html).toBe('')
    expect(log[0]).toContain('dropped: invalid attributes')
  })
})
