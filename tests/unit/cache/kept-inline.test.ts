import { describe, expect, it } from 'vitest'
import { keptMarkup } from '../../../worker/cache/kept-inline'
import { inlineElements } from '../../fixtures/csp-inline'

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw=='

/** A page as the renderer writes it, around `head` and `body`. */
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`

/** The policy a kept page gets for `inline` (only the two directives that matter here). */
const policyOf = (inline: { scripts: readonly string[]; styles: readonly string[] }) =>
  `script-src 'self' ${inline.scripts.join(' ')}; style-src 'self' ${inline.styles.join(' ')}`

describe('a rendered page made fit to keep', () => {
  it('drops the render nonce and allows exactly the elements that carried it, by hash', async () => {
    const html = page(
      `<style nonce="${NONCE}">body{color:red}</style>` +
        `<noscript><style nonce="${NONCE}">.more{display:none}</style></noscript>` +
        `<script async="" src="/assets/client.js" nonce="${NONCE}"></script>` +
        `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Organization"}</script>`,
      `<script nonce="${NONCE}">$RC("B:0","S:0")</script>` +
        `<script type="module" nonce="${NONCE}">import "/x.js"</script>` +
        '<div><script nonce="other">steal()</script><style>p{}</style></div>',
    )
    const kept = await keptMarkup(html, NONCE)
    expect(kept.html).toBe(html.replaceAll(` nonce="${NONCE}"`, ''))
    expect(kept.inline.styles).toHaveLength(2)
    // The two that run; the structured data is not run, and the file is allowed by 'self'.
    expect(kept.inline.scripts).toHaveLength(2)
    const verdicts = await inlineElements(kept.html, policyOf(kept.inline))
    expect(verdicts.map((e) => [e.text, e.allowed])).toEqual([
      ['body{color:red}', true],
      ['.more{display:none}', true],
      ['$RC("B:0","S:0")', true],
      ['import "/x.js"', true],
      ['steal()', false],
      ['p{}', false],
    ])
  })

  it('hashes the text a browser sees: line breaks normalised, nothing decoded', async () => {
    const html = page(`<style nonce="${NONCE}">a::after{content:"&amp;"}\r\nb{}\r}</style>`)
    const kept = await keptMarkup(html, NONCE)
    const [style] = await inlineElements(kept.html, policyOf(kept.inline))
    expect(style).toMatchObject({ text: 'a::after{content:"&amp;"}\nb{}\n}', allowed: true })
  })

  it('lists one hash for elements with the same text, and none for a page without inline elements', async () => {
    const twice = await keptMarkup(
      page(`<style nonce="${NONCE}">a{}</style><style nonce="${NONCE}">a{}</style>`),
      NONCE,
    )
    expect(twice.inline.styles).toHaveLength(1)
    const none = await keptMarkup(page('<link rel="stylesheet" href="/assets/site.css"/>'), NONCE)
    expect(none.inline).toEqual({ scripts: [], styles: [] })
  })

  it('leaves a nonce it did not render, and the same value outside an attribute, as they are', async () => {
    const html = page(
      `<style nonce="${NONCE}x">a{}</style>`,
      `<p title="nonce=&quot;${NONCE}&quot;">nonce="${NONCE}"</p>`,
    )
    const kept = await keptMarkup(html, NONCE)
    expect(kept.html).toBe(html)
    expect(kept.inline).toEqual({ scripts: [], styles: [] })
  })
})
