import { describe, expect, it } from 'vitest'
import aboutJson from '../../fixtures/blocks/About.json'
import faqJson from '../../fixtures/blocks/Faq.json'
import { pageViolations, type Violation } from '../../fixtures/browser-view'
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

/**
 * Every vector through one content path, in one test: the storage reset before each test costs
 * more than a render. Lists what a browser would build from each vector that the allow-list
 * forbids, by the vector's name.
 */
async function everyVector(violations: (html: string) => Promise<Violation[]>) {
  const found: Record<string, string[]> = {}
  for (const { name, html } of XSS_VECTORS) {
    const wrong = await violations(html)
    if (wrong.length) found[name] = wrong.map((v) => `${v.what}: ${v.detail}`)
  }
  return found
}

/**
 * About a hundred vectors per test (six renders each for the core blocks): generous, for a busy
 * shared machine.
 */
const EVERY_VECTOR_MS = 120_000

describe('every content path that renders CMS HTML, with every bypass vector', () => {
  it(
    `core blocks (short and long texts): every one of the ${XSS_VECTORS.length} vectors`,
    async () => {
      const found = await everyVector(async (html) => {
        const out: Violation[] = []
        for (const name of ['core/html', 'core/freeform', 'core/paragraph']) {
          const short = await renderFixture(core(name, html))
          if (short.html) out.push(...pageViolations(short.html, 'prose'))
          const long = await renderFixture(core(name, LONG_TEXT + html))
          out.push(...pageViolations(long.html, 'prose-body'))
        }
        return out
      })
      expect(found).toEqual({})
    },
    EVERY_VECTOR_MS,
  )

  it(
    `FAQ answers: every one of the ${XSS_VECTORS.length} vectors`,
    async () => {
      const found = await everyVector(async (html) => {
        const faq = fixture(faqJson)
        const items = (faq.attributes.items as { answer: string }[]).map((item) => ({
          ...item,
          answer: html,
        }))
        const out = await renderFixture(faq, { attributes: { ...faq.attributes, items } })
        return pageViolations(out.html, 'faq-answer')
      })
      expect(found).toEqual({})
    },
    EVERY_VECTOR_MS,
  )

  it(
    `About text: every one of the ${XSS_VECTORS.length} vectors`,
    async () => {
      const found = await everyVector(async (html) => {
        const about = fixture(aboutJson)
        const out = await renderFixture(about, { attributes: { ...about.attributes, text: html } })
        return pageViolations(out.html, 'prose-inline')
      })
      expect(found).toEqual({})
    },
    EVERY_VECTOR_MS,
  )
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
