import type { CmsBlock } from '../cms/schemas'
import { innerHtmlAt, type Step } from './html-fragment'

/**
 * Attributes WordPress keeps in a block's HTML, not in its comment, and that the site's blocks read
 * as attributes. WordPress 6.5+ declares them `"source": "rich-text"`, which wp-graphql-gutenberg
 * 0.4.1 does not source (seen on the rig: a details block's attributes are `{"showContent":false}`,
 * a gallery's and an embed's have no `caption`), and a block type missing from the block registry
 * gets no sourced attributes at all. Each is read from the block's own HTML (`originalContent`:
 * its inner blocks left out), as the editor reads it: the inner HTML of a child of the block's outer
 * element, parsed as a browser would (parse5), and only when the attribute is missing. The value is
 * HTML, sanitised where it is shown.
 */
const FROM_HTML: Readonly<Record<string, Readonly<Record<string, readonly Step[]>>>> = {
  'core/details': { summary: [{ tag: 'details' }, { tag: 'summary' }] },
  'core/gallery': {
    caption: [{ tag: 'figure' }, { tag: 'figcaption', className: 'blocks-gallery-caption' }],
  },
  'core/embed': { caption: [{ tag: 'figure' }, { tag: 'figcaption' }] },
}

/** The tag each path ends at, to skip parsing HTML that cannot hold it. */
const lastTag = (path: readonly Step[]) => `<${path[path.length - 1]?.tag ?? ''}`

const embedNames = (name: string) => (name.startsWith('core-embed/') ? 'core/embed' : name)

/** The block's attributes with those WordPress left in its HTML read from there (when absent). */
export function withSourcedAttributes(block: CmsBlock, attributes: unknown): unknown {
  const sources = FROM_HTML[embedNames(block.name)]
  if (!sources || typeof attributes !== 'object' || attributes === null) return attributes
  if (Array.isArray(attributes)) return attributes
  const html = block.originalContent || block.saveContent || ''
  let out: Record<string, unknown> | undefined
  for (const [key, path] of Object.entries(sources)) {
    if (typeof (attributes as Record<string, unknown>)[key] === 'string') continue
    if (!html.toLowerCase().includes(lastTag(path))) continue
    const found = innerHtmlAt(html, path)?.trim()
    if (found) (out ??= { ...attributes })[key] = found
  }
  return out ?? attributes
}
