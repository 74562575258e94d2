import { describe, expect, it } from 'vitest'
import { content } from '../../../embedded-cms/src/content'
import type { ContentBlock } from '../../../embedded-cms/src/content/types'
import { isBlockName, registry } from '../../../src/blocks/registry'

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

  it('maps names only to entries that can prepare a block', () => {
    for (const [name, entry] of Object.entries(registry)) {
      expect(typeof entry.prepare, name).toBe('function')
    }
  })
})
