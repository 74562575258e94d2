import { describe, expect, it } from 'vitest'
import { imageSizesOf } from '../../../src/blocks/media-index'
import type { ImageSizes } from '../../../src/blocks/block-context'
import { sanitizeHtml as sanitizeWith } from '../../../worker/html/sanitize'
import { browserViolations } from '../../fixtures/browser-view'
import { XSS_VECTORS } from '../../fixtures/xss-vectors'

/** No own hosts: these tests are about the HTML, the CMS host's tests are in cms-urls. */
const sanitizeHtml = (html: string, own: ReadonlySet<string> = new Set(), images?: ImageSizes) =>
  sanitizeWith(html, own, images)
const clean = (html: string) => sanitizeHtml(html).html

describe('sanitizeHtml against the bypass corpus', () => {
  it.each(XSS_VECTORS)('$name: the browser builds nothing the allow-list forbids', ({ html }) => {
    const out = clean(html)
    expect(browserViolations(out)).toEqual([])
    expect(out).not.toMatch(/alert\(1\)[^<]*<\/?(script|img|svg|iframe)/i)
  })

  it.each(XSS_VECTORS)('$name: sanitising twice changes nothing', ({ html }) => {
    const once = sanitizeHtml(html)
    expect(sanitizeHtml(once.html)).toEqual(once)
  })

  it('drops raw-text elements with their content: a refresh inside noembed never reaches the page', () => {
    expect(
      clean(
        '<p>Terms</p><noembed><meta http-equiv="refresh" content="0;url=https://evil.example/"></noembed>',
      ),
    ).toBe('<p>Terms</p>')
    expect(
      clean('<noframes><meta http-equiv=refresh content=0></noframes><xmp><b>x</b></xmp>'),
    ).toBe('')
    expect(clean('<p>kept</p><plaintext><p>gone</p>')).toBe('<p>kept</p>')
  })

  it('drops entity-encoded and obfuscated javascript: URLs, keeping the link text', () => {
    for (const href of [
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      'java&#9;script:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      '&#14;javascript:alert(1)',
      'javascript&colon;alert(1)',
    ])
      expect(clean(`<a href="${href}">Read</a>`), href).toBe('<a>Read</a>')
  })

  it('keeps http, https, mailto, tel and relative URLs as written', () => {
    const html =
      '<p><a href="https://example.com/a?b=1&amp;c=2">a</a><a href="mailto:hi@example.com">b</a>' +
      '<a href="tel:+441234">c</a><a href="/contact#form">d</a><a href="#top">e</a></p>'
    expect(clean(html)).toBe(html)
  })

  it('treats scheme-relative links as external: written out absolute, never as a local path', () => {
    expect(clean('<a href="//evil.example/x">a</a>')).toBe('<a href="https://evil.example/x">a</a>')
    expect(clean('<a href="/\\evil.example/">a</a>')).toBe('<a href="https://evil.example/">a</a>')
  })

  it("rewrites heading ids on the parsed tree: a crafted title cannot carry the next element's style", () => {
    const out = sanitizeHtml(
      '<h2 title=\'x" style="position:fixed\'>Heading</h2><p style="color:red" id="p1">Body</p>',
    )
    expect(out.html).toBe(
      '<h2 title="x&quot; style=&quot;position:fixed">Heading</h2>'.replace(
        '>Heading',
        ' id="heading">Heading',
      ) + '<p id="p1">Body</p>',
    )
    expect(out.headings).toEqual([{ id: 'heading', text: 'Heading' }])
  })

  it('gives every h2 a unique id, keeps an editor anchor and lists the outline', () => {
    const out = sanitizeHtml(
      '<h1>Intro &amp; scope</h1><h2 id="pay">Pay</h2><h2>Pay</h2><h2><em>Time</em> off</h2><h2>Pay</h2><h3>Sub</h3>',
    )
    expect(out.headings).toEqual([
      { id: 'intro-scope', text: 'Intro & scope' },
      { id: 'pay', text: 'Pay' },
      { id: 'pay-2', text: 'Pay' },
      { id: 'time-off', text: 'Time off' },
      { id: 'pay-3', text: 'Pay' },
    ])
    expect(out.html).toContain('<h2 id="intro-scope">Intro &amp; scope</h2>')
    expect(out.html).toContain('<h3>Sub</h3>')
  })

  it("leaves the forms' ids (form-…) to the forms: an editor's anchor goes, a heading's id gets a prefix", () => {
    const out = sanitizeHtml(
      '<p id="form-R1-email">a</p><a id="Form-r2-form" href="/x">b</a><h2>Form R1 email error</h2>',
    )
    expect(out.html).toMatch(
      /^<p>a<\/p><a href="\/x">b<\/a><h2 id="section-form-r1-email-error">Form.*<\/h2>$/,
    )
    expect(out.headings).toEqual([
      { id: 'section-form-r1-email-error', text: 'Form R1 email error' },
    ])
    // Only the prefix: an anchor that merely mentions a form keeps its id.
    expect(clean('<p id="formats">a</p><p id="contact-form">b</p>')).toBe(
      '<p id="formats">a</p><p id="contact-form">b</p>',
    )
  })

  it('never emits nonce, style, event handlers, srcdoc, formaction, form, action or data attributes', () => {
    const out = clean(
      '<p nonce="n" style="color:red" onclick="x()" srcdoc="s" formaction="f" form="f" action="a" data-island="carousel">t</p>',
    )
    expect(out).toBe('<p>t</p>')
  })

  it('keeps prose markup, WordPress classes, safe images and new-tab links with noopener', () => {
    expect(
      clean(
        '<figure class="wp-block-image size-large is-style-rounded my-own"><img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" width="640" height="480" alt="Team"><figcaption>Team</figcaption></figure>' +
          '<p><a href="https://x.dev" target="_blank" rel="nofollow">x</a></p>',
      ),
    ).toBe(
      '<figure class="wp-block-image size-large is-style-rounded"><img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" width="640" height="480" alt="Team" loading="lazy"><figcaption>Team</figcaption></figure>' +
        '<p><a href="https://x.dev" target="_blank" rel="nofollow noopener noreferrer">x</a></p>',
    )
  })

  it('unwraps unknown elements but keeps their text', () => {
    expect(clean('<custom-tag>inner <b>bold</b></custom-tag>')).toBe('inner <b>bold</b>')
  })

  it('answers an empty string for blank input', () => {
    expect(sanitizeHtml('  \n')).toEqual({ html: '', headings: [] })
  })
})

