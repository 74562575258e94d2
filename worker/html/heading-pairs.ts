import { defaultTreeAdapter as tree, html as spec } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { wordPairs } from '../../src/blocks/ui/word-pairs'
import { isElement } from './tree'

/** The headings of editor content, after the sanitiser (h1 is h2 by then). */
export const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

/** The text nodes under `node` in document order, with where each starts in the whole text. */
function textNodes(
  node: T.ParentNode,
  out: { node: T.TextNode; at: number }[] = [],
  at = { n: 0 },
) {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') {
      const text = child as T.TextNode
      out.push({ node: text, at: at.n })
      at.n += text.value.length
    } else if (isElement(child)) textNodes(child, out, at)
  }
  return out
}

/**
 * Keeps a heading's first and last pairs of words together, as the site's own headings do
 * (src/blocks/ui/word-pairs.ts): a span around the pair, made on the parsed tree, so the
 * serialiser escapes the text again and no markup or entity can be cut. A pair whose words stand
 * in different text nodes (`Read <em>more</em>`) is left as it is.
 */
export function keepHeadingPairs(heading: T.Element): void {
  const nodes = textNodes(heading)
  const text = nodes.map(({ node }) => node.value).join('')
  // From the last pair back: splitting a node leaves the earlier offsets as they were.
  for (const pair of wordPairs(text).reverse()) {
    const holder = nodes.find(
      ({ node, at }) => at <= pair.start && pair.end <= at + node.value.length,
    )
    if (!holder) continue
    const { node, at } = holder
    const start = pair.start - at
    const end = pair.end - at
    const value = node.value
    const parent = node.parentNode
    if (!parent) continue
    // Sanitised once already: the pair is its span's whole text (its class went as the editor's would).
    if (isElement(parent) && parent.tagName === 'span' && start === 0 && end === value.length)
      continue
    const span = tree.createElement('span', spec.NS.HTML, [{ name: 'class', value: pair.keep }])
    tree.appendChild(span, tree.createTextNode(value.slice(start, end)))
    node.value = value.slice(0, start)
    const after = tree.createTextNode(value.slice(end))
    const index = parent.childNodes.indexOf(node)
    for (const added of [span, after]) added.parentNode = parent
    parent.childNodes.splice(index + 1, 0, span, after)
  }
}
