import type { CmsBlock } from '../cms/schemas'

/**
 * Attributes WordPress keeps in a block's HTML, not in its comment, and that the site's blocks read
 * as attributes. WordPress 6.5+ declares them `"source": "rich-text"`, which wp-graphql-gutenberg
 * 0.4.1 does not source (seen on the rig: a details block's attributes are `{"showContent":false}`,
 * a gallery's and an embed's have no `caption`), and a block type missing from the block registry
 * gets no sourced attributes at all. Each is read from the block's own HTML (`originalContent`:
 * its inner blocks left out), as the editor reads it. The value is HTML, sanitised where it is shown.
 */
const FROM_HTML: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  'core/details': { summary: /<summary\b[^>]*>([\s\S]*?)<\/summary>/i },
  'core/gallery': {
    caption:
      /<figcaption\b[^>]*\bclass\s*=\s*["'][^"']*\bblocks-gallery-caption\b[^"']*["'][^>]*>([\s\S]*?)<\/figcaption>/i,
  },
  'core/embed': { caption: /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i },
}

const embedNames = (name: string) => (name.startsWith('core-embed/') ? 'core/embed' : name)

/** The block's attributes with those WordPress left in its HTML read from there (when absent). */
export function withSourcedAttributes(block: CmsBlock, attributes: unknown): unknown {
  const sources = FROM_HTML[embedNames(block.name)]
  if (!sources || typeof attributes !== 'object' || attributes === null) return attributes
  if (Array.isArray(attributes)) return attributes
  const html = block.originalContent || block.saveContent || ''
  let out: Record<string, unknown> | undefined
  for (const [key, pattern] of Object.entries(sources)) {
    if (typeof (attributes as Record<string, unknown>)[key] === 'string') continue
    const found = pattern.exec(html)?.[1]?.trim()
    if (found) (out ??= { ...attributes })[key] = found
  }
  return out ?? attributes
}
