import { html as spec, serialize } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import type {
  FragmentId,
  HtmlHeading,
  ImageSizes,
  SanitizedHtml,
} from '../../src/blocks/block-context'
import { memoByString } from './memo'
import { parseCmsHtml } from '../../src/blocks/html-fragment'
import { ownHosts, type OwnHosts } from '../../src/cms/url-policy'
import { claimId, isSafeId } from '../../src/blocks/ui/anchor-id'
import { isElement, textOf } from './tree'
import { HEADINGS, keepHeadingPairs } from './heading-pairs'
import { DROP_WITH_CONTENT, ELEMENTS, attributeCheck, safeClass, safeRel } from './policy'

/**
 * A readable id from a heading's text (`Who we are` → `who-we-are`). One the site takes for itself
 * (a heading "Main" or "Page end") gets a prefix: an id the sanitiser writes passes the same check
 * as an editor's anchor.
 */
function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return /^[a-z]/.test(s) && isSafeId(s) ? s : `section${s ? `-${s}` : ''}`
}

interface Walk {
  /** Hosts whose URLs are written as site paths (the CMS's, the site's). */
  own: OwnHosts
  ids: Set<string>
  headings: { element: T.Element; text: string }[]
  /** The ids the outline gave headings, with the slug each was made from. */
  generated: FragmentId[]
  images?: ImageSizes
}

/**
 * A media library image (`class="wp-image-<id>"`) gets what WordPress adds when it renders a post:
 * width and height when it has neither, srcset and sizes when it has no srcset. They are checked
 * by the same policy as the editor's own attributes afterwards (every srcset URL included).
 */
function addImageSizes(el: T.Element, images: ImageSizes): void {
  const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value
  const id = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(attr('class') ?? '')?.[1]
  if (!id) return
  const sized = images.forImage(Number(id), attr('src'))
  if (!sized) return
  if (attr('width') === undefined && attr('height') === undefined) {
    el.attrs.push({ name: 'width', value: String(sized.width) })
    el.attrs.push({ name: 'height', value: String(sized.height) })
  }
  if (sized.srcset && attr('srcset') === undefined) {
    el.attrs.push({ name: 'srcset', value: sized.srcset })
    if (sized.sizes && attr('sizes') === undefined)
      el.attrs.push({ name: 'sizes', value: sized.sizes })
  }
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
    if (node.tagName === 'img' && walk.images) addImageSizes(node, walk.images)
    cleanAttributes(node, walk)
    if (node.tagName === 'img' && !node.attrs.some((a) => a.name === 'src')) continue
    if (node.tagName === 'h2') walk.headings.push({ element: node, text: textOf(node) })
    if (HEADINGS.has(node.tagName)) keepHeadingPairs(node)
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
      id = claimId(walk.ids, base)
      walk.generated.push({ id, base })
      element.attrs.push({ name: 'id', value: id })
    }
    return { id, text: label }
  })
}

/** The ids the (sanitised) elements under `parent` carry, in document order. */
function idsIn(parent: T.ParentNode, out: FragmentId[] = []): FragmentId[] {
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue
    const id = node.attrs.find((a) => a.name === 'id')?.value
    if (id) out.push({ id, base: id })
    idsIn(node, out)
  }
  return out
}

/**
 * Sanitises CMS HTML with an explicit allow-list over a spec-compliant HTML parser (parse5): the tree
 * is built the way a browser builds it, cleaned, and serialised with the HTML serialisation
 * algorithm, so what the browser reads back is exactly what was checked. Every URL passes the CMS
 * URL policy; one of the `own` hosts (the CMS's) becomes a site path. Pure and synchronous. With
 * `images`, media library images get their generated sizes first (addImageSizes).
 */
export function sanitizeHtml(html: string, own: OwnHosts, images?: ImageSizes): SanitizedHtml {
  if (!html.trim()) return EMPTY
  const sanitizer = sanitizerFor(own)
  if (!images?.key || !html.includes('wp-image-')) return sanitizer.plain(html)
  // Remembered per image set and markup: the set is registered under its key for the computation.
  if (imageSets.size >= MAX_IMAGE_SETS) imageSets.clear()
  imageSets.set(images.key, images)
  return sanitizer.withImages(`${images.key}\u0000${html}`)
}

const EMPTY: SanitizedHtml = Object.freeze({ html: '', headings: [], ids: [] })

/** Sanitises one site's CMS HTML (see `cmsHtmlSanitizer`). */
export type CmsHtml = (html: string, images?: ImageSizes) => SanitizedHtml

/**
 * The sanitiser of a site's CMS HTML, with the CMS's host as its own: every spelling of a CMS URL
 * (entities included, which only the parser decodes) becomes a site path. Blocks, vacancy
 * descriptions and previews all sanitise through this, so none can leave the host out.
 */
export function cmsHtmlSanitizer(cmsUrl: string, siteUrl?: string): CmsHtml {
  const own = ownHosts(cmsUrl, siteUrl)
  return (html, images) => sanitizeHtml(html, own, images)
}

/** Image sets by key, for the remembering sanitisers (a page's set is the same object on every view). */
const imageSets = new Map<string, ImageSizes>()
const MAX_IMAGE_SETS = 256

type Sanitizer = ReturnType<typeof createSanitizer>

/** One remembering sanitiser per set of own hosts (one per deployment in practice). */
const sanitizers = new Map<string, Sanitizer>()
function sanitizerFor(own: OwnHosts): Sanitizer {
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

const MEMO = { maxChars: 4_000_000, sizeOf: (result: SanitizedHtml) => result.html.length }

/** Pure, so computed once per input and shared (frozen). */
function createSanitizer(own: OwnHosts) {
  const sanitize = (html: string, images?: ImageSizes): SanitizedHtml => {
    const fragment = parseCmsHtml(html)
    const walk: Walk = { own, ids: new Set(), headings: [], generated: [], images }
    walkChildren(fragment, walk)
    const editors = idsIn(fragment)
    // The outline sets the headings' ids on the tree: before it is written out.
    const headings = Object.freeze(outline(walk)) as HtmlHeading[]
    // In the order they were claimed (the editor's first), so the page claims them alike.
    const ids = Object.freeze([...editors, ...walk.generated])
    return Object.freeze({ html: serialize(fragment), headings, ids })
  }
  return {
    plain: memoByString((html) => sanitize(html), MEMO),
    withImages: memoByString((keyed) => {
      const cut = keyed.indexOf('\u0000')
      return sanitize(keyed.slice(cut + 1), imageSets.get(keyed.slice(0, cut)))
    }, MEMO),
  }
}
