import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/ProjectHeading.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const heading = fixture(json)

describe('custom/project-heading', () => {
  it('renders the h1, client, summary and tags linking to the filtered list', async () => {
    const { html } = await renderFixture(heading)
    expect(await texts(html, 'h1')).toEqual(['Fleet telemetry platform'])
    expect(await texts(html, '.eyebrow')).toEqual(['Hollis Freight'])
    expect((await query(html, '.tag-chips a')).map((a) => a.attrs.href)).toEqual([
      '/case-studies?category=Logistics',
      '/case-studies?category=Data+Platform',
      '/case-studies?category=Cloud',
    ])
    expect((await query(html, 'img.hero-image'))[0]?.attrs).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
    })
  })
})
