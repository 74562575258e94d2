import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/Faq.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const faq = fixture(json)

describe('custom/faq', () => {
  it('shows every question as its own <details>, open where the editor checked it', async () => {
    const { html, island } = await renderFixture(faq)
    expect(await texts(html, '.faq-item summary')).toEqual([
      'How quickly can you start?',
      'Do you work with fixed prices?',
      'Who owns the code?',
      'Can you take over an existing project?',
    ])
    const items = await query(html, 'details.faq-item')
    expect(items.map((d) => 'open' in d.attrs)).toEqual([true, false, false, false])
    // <details> without a shared name: each toggles on its own, with no JavaScript.
    expect(items.every((d) => !('name' in d.attrs))).toBe(true)
    expect(island).toBe(false)
  })

  it('keeps inline links in answers and drops scripts', async () => {
    const { html } = await renderFixture(faq)
    expect(await query(html, '.faq-answer a')).toEqual([
      { tag: 'a', attrs: { href: '/services/dev-team' }, text: 'dedicated teams' },
    ])
    const hostile = await renderFixture(faq, {
      attributes: {
        items: [
          {
            id: 'x',
            question: 'Q',
            answer: '<p>A <a href="/contact">link</a><script>x()</script></p>',
          },
        ],
      },
    })
    expect(await query(hostile.html, 'script')).toEqual([])
    expect(await texts(hostile.html, '.faq-answer a')).toEqual(['link'])
  })
})
