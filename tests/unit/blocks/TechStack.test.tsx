import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/TechStack.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const stack = fixture(json)

describe('custom/tech-stack', () => {
  it('shows the configured technologies in the configured id order', async () => {
    const { html } = await renderFixture(stack)
    expect(await texts(html, '.logo-card span')).toEqual([
      'React',
      'Next.js',
      'TypeScript',
      'Node.js',
      'Go',
      'Apache Kafka',
      'dbt',
      'PyTorch',
      'AWS',
    ])
    const reordered = await renderFixture(stack, {
      attributes: { title: 'Stack', ids: [821, 801, 9999, 808] },
    })
    expect(await texts(reordered.html, '.logo-card span')).toEqual(['dbt', 'React', 'Go'])
  })

  it('gives each logo its tooltip text', async () => {
    const { html } = await renderFixture(stack)
    expect((await query(html, '.logo-card'))[0]?.attrs.title).toBe(
      'React: used by our frontend teams in production since 2013.',
    )
  })
})
