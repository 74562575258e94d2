import { defaultTreeAdapter as tree, html as spec } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { NBSP, wordPairs, type WordPair } from '../../src/blocks/ui/word-pairs'
import { isElement } from './tree'

/** The headings of editor content, after the sanitiser (h1 is h2 by then). */
export const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

interface Placed {
  node: T.TextNode
  /** Where the node's text starts in the heading's whole text. */
  at: number
}

/** The text nodes under `node` in document order, with where each starts in the whole text. */
function textNodes(node: T.ParentNode, out: Placed[] = [], at = { n: 0 }): Placed[] {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') {
      const text = child as T.TextNode
      out.push({ node: text, at: at.n })
      at.n += text.value.length
    } else if (isElement(child)) textNodes(child, out, at)
  }
  return out
}

/** The text node holding the characters from `start` to `end` (exclusive), if one does. */
const holderOf = (nodes: Placed[], start: number, end: number) =>
  nodes.find(({ node, at }) => at <= start && end <= at + node.value.length)

/** Joins a short pair by a no-break space, where the space between its words is in one text node. */
function joinPair(nodes: Placed[], text: string, pair: WordPair): void {
  const gap = /[ \t\n\r\f]+/.exec(text.slice(pair.start, pair.end))
  if (!gap) return
  const start = pair.start + gap.index
  const holder = holderOf(nodes, start, start + gap[0].length)
  if (!holder) return
  const { node, at } = holder
  node.value = node.value.slice(0, start - at) + NBSP + node.value.slice(start - at + gap[0].length)
}

/** Puts a long pair in its span, where its words are in one text node (not already its span's). */
function spanPair(nodes: Placed[], pair: WordPair & { keep: string }): void {
  const holder = holderOf(nodes, pair.start, pair.end)
  const parent = holder?.node.parentNode
  if (!holder || !parent) return
  const { node, at } = holder
  const start = pair.start - at
  const end = pair.end - at
  const value = node.value
  // Sanitised once already: the pair is its span's whole text (its class went as the editor's would).
  if (isElement(parent) && parent.tagName === 'span' && start === 0 && end === value.length) return
  const span = tree.createElement('span', spec.NS.HTML, [{ name: 'class', value: pair.keep }])
  tree.appendChild(span, tree.createTextNode(value.slice(start, end)))
  node.value = value.slice(0, start)
  const after = tree.createTextNode(value.slice(end))
  const index = parent.childNodes.indexOf(node)
  for (const added of [span, after]) added.parentNode = parent
  parent.childNodes.splice(index + 1, 0, span, after)
}

/**
 * Keeps a heading's first and last pairs of words together, as the site's own headings do
 * (src/blocks/ui/word-pairs.ts): a short pair by a no-break space, a long one in a span, made on
 * the parsed tree, so the serialiser escapes the text again and no markup or entity can be cut.
 * The space may stand between elements (`the <em>latest</em> news`); a long pair whose words stand
 * in different text nodes is left as it is.
 */
export function keepHeadingPairs(heading: T.Element): void {
  const nodes = textNodes(heading)
  const text = nodes.map(({ node }) => node.value).join('')
  // From the last pair back: a change leaves the earlier offsets as they were.
  for (const pair of wordPairs(text).reverse()) {
    if (pair.keep === null) joinPair(nodes, text, pair)
    else spanPair(nodes, { ...pair, keep: pair.keep })
  }
}
