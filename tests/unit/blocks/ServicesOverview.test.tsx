import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ServicesOverview.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const overview = fixture(json)

describe('custom/services-overview', () => {
  it('links to all ten service pages', async () => {
    const { html, island } = await renderFixture(overview)
    const links = (await query(html, 'a.overview-card')).map((a) => a.attrs.href)
    expect(links).toEqual([
      '/services/software',
      '/services/data',
      '/services/apps',
      '/services/it',
      '/services/ecommerce-and-cms-platforms',
      '/services/dev-team',
      '/services/ui-ux',
      '/services/automation-and-integration',
      '/services/cloud-management',
      '/services/bpo',
    ])
    expect((await texts(html, '.overview-title'))[1]).toBe('Data & Analytics')
    expect(island).toBe(false)
  })
})
