import type { DefaultTreeAdapterTypes as T } from 'parse5'

/** Whether a parse5 node is an element (not text, a comment or a doctype). */
export const isElement = (node: T.Node): node is T.Element => 'tagName' in node

/** The text a node holds, its descendants' included, as parsed (entities decoded, line breaks normalised). */
export function textOf(node: T.ParentNode): string {
  let text = ''
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') text += (child as T.TextNode).value
    else if (isElement(child)) text += textOf(child)
  }
  return text
}
