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

  it('takes out a lone shortcode named with an underscore; words in brackets stay', () => {
    // Seen on the rig: a plugin's [preis_fussnote] with the plugin gone reached visitors raw.
    const html = '<p>From CHF 12.50 [preis_fussnote] per pallet [sic] [citation needed].</p>'
    const out = render(block('core/paragraph', html, html))
    expect(out.html).toBe('<p>From CHF 12.50  per pallet [sic] [citation needed].</p>')
    expect(out.notes).toEqual([
      'shortcode [preis_fussnote] was not rendered by WordPress: left out',
    ])
  })

  it('shows an [embed] WordPress left as written as a link to its URL', () => {
    const url = 'https://www.youtube.com/watch?v=3ZTcIvYbCrc'
    const out = render(block('core/paragraph', `<p>Our film: [embed]${url}[/embed]</p>`))
    expect(out.html).toBe(
      `<p>Our film: <a href="${url}" rel="noopener noreferrer" target="_blank">${url}</a></p>`,
    )
    const script = render(block('core/paragraph', '<p>[embed]javascript:alert(1)[/embed]</p>'))
    expect(script.html).toBe('<p>javascript:alert(1)</p>')
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

describe('an embed inside HTML', () => {
  const url = 'https://www.youtube.com/watch?v=3ZTcIvYbCrc'
  const embed = (saved: string) =>
    render({ ...block('core/embed', saved), attributes: { url } }).html
  const link = `<a href="${url}" rel="noopener noreferrer" target="_blank">${url}</a>`
  const wrapper = `<div class="wp-block-embed__wrapper">${url}</div>`

  it('keeps its own caption, read as HTML is parsed', () => {
    // Upper-case tags, a `>` in a quoted attribute value, a figcaption nested in the caption.
    const saved =
      `<FIGURE class="wp-block-embed">${wrapper}<FIGCAPTION title="a > b">Talk ` +
      '<figure><figcaption>slides</figcaption></figure> and Q&amp;A</FIGCAPTION></FIGURE>'
    expect(embed(saved)).toBe(
      `<figure class="wp-block-embed">${link}<figcaption title="a &gt; b">Talk ` +
        '<figure><figcaption>slides</figcaption></figure> and Q&amp;A</figcaption></figure>',
    )
  })

  it('has no caption when its saved HTML has none', () => {
    expect(embed(`<figure class="wp-block-embed">${wrapper}</figure>`)).toBe(
      `<figure class="wp-block-embed">${link}</figure>`,
    )
  })
})
