import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Outcome.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const outcome = fixture(json)

describe('custom/outcome', () => {
  it('shows the metrics', async () => {
    const { html } = await renderFixture(outcome)
    expect(await texts(html, '.figure')).toEqual([
      '12%faster processing',
      '2xmore releases per month',
      '90%user satisfaction',
    ])
    expect(await query(html, '.store-links')).toEqual([])
  })

  it('adds app store links when given, opening in a new tab', async () => {
    const { html } = await renderFixture(outcome, {
      attributes: {
        ...outcome.attributes,
        appStoreUrl: 'https://apps.apple.com/app/id1',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=x',
      },
    })
    const links = await query(html, '.store-links a')
    expect(links.map((l) => [l.text, l.attrs.target])).toEqual([
      ['Download on the App Store', '_blank'],
      ['Get it on Google Play', '_blank'],
    ])
  })
})
