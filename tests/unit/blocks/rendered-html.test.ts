import { describe, expect, it } from 'vitest'
import { renderedHtml } from '../../../src/blocks/rendered-html'
import type { CmsBlock } from '../../../src/cms/schemas'

const block = (name: string, html: string, dynamicContent: string | null = null): CmsBlock => ({
  name,
  order: 0,
  attributes: [],
  saveContent: html,
  originalContent: html,
  dynamicContent,
  innerBlocks: [],
})

const render = (b: CmsBlock) => {
  const notes: string[] = []
  return { html: renderedHtml(b, (m) => notes.push(m)), notes }
}

/** Shortcodes WordPress did not render (unregistered), as seen on WordPress 6.1. */
describe('shortcodes WordPress left in the text', () => {
  it('takes a lone shortcode with attributes out of a paragraph, and says so', () => {
    const html = '<p>Call us: [unknown_inline foo="1"] or [phone id=3 /] today [sic].</p>'
    const out = render(block('core/paragraph', html, html))
    expect(out.html).toBe('<p>Call us:  or  today [sic].</p>')
    expect(out.notes).toEqual([
      'shortcode [unknown_inline] was not rendered by WordPress: left out',
      'shortcode [phone] was not rendered by WordPress: left out',
    ])
  })

  it('keeps the text an editor wrapped in an unknown shortcode in a shortcode block', () => {
    const html = '[unknown_widget id="5"]Opening hours: 9 to 5[/unknown_widget]'
    const out = render(block('core/shortcode', html, `<p>${html}</p>`))
    expect(out.html).toBe('<p>Opening hours: 9 to 5</p>')
    expect(out.notes).toEqual([
      'shortcode [unknown_widget] was not rendered by WordPress: its text is shown without it',
    ])
  })

  it('leaves out a shortcode block holding only an unknown shortcode', () => {
    const out = render(
      block('core/shortcode', '[contact-form-7 id="9"]', '[contact-form-7 id="9"]'),
    )
    expect(out.html).toBe('')
    expect(out.notes).toHaveLength(1)
  })
})
