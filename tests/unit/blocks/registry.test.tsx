import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { content } from '../../../embedded-cms/src/content'
import type { ContentBlock } from '../../../embedded-cms/src/content/types'
import type { BlockContext } from '../../../src/blocks/block-context'
import { prepareBlocks } from '../../../src/blocks/prepare-blocks'
import { isBlockName } from '../../../src/blocks/registry'
import { sanitizeHtml } from '../../../worker/html/sanitize'
import type { ContentLoaders } from '../../../src/cms/loaders'
import { block } from '../../fixtures/cms-stub'

function names(blocks: ContentBlock[]): string[] {
  return blocks.flatMap((b) => [b.name, ...names(b.innerBlocks ?? [])])
}

/**
 * A plugin's block the site has no component for, used on purpose in the demo ('How we work'): it
 * renders from its sanitised saveContent (tests/unit/blocks/Core.test.tsx).
 */
const THIRD_PARTY = ['acme/callout']

describe('block registry', () => {
  it('has an entry for every block the demo content uses, but the third-party one', () => {
    const used = new Set(
      [...content.pages, ...content.caseStudies, ...content.services].flatMap((p) =>
        names(p.blocks),
      ),
    )
    const missing = [...used].filter((name) => !isBlockName(name)).sort()
    expect(missing).toEqual(THIRD_PARTY)
  })

  // Every listed name renders its fixture: fixtures-cover-registry.test.ts.
  it('knows only the names it lists: a block named like an object property is an unknown block', async () => {
    const log = vi.fn<(message: string) => void>()
    const ctx: BlockContext = {
      cms: {} as ContentLoaders,
      url: new URL('https://www.example.test/'),
      isDev: false,
      log,
      sanitize: (html, images) => sanitizeHtml(html, new Set(), images),
    }
    const odd = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']
    const prepared = await prepareBlocks(
      odd.map((name, order) => ({ ...block(name, { title: 'x' }), order })),
      ctx,
    )
    expect(renderToStaticMarkup(<>{prepared.nodes}</>)).toBe('')
    expect(log.mock.calls.map(([message]) => message).sort()).toEqual(
      odd.map((name) => `unknown block type ${name}`).sort(),
    )
  })
})
