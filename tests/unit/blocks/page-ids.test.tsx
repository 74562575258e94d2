import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BlockContext } from '../../../src/blocks/block-context'
import { pageIds } from '../../../src/blocks/page-ids'
import { prepareBlocks } from '../../../src/blocks/prepare-blocks'
import { claimId } from '../../../src/blocks/ui/anchor-id'
import type { ContentLoaders } from '../../../src/cms/loaders'
import { sanitizeHtml } from '../../../worker/html/sanitize'
import { block } from '../../fixtures/cms-stub'

const ctx: BlockContext = {
  cms: {} as ContentLoaders,
  url: new URL('https://www.example.test/'),
  isDev: false,
  log: vi.fn<(m: string) => void>(),
  sanitize: (html, images) => sanitizeHtml(html, new Set(), images),
}

/** The ids of rendered markup, in document order. */
function idsOf(html: string): string[] {
  const walk = (parent: T.ParentNode): string[] =>
    parent.childNodes.flatMap((node) => {
      if (!('tagName' in node)) return []
      const id = node.attrs.find((a) => a.name === 'id')?.value
      return [...(id ? [id] : []), ...walk(node)]
    })
  return walk(parseFragment(html))
}

describe('pageIds', () => {
  it('keeps a fragment whose ids are free as it is (the same object)', () => {
    const fragment = sanitizeHtml('<h2>Overview</h2><p id="note">Note</p>', new Set())
    expect(pageIds().place(fragment)).toBe(fragment)
  })

  it('renames the ids an earlier fragment took, with the fragment’s links to them and its outline', () => {
    const ids = pageIds()
    ids.place(sanitizeHtml('<h2>Overview</h2><h2 id="faq">FAQ</h2>', new Set()))
    const placed = ids.place(
      sanitizeHtml(
        '<p><a href="#faq">box</a> <a href="#overview">up</a> <a href="#other">away</a></p>' +
          '<h2>Overview</h2><h2>Overview</h2><div id="faq">Box</div>',
        new Set(),
      ),
    )
    expect(placed.html).toBe(
      '<p><a href="#faq-2">box</a> <a href="#overview-2">up</a> <a href="#other">away</a></p>' +
        '<h2 id="overview-2">Overview</h2><h2 id="overview-3">Overview</h2><div id="faq-2">Box</div>',
    )
    expect(placed.headings.map((h) => h.id)).toEqual(['overview-2', 'overview-3'])
  })

  it('never numbers an id into one the site keeps for itself', () => {
    const taken = new Set<string>()
    expect([claimId(taken, 'form'), claimId(taken, 'form'), claimId(taken, 'blk')]).toEqual([
      'form',
      'section-form-2',
      'blk',
    ])
    expect(claimId(taken, 'blk')).toBe('section-blk-2')
  })
})

describe('prepareBlocks claims ids in document order', () => {
  it('follows the page, not the order the blocks finish: a block claims before its inner blocks', async () => {
    const prepared = await prepareBlocks(
      [
        {
          ...block('core/details', { summary: 'About the <span id="team">team</span>' }, '', [
            block('core/html', [], '<h2>Team</h2>'),
          ]),
          order: 0,
        },
        {
          ...block('core/columns', [], '', [
            block('core/column', [], '', [block('core/html', [], '<h2>Team</h2>')]),
          ]),
          order: 1,
        },
        { ...block('core/html', [], '<h2>Team</h2>'), order: 2 },
      ],
      ctx,
    )
    expect(idsOf(renderToStaticMarkup(<>{prepared.nodes}</>))).toEqual([
      'team',
      'team-2',
      'team-3',
      'team-4',
    ])
    expect(prepared.headings.map((h) => h.id)).toEqual(['team-2', 'team-3', 'team-4'])
  })

  it('leaves a core block’s anchor to its HTML: the heading keeps it', async () => {
    const prepared = await prepareBlocks(
      [block('core/heading', { anchor: 'faq', level: 2 }, '<h2 id="faq">Questions</h2>')],
      ctx,
    )
    expect(idsOf(renderToStaticMarkup(<>{prepared.nodes}</>))).toEqual(['faq'])
  })
})
