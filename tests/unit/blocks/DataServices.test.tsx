import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/DataServices.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const services = fixture(json)

describe('custom/data-services', () => {
  it("shows 3 cards, then a 'Load More' card with the remaining count", async () => {
    const { html, island } = await renderFixture(services)
    const cards = await query(html, 'li.data-card:not(.load-more-card)')
    expect(cards).toHaveLength(7)
    expect(cards.filter((c) => !c.attrs.class?.includes('reveal-extra'))).toHaveLength(3)
    expect(await texts(html, '.load-more-card button')).toEqual([
      'Click here to display more services (4)',
    ])
    expect(island).toBe(true)
  })

  it('opens a drawer with the service form for each card', async () => {
    const { html } = await renderFixture(services)
    const [opener] = await query(html, 'button.data-card-button')
    const [drawer] = await query(html, `dialog#${opener?.attrs.commandfor ?? ''}`)
    expect(drawer?.text).toContain('Data platform build')
    expect(await query(html, 'dialog form[action="/api/forms/service"]')).toHaveLength(7)
  })
})