describe('sanitizeHtml is computed once per input (23.2)', () => {
  it('hands back the same frozen result for the same HTML, and a new one for other HTML', () => {
    const html = '<h2>Terms</h2><p onclick="x()">Read <a href="javascript:alert(1)">this</a>.</p>'
    const first = sanitizeHtml(html)
    expect(sanitizeHtml(html)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(first.html).not.toContain('onclick')
    expect(first.html).not.toContain('javascript:')
    const other = sanitizeHtml(`${html}<p>More.</p>`)
    expect(other).not.toBe(first)
    expect(other.html).toContain('<p>More.</p>')
  })
})

describe('media library images get WordPress’s generated sizes', () => {
  const grid = {
    databaseId: 3439,
    sourceUrl: '/wp-content/uploads/2025/03/grid.jpg',
    srcSet:
      '/wp-content/uploads/2025/03/grid-300x225.jpg 300w, /wp-content/uploads/2025/03/grid-1024x768.jpg 1024w, /wp-content/uploads/2025/03/grid.jpg 1600w',
    mediaDetails: {
      width: 1600,
      height: 1200,
      sizes: [
        { sourceUrl: '/wp-content/uploads/2025/03/grid-150x150.jpg', width: 150, height: 150 },
        { sourceUrl: '/wp-content/uploads/2025/03/grid-1024x768.jpg', width: 1024, height: 768 },
      ],
    },
  }
  const images = imageSizesOf([grid])

  it('adds srcset, sizes, width and height for the copy the saved HTML shows', () => {
    const saved =
      '<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2025/03/grid-1024x768.jpg" alt="Team" class="wp-image-3439"/></figure>'
    expect(sanitizeHtml(saved, undefined, images).html).toBe(
      '<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2025/03/grid-1024x768.jpg" alt="Team" class="wp-image-3439" width="1024" height="768" srcset="/wp-content/uploads/2025/03/grid-300x225.jpg 300w, /wp-content/uploads/2025/03/grid-1024x768.jpg 1024w, /wp-content/uploads/2025/03/grid.jpg 1600w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy"></figure>',
    )
    // Without the media items, the saved markup only.
    expect(sanitizeHtml(saved).html).not.toContain('srcset')
  })

  it('gives a cropped copy its own size and no srcset of another shape; keeps the editor’s size', () => {
    const thumb = sanitizeHtml(
      '<img src="/wp-content/uploads/2025/03/grid-150x150.jpg" class="wp-image-3439">',
      undefined,
      images,
    ).html
    expect(thumb).toContain('width="150" height="150"')
    expect(thumb).not.toContain('srcset')
    const sized = sanitizeHtml(
      '<img src="/wp-content/uploads/2025/03/grid.jpg" width="800" height="600" class="wp-image-3439">',
      undefined,
      images,
    ).html
    expect(sized).toContain('width="800" height="600"')
    expect(sized).toContain('sizes="(max-width: 1600px) 100vw, 1600px"')
    // An image of another attachment, or none, is left as saved.
    expect(sanitizeHtml('<img src="/x.jpg" class="wp-image-9">', undefined, images).html).toBe(
      '<img src="/x.jpg" class="wp-image-9" alt="" loading="lazy">',
    )
  })

  it('passes every srcset URL WordPress gives through the same URL policy', () => {
    const hostile = imageSizesOf([{ ...grid, srcSet: '/ok.jpg 300w, javascript:alert(1) 1024w' }])
    const out = sanitizeHtml(
      '<img src="/wp-content/uploads/2025/03/grid.jpg" class="wp-image-3439">',
      undefined,
      hostile,
    ).html
    expect(out).not.toContain('srcset')
    expect(out).not.toContain('javascript')
    expect(out).toContain('width="1600" height="1200"')
  })
})

describe('sanitizeHtml: editor headings keep their first and last words in pairs', () => {
  it('joins short pairs by a no-break space in the parsed text, leaving markup and entities whole', () => {
    expect(clean('<h2>Fish &amp; chips <a href="/menu">for everyone</a></h2>')).toBe(
      '<h2 id="fish-chips-for-everyone">Fish&nbsp;&amp; chips <a href="/menu">for&nbsp;everyone</a></h2>',
    )
    expect(clean('<h3>Acceptance of these terms</h3>')).toBe(
      '<h3>Acceptance&nbsp;of these&nbsp;terms</h3>',
    )
  })

  it('joins a pair whose words stand in different elements where the space is', () => {
    expect(clean('<h4>Read the <em>latest</em> news</h4>')).toBe(
      '<h4>Read&nbsp;the <em>latest</em>&nbsp;news</h4>',
    )
  })

  it('keeps a long pair in a span (an inline block no wider than its heading), and once', () => {
    const once = clean('<h3>Get our engineering newsletter</h3>')
    expect(once).toBe('<h3>Get&nbsp;our <span class="keep">engineering newsletter</span></h3>')
    expect(clean(once)).toBe('<h3>Get&nbsp;our <span>engineering newsletter</span></h3>')
    expect(clean(clean('<h3>Acceptance of these terms</h3>'))).toBe(
      '<h3>Acceptance&nbsp;of these&nbsp;terms</h3>',
    )
  })

  it('leaves paragraphs, and headings of three words or fewer, alone', () => {
    expect(clean('<p>Subscribe to our blog</p>')).toBe('<p>Subscribe to our blog</p>')
    expect(clean('<h3>Frequently asked questions</h3>')).toBe('<h3>Frequently asked questions</h3>')
  })
})
