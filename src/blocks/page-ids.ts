import { serialize } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import type { FragmentId, SanitizedHtml } from './block-context'
import { parseCmsHtml } from './html-fragment'
import { anchorId, claimId } from './ui/anchor-id'

/** The ids of one page: block anchors and the ids of its CMS HTML, claimed from one set. */
export interface PageIds {
  /** The id a block's `anchor` takes (see BlockContext.claimAnchor). */
  anchor(anchor: string): string
  /**
   * The fragment as it stands on the page: each of its ids claimed again, in the fragment's order;
   * one an earlier fragment or anchor took is renamed (`overview` → `overview-2`), with the
   * fragment's own links to it (`href="#overview"`) and its outline. Unchanged, the same object.
   */
  place(fragment: SanitizedHtml): SanitizedHtml
}

/**
 * A page's id claims: the first to ask for an id gets it, a later one a numbered copy (the rule a
 * fragment's headings follow within it). Claims follow the order of the calls, so the caller
 * makes them in document order (prepare-blocks.tsx).
 */
export function pageIds(): PageIds {
  const taken = new Set<string>()
  return {
    anchor: (anchor) => claimId(taken, anchorId(anchor)),
    place(fragment) {
      const renamed = new Map<string, string>()
      const ids = fragment.ids.map(({ id, base }): FragmentId => {
        const claimed = claimId(taken, base)
        if (claimed !== id) renamed.set(id, claimed)
        return { id: claimed, base }
      })
      return renamed.size ? withRenamedIds(fragment, renamed, ids) : fragment
    },
  }
}

/** The fragment with its ids renamed (old → new; ids are unique within a fragment). */
function withRenamedIds(
  fragment: SanitizedHtml,
  renamed: ReadonlyMap<string, string>,
  ids: FragmentId[],
): SanitizedHtml {
  // Parsed again as the sanitiser parsed it.
  const tree = parseCmsHtml(fragment.html)
  renameIn(tree, renamed)
  return Object.freeze({
    html: serialize(tree),
    headings: fragment.headings.map((h) => ({ ...h, id: renamed.get(h.id) ?? h.id })),
    ids: Object.freeze(ids),
  })
}

/** Renames ids and the in-page links to them (`#id`: the fragment's links to its own elements). */
function renameIn(parent: T.ParentNode, renamed: ReadonlyMap<string, string>): void {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue
    for (const attr of node.attrs) {
      if (attr.name === 'id') attr.value = renamed.get(attr.value) ?? attr.value
      else if (attr.name === 'href' && attr.value.startsWith('#')) {
        const to = renamed.get(attr.value.slice(1))
        if (to) attr.value = `#${to}`
      }
    }
    renameIn(node, renamed)
  }
}
