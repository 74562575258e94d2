import { describe, expect, it } from 'vitest'
import aboutJson from '../../fixtures/blocks/About.json'
import faqJson from '../../fixtures/blocks/Faq.json'
import { pageViolations } from '../../fixtures/browser-view'
import { XSS_VECTORS } from '../../fixtures/xss-vectors'
import { fixture, query, renderFixture } from '../blocks/render-fixture'

// Four headings before the payload give a legal page its table of contents (the heading-id rewrite).
const LONG_TEXT =
  '<h2>Who we are</h2><p>a</p><h2>What we collect</h2><p>b</p><h2>Your rights</h2><h2>Cookies</h2>'

const core = (name: string, saveContent: string) =>
  fixture({
    blocks: [name],
    url: 'https://www.example.test/privacy-policy',
    attributes: {},
    saveContent,
  })

describe('every content path that renders CMS HTML, with every bypass vector', () => {
  it.each(XSS_VECTORS)('core blocks (short and long texts): $name', async ({ html }) => {
    for (const name of ['core/html', 'core/freeform', 'core/paragraph']) {
      const short = await renderFixture(core(name, html))
      if (short.html) expect(pageViolations(short.html, 'prose')).toEqual([])
      const long = await renderFixture(core(name, LONG_TEXT + html))
      expect(pageViolations(long.html, 'prose-body')).toEqual([])
    }
  })

  it.each(XSS_VECTORS)('FAQ answers: $name', async ({ html }) => {
    const faq = fixture(faqJson)
    const items = (faq.attributes.items as { answer: string }[]).map((item) => ({
      ...item,
      answer: html,
    }))
    const out = await renderFixture(faq, { attributes: { ...faq.attributes, items } })
    expect(pageViolations(out.html, 'faq-answer')).toEqual([])
  })

  it.each(XSS_VECTORS)('About text: $name', async ({ html }) => {
    const about = fixture(aboutJson)
    const out = await renderFixture(about, { attributes: { ...about.attributes, text: html } })
    expect(pageViolations(out.html, 'prose-inline')).toEqual([])
  })
})

describe('the table of contents of a long text', () => {
  it('links to heading ids set on the parsed tree; a crafted title keeps its quotes', async () => {
    const out = await renderFixture(
      core(
        'core/freeform',
        LONG_TEXT +
          '<h2 title=\'x" style="position:fixed;inset:0\'>Contact</h2><p style="color:red">Write to us.</p>',
      ),
    )
    const links = await query(out.html, '.toc a')
    expect(links.map((l) => [l.attrs.href, l.text])).toEqual([
      ['#who-we-are', 'Who we are'],
      ['#what-we-collect', 'What we collect'],
      ['#your-rights', 'Your rights'],
      ['#cookies', 'Cookies'],
      ['#contact', 'Contact'],
    ])
    const headings = await query(out.html, '.prose-body h2')
    expect(headings.map((h) => h.attrs)).toContainEqual({
      title: 'x" style="position:fixed;inset:0',
      id: 'contact',
    })
    expect(await query(out.html, '[style]')).toEqual([])
  })
})
