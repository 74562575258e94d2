import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../src/blocks/ui/sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps prose markup and links', async () => {
    const html =
      '<h2 id="a">Title</h2><p>Text with <a href="/contact">a link</a> and <em>emphasis</em>.</p>'
    expect(await sanitizeHtml(html)).toBe(html)
  })

  it('drops scripts, styles, iframes and forms with their content', async () => {
    const out = await sanitizeHtml(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>',
    )
    expect(out).toBe('<p>ok</p>')
  })

  it('removes event handlers, inline styles and javascript: URLs', async () => {
    const out = await sanitizeHtml(
      '<a href="javascript:alert(1)" onclick="x()" style="color:red">x</a><img src="data:text/html,1" onerror="y()">',
    )
    expect(out).not.toMatch(/javascript:|onclick|onerror|style=|data:text/)
  })

  it('turns an h1 into an h2 because the page owns its one h1', async () => {
    expect(await sanitizeHtml('<h1>Heading</h1>')).toBe('<h2>Heading</h2>')
  })

  it('adds rel to links opening a new tab and lazy loading with alt to images', async () => {
    const out = await sanitizeHtml(
      '<a href="https://x.dev" target="_blank">x</a><img src="/a.png">',
    )
    expect(out).toContain('rel="noopener noreferrer"')
    expect(out).toContain('alt=""')
    expect(out).toContain('loading="lazy"')
  })

  it('removes unknown tags but keeps their text', async () => {
    expect(await sanitizeHtml('<custom-tag>inner <b>bold</b></custom-tag>')).toBe(
      'inner <b>bold</b>',
    )
  })
})
