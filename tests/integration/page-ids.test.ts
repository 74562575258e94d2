import { SELF } from 'cloudflare:test'
import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { describe, expect, it } from 'vitest'
import { textOf } from '../../worker/html/tree'
import { block, cmsPage, servePages, useCmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
// Unique paths per run: the rendered-page cache must not answer from another test's page.
const run = crypto.randomUUID().slice(0, 8)

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** Every element of a page, in document order. */
function elementsOf(page: string): T.Element[] {
  const out: T.Element[] = []
  const walk = (parent: T.ParentNode) => {
    for (const child of parent.childNodes) {
      if (!('tagName' in child)) continue
      out.push(child)
      walk(child)
    }
  }
  walk(parse(page))
  return out
}

/** The ids on more than one element of the page. */
function duplicateIds(elements: T.Element[]): string[] {
  const ids = elements.flatMap((el) => attr(el, 'id') ?? [])
  return ids.filter((id, i) => ids.indexOf(id) !== i)
}

/** The links under `parent`, in document order. */
const linksIn = (parent: T.Element) => descendants(parent).filter((el) => el.tagName === 'a')

function descendants(parent: T.ParentNode): T.Element[] {
  return parent.childNodes.flatMap((c) => ('tagName' in c ? [c, ...descendants(c)] : []))
}

/** The element a browser scrolls to for `href="#id"`: the first with the id. */
const target = (elements: T.Element[], href: string) =>
  elements.find((el) => `#${attr(el, 'id')}` === href)

const clean = (el: T.Element | undefined) => (el ? textOf(el).replace(/\s+/g, ' ').trim() : '')

const cms = useCmsStub()

async function pageAt(path: string, blocks: Parameters<typeof cmsPage>[2]): Promise<T.Element[]> {
  servePages(cms(), { [path]: cmsPage(path, 'Ids', blocks) })
  const res = await SELF.fetch(`${SITE}${path}`)
  expect(res.status, path).toBe(200)
  return elementsOf(await res.text())
}

describe('every id on a page is unique across its blocks', () => {
  it('renames a block’s ids an earlier block took, with its contents entry and its own links', async () => {
    const elements = await pageAt(`/ids-${run}`, [
      block('core/heading', { level: 2 }, '<h2 class="wp-block-heading">Overview</h2>'),
      block('core/paragraph', [], '<p>What the first overview says.</p>'),
      block('core/heading', { level: 2 }, '<h2 class="wp-block-heading">FAQ</h2>'),
      block('core/paragraph', [], '<p>Questions and answers.</p>'),
      // One block of editor HTML: an anchor equal to the FAQ heading's id, a heading "Overview"
      // again, and links to its own elements.
      block(
        'core/html',
        [],
        '<p><a href="#faq">To the questions box</a> <a href="#overview">To the second overview</a></p>' +
          '<h2>Overview</h2><p>What the second overview says.</p>' +
          '<div id="faq"><p>The questions box.</p></div><h2>Contacts</h2>',
      ),
    ])
    expect(duplicateIds(elements)).toEqual([])

    const contents = elements.find((el) => attr(el, 'class')?.includes('page-contents'))
    expect(contents, 'the page lists its sections').toBeDefined()
    const entries = (contents ? linksIn(contents) : []).map((a) => ({
      text: clean(a),
      target: target(elements, attr(a, 'href') ?? ''),
    }))
    // One entry per section, each reaching its own heading.
    expect(entries.map((e) => e.text)).toEqual(['Overview', 'FAQ', 'Overview', 'Contacts'])
    expect(entries.map((e) => e.target?.tagName)).toEqual(['h2', 'h2', 'h2', 'h2'])
    expect(new Set(entries.map((e) => e.target)).size).toBe(4)
    const overview = entries[2]?.target
    expect(clean(overview ? elements[elements.indexOf(overview) + 1] : undefined)).toBe(
      'What the second overview says.',
    )

    // The fragment's own links still reach its own elements.
    const reached = (text: string) => {
      const link = elements.find((el) => el.tagName === 'a' && clean(el) === text)
      return target(elements, (link && attr(link, 'href')) ?? '')
    }
    expect(clean(reached('To the questions box'))).toBe('The questions box.')
    expect(reached('To the second overview')).toBe(overview)
  })

  it('gives a heading whose id a block anchor took a numbered copy, and the anchor keeps its name', async () => {
    const elements = await pageAt(`/anchor-ids-${run}`, [
      block('custom/contact', { title: "Let's talk", formId: 101, anchor: 'get-in-touch' }),
      block('core/heading', { level: 2 }, '<h2 class="wp-block-heading">Get in touch</h2>'),
    ])
    expect(duplicateIds(elements)).toEqual([])
    const section = target(elements, '#get-in-touch')
    expect(section?.tagName).toBe('section')
    const heading = elements.find((el) => el.tagName === 'h2' && clean(el) === 'Get in touch')
    expect(heading && attr(heading, 'id')).toBe('get-in-touch-2')
  })
})
