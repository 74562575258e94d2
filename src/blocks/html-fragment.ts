import { defaultTreeAdapter, html as spec, parseFragment, serialize, serializeOuter } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'

/** CMS HTML ends up inside a `<div>` of the page. */
const IN_A_DIV = defaultTreeAdapter.createElement('div', spec.NS.HTML, [])

/**
 * CMS HTML parsed as that div's innerHTML would be: how the sanitiser reads it
 * (worker/html/sanitize.ts), and how its output is read again (page-ids.ts).
 */
export const parseCmsHtml = (html: string): T.DocumentFragment => parseFragment(IN_A_DIV, html, {})

/** One step down a fragment: an element with this tag name and, if given, this class among its classes. */
export interface Step {
  tag: string
  className?: string
}

const matches = (node: T.ChildNode, step: Step): node is T.Element => {
  if (!('tagName' in node) || node.tagName !== step.tag) return false
  if (step.className === undefined) return true
  const classes = node.attrs.find((a) => a.name === 'class')?.value ?? ''
  return classes.split(/[\t\n\f\r ]+/).includes(step.className)
}

/**
 * The element reached from an HTML fragment by `path`: the first top-level element matching the
 * first step, then its first child element matching the next, and so on (children only, so an
 * inner block's element of the same kind is never taken for the block's own). Parsed as a browser
 * parses HTML (parse5): tag names in any case, `>` inside quoted attribute values, nested elements.
 */
export function elementAt(html: string, path: readonly Step[]): T.Element | undefined {
  let parent: T.ParentNode = parseFragment(html)
  let found: T.Element | undefined
  for (const step of path) {
    found = parent.childNodes.find((n): n is T.Element => matches(n, step))
    if (!found) return undefined
    parent = found
  }
  return found
}

/** The inner HTML of the element at `path` in a fragment (see `elementAt`), as parse5 serialises it. */
export function innerHtmlAt(html: string, path: readonly Step[]): string | undefined {
  const element = elementAt(html, path)
  return element && serialize(element)
}

/** The element at `path` in a fragment (see `elementAt`) with its tags, as parse5 serialises it. */
export function outerHtmlAt(html: string, path: readonly Step[]): string | undefined {
  const element = elementAt(html, path)
  return element && serializeOuter(element)
}
