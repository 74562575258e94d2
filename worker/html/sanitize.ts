import { defaultTreeAdapter, html as spec, parseFragment, serialize } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import type { HtmlHeading, SanitizedHtml } from '../../src/blocks/block-context'
import { memoByString } from './memo'
import type { OwnHosts } from '../../src/cms/url-policy'
import { isSafeId } from '../../src/blocks/ui/anchor-id'
import { isElement, textOf } from './tree'
import { DROP_WITH_CONTENT, ELEMENTS, attributeCheck, safeClass, safeRel } from './policy'

/** CMS HTML ends up inside a `<div>` of the page: parse it as that div's innerHTML would be. */
const CONTEXT = defaultTreeAdapter.createElement('div', spec.NS.HTML, [])

/** A readable id from a heading's text (`Who we are` → `who-we-are`). */
function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return /^[a-z]/.test(s) ? s : `section${s ? `-${s}` : ''}`
}

interface Walk {
  /** Hosts whose URLs are written as site paths (the CMS's, the site's). */
  own: OwnHosts
  ids: Set<string>
  headings: { element: T.Element; text: string }[]
}

function cleanAttributes(el: T.Element, walk: Walk): void {
  const kept: T.Element['attrs'] = []
  let rel: string | undefined
  for (const attr of el.attrs) {
    // Namespaced attributes (xlink:href, xml:*) only exist on foreign elements, which never get here.
    if (attr.namespace) continue
    const { name, value } = attr
    if (name === 'rel') {
      rel = value
      continue
    }
    let out: string | null
    if (name === 'class') out = safeClass(value)
    else if (name === 'id') out = isSafeId(value) && !walk.ids.has(value) ? value : null
    else out = attributeCheck(el.tagName, name)?.(value, walk.own) ?? null
    if (out === null) continue
    if (name === 'id') walk.ids.add(out)
    kept.push({ name, value: out })
  }
  if (el.tagName === 'a') {
    const newTab = kept.some((a) => a.name === 'target')
    const safe = safeRel(rel, newTab)
    if (safe) kept.push({ name: 'rel', value: safe })
  }
  if (el.tagName === 'img') {
    if (!kept.some((a) => a.name === 'alt')) kept.push({ name: 'alt', value: '' })
    if (!kept.some((a) => a.name === 'loading')) kept.push({ name: 'loading', value: 'lazy' })
  }
  el.attrs = kept
}

/** Sanitises the children of `parent` in place. */
function walkChildren(parent: T.ParentNode, walk: Walk): void {
  const out: T.ChildNode[] = []
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') {
      out.push(node)
      continue
    }
    // Comments, doctypes and anything that is not an HTML element go.
    if (!isElement(node) || node.namespaceURI !== spec.NS.HTML) continue
    const tag = node.tagName
    if (DROP_WITH_CONTENT.has(tag)) continue
    walkChildren(node, walk)
    if (tag === 'h1') {
      node.tagName = 'h2'
      node.nodeName = 'h2'
    }
    if (!(node.tagName in ELEMENTS)) {
      // Unwrapped: its (already sanitised) content takes its place.
      for (const child of node.childNodes) {
        child.parentNode = parent
        out.push(child)
      }
      continue
    }
    cleanAttributes(node, walk)
    if (node.tagName === 'img' && !node.attrs.some((a) => a.name === 'src')) continue
    if (node.tagName === 'h2') walk.headings.push({ element: node, text: textOf(node) })
    out.push(node)
  }
  parent.childNodes = out
}

/** Gives every `h2` a unique id (the editor's anchor when it has a safe one) and lists them. */
function outline(walk: Walk): HtmlHeading[] {
  return walk.headings.map(({ element, text }) => {
    const label = text.replace(/\s+/g, ' ').trim()
    let id = element.attrs.find((a) => a.name === 'id')?.value
    if (!id) {
      const base = slug(label)
      id = base
      for (let n = 2; walk.ids.has(id); n++) id = `${base}-${n}`
      walk.ids.add(id)
      element.attrs.push({ name: 'id', value: id })
    }
    return { id, text: label }
  })
}

/**
 * Sanitises CMS HTML with an explicit allow-list over a spec-compliant HTML parser (parse5): the tree
 * is built the way a browser builds it, cleaned, and serialised with the HTML serialisation
 * algorithm, so what the browser reads back is exactly what was checked. Every URL passes the CMS
 * URL policy; one of the `own` hosts (the CMS's) becomes a site path. Pure and synchronous.
 */
export function sanitizeHtml(html: string, own: OwnHosts = NO_HOSTS): SanitizedHtml {
  return html.trim() ? sanitizerFor(own)(html) : EMPTY
}

const EMPTY: SanitizedHtml = Object.freeze({ html: '', headings: [] })
const NO_HOSTS: OwnHosts = new Set()

/** One remembering sanitiser per set of own hosts (one per deployment in practice). */
const sanitizers = new Map<string, (html: string) => SanitizedHtml>()
function sanitizerFor(own: OwnHosts): (html: string) => SanitizedHtml {
  const key = [...own].sort().join(' ')
  let sanitizer = sanitizers.get(key)
  if (!sanitizer) {
    // A handful at most (tests aside): the oldest goes past four.
    if (sanitizers.size >= 4) sanitizers.delete(sanitizers.keys().next().value ?? '')
    sanitizer = createSanitizer(own)
    sanitizers.set(key, sanitizer)
  }
  return sanitizer
}

/** Pure, so computed once per input and shared (frozen). */
const createSanitizer = (own: OwnHosts) =>
  memoByString(
    (html): SanitizedHtml => {
      const fragment = parseFragment(CONTEXT, html, {})
      const walk: Walk = { own, ids: new Set(), headings: [] }
      walkChildren(fragment, walk)
      // The outline sets the headings' ids on the tree: before it is written out.
      const headings = Object.freeze(outline(walk)) as HtmlHeading[]
      return Object.freeze({ html: serialize(fragment), headings })
    },
    { maxChars: 4_000_000, sizeOf: (result) => result.html.length },
  )
