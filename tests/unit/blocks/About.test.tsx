import { describe, expect, it } from 'vitest'
import json from '../../fixtures/blocks/About.json'
import { fixture, query, renderFixture, texts } from './render-fixture'

const about = fixture(json)

describe('custom/about', () => {
  it('shows the sanitised introduction, the link and the image', async () => {
    const { html } = await renderFixture(about)
    expect(await texts(html, 'h2')).toEqual(['About Northwind Labs'])
    expect((await texts(html, '.prose-inline p'))[1]).toBe(
      'Half of our clients have worked with us for more than four years.',
    )
    expect((await query(html, 'a.btn'))[0]).toMatchObject({
      attrs: { href: '/about' },
      text: 'More about us',
    })
    const hostile = await renderFixture(about, {
      attributes: { title: 'About', text: '<p onclick="x()">Hi<script>x()</script></p>' },
    })
    expect(await query(hostile.html, '[onclick], script')).toEqual([])
  })
})
