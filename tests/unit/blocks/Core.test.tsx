import { describe, expect, it } from 'vitest'
import htmlJson from '../../fixtures/blocks/CoreHtml.json'
import layoutJson from '../../fixtures/blocks/CoreLayout.json'
import { fixture, query, renderFixture } from './render-fixture'

const html = fixture(htmlJson)
const layout = fixture(layoutJson)

describe('core blocks', () => {
  it('render sanitised CMS HTML with its links and without scripts', async () => {
    const out = await renderFixture(html)
    expect(await query(out.html, 'a')).toEqual([
      { tag: 'a', attrs: { href: '/privacy-policy#cookies' }, text: 'as short' },
    ])
    expect(await query(out.html, 'script')).toEqual([])
  })

  it('wrap inner blocks in columns, a sized column or a group', async () => {
    const classes: string[] = []
    for (const name of layout.blocks) {
      const [outer] = await query((await renderFixture(layout, { name })).html, 'body > div, div')
      classes.push(`${outer?.attrs.class ?? ''} ${outer?.attrs.style ?? ''}`.trim())
    }
    expect(classes).toEqual(['wp-columns', 'wp-column flex-basis:40%', 'wp-group'])
  })
})
