import type { CmsBlock } from '../cms/schemas'
import { CF7_SHORTCODE, cf7FormNote, withoutCf7Forms } from './cf7-in-content'
import { attrUrl } from './core/classes'
import { outerHtmlAt } from './html-fragment'

/** A shortcode written `[name …]`: what WordPress left unrendered in a shortcode block. */
const SHORTCODE_TAG = /\[([a-z][\w-]*)(?:\s[^\]]*)?\/?\]/i
/** An enclosing shortcode `[name …]text[/name]` left in text: the text stays, the tags go. */
const ENCLOSING_SHORTCODE = /\[([a-z][\w-]*)(?:\s[^\]]*)?\]([\s\S]*?)\[\/\1\]/gi
/**
 * A lone shortcode left in text that is surely one: with an attribute (`[name key="v"]`,
 * `[name id=5]`), self-closing (`[name /]`) or named with an underscore, as no word is
 * (`[company_phone]`). It goes; plain words in brackets (`[sic]`, `[citation needed]`) stay.
 */
const LONE_SHORTCODE =
  /\[([a-z][\w-]*)(?:\s+[\w-]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s\]"']+))+\s*\/?\]|\[([a-z][\w-]*)\s*\/\]|\[([a-z][a-z0-9-]*_[\w-]*)\]/gi

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

const sortedInner = (block: CmsBlock) => [...block.innerBlocks].sort((a, b) => a.order - b.order)

/**
 * WordPress's blocks that list its blog (latest posts, comments, archives, categories, tags): the site
 * serves no blog, so each of their links would lead a visitor to a page that does not exist. They
 * are left out, as a block type the site does not know is.
 */
const BLOG_BLOCKS = new Set([
  'core/latest-posts',
  'core/latest-comments',
  'core/archives',
  'core/categories',
  'core/tag-cloud',
  'core/calendar',
])

/** The `ref` of a reusable block, for log lines. */
function refOf(block: CmsBlock): string {
  const attrs = block.attributes
  const ref = attrs && typeof attrs === 'object' && 'ref' in attrs ? attrs.ref : undefined
  return typeof ref === 'number' || typeof ref === 'string' ? String(ref) : 'none'
}

/** An embed's own caption: a child of its `<figure>` (its saved HTML has no inner blocks). */
const EMBED_CAPTION = [{ tag: 'figure' }, { tag: 'figcaption' }] as const

/** core/embed inside HTML: its saved HTML is the bare URL; a link to it instead (no third-party player). */
function embedHtml(block: CmsBlock, note: (m: string) => void): string {
  const attrs = block.attributes as { url?: unknown } | null
  const url = attrUrl(typeof attrs?.url === 'string' ? attrs.url : undefined)
  if (!url) {
    note(`${block.name}: no usable URL: not shown`)
    return ''
  }
  const saved = block.saveContent ?? ''
  const caption = /<figcaption/i.test(saved) ? (outerHtmlAt(saved, EMBED_CAPTION) ?? '') : ''
  const href = escapeHtml(url)
  return `<figure class="wp-block-embed"><a href="${href}" rel="noopener noreferrer" target="_blank">${href}</a>${caption}</figure>`
}

/**
 * A block's saved HTML with each inner block's saved HTML replaced by what WordPress renders for it.
 * wp-graphql-gutenberg builds `saveContent` by concatenating the block's own pieces with its inner
 * blocks' `saveContent`, so each is found in order; a block with no saved HTML of its own (a reusable
 * block) goes before the next inner block found, else inside the block's first element.
 */
function spliceInner(block: CmsBlock, note: (m: string) => void): string {
  const saved = block.saveContent || block.originalContent || ''
  let out = ''
  let cursor = 0
  let pending = ''
  let placed = false
  for (const inner of sortedInner(block)) {
    const own = inner.saveContent ?? ''
    const rendered = renderedHtml(inner, note)
    if (!own) {
      pending += rendered
      continue
    }
    const at = saved.indexOf(own, cursor)
    if (at < 0) {
      note(`inner block ${inner.name} not found in its parent's HTML: the saved HTML is shown`)
      return saved
    }
    out += saved.slice(cursor, at) + pending + rendered
    pending = ''
    placed = true
    cursor = at + own.length
  }
  if (!pending) return out + saved.slice(cursor)
  if (placed) return out + pending + saved.slice(cursor)
  const open = /^\s*<[^>]+>/.exec(saved)?.[0].length ?? 0
  return saved.slice(0, open) + pending + saved.slice(open)
}

/**
 * The HTML WordPress shows for a block, from the whole tree: what it renders at request time for a
 * dynamic block (`dynamicContent`: shortcodes run, a reusable block's content), a reusable block's
 * inner blocks (the referenced post's blocks), an embed as a link, and otherwise the saved HTML with
 * its inner blocks rendered the same way at any depth. `note` hears what had to be left out.
 */
export function renderedHtml(block: CmsBlock, note: (m: string) => void): string {
  if (block.name === 'core/block') {
    const html = block.innerBlocks.length
      ? sortedInner(block)
          .map((b) => renderedHtml(b, note))
          .join('')
      : (block.dynamicContent ?? '')
    if (!html.trim()) note(`reusable block (ref ${refOf(block)}) has no content in WordPress`)
    return html
  }
  if (BLOG_BLOCKS.has(block.name)) {
    note(`${block.name} lists WordPress's blog, which the site does not serve: left out`)
    return ''
  }
  if (block.name === 'core/embed' || block.name.startsWith('core-embed/')) {
    return embedHtml(block, note)
  }
  const html = withoutCf7Forms(
    block.dynamicContent ??
      (block.innerBlocks.length
        ? spliceInner(block, note)
        : block.saveContent || block.originalContent || ''),
    note,
  )
  if (block.name === 'core/shortcode') {
    if (!SHORTCODE_TAG.test(html)) return html
    // The text an editor wrapped in it stays, as in any other block; what is left of it goes.
    const rest = html
      .replace(ENCLOSING_SHORTCODE, (_whole, name: string, text: string) =>
        unrenderedEnclosing(name, text, note),
      )
      .replace(/\[\/?([a-z][\w-]*)(?:\s[^\]]*)?\/?\]/gi, (tag: string, name: string) => {
        if (name === CF7_SHORTCODE) {
          note(cf7FormNote(tag))
          return ''
        }
        note(
          `shortcode [${name}] was not rendered by WordPress (not registered, or the site's WordPress plugin headless-site is not active): left out`,
        )
        return ''
      })
    return rest.replace(/<[^>]*>/g, '').trim() ? rest : ''
  }
  return withoutShortcodes(html, note)
}

/**
 * An enclosing shortcode WordPress left as written: its text stays without the tags, and
 * `[embed]URL[/embed]` (a WordPress without the site's plugin) is a link to URL, as the site shows
 * every embed.
 */
function unrenderedEnclosing(name: string, text: string, note: (m: string) => void): string {
  const url = name.toLowerCase() === 'embed' ? attrUrl(text.trim()) : undefined
  if (url && /^https?:/i.test(url)) {
    note('shortcode [embed] was not rendered by WordPress: shown as a link to its URL')
    const href = escapeHtml(url)
    return `<a href="${href}" rel="noopener noreferrer" target="_blank">${href}</a>`
  }
  note(`shortcode [${name}] was not rendered by WordPress: its text is shown without it`)
  return text
}

/** Text with the shortcodes WordPress left in it taken out: an enclosing one's text stays. */
function withoutShortcodes(html: string, note: (m: string) => void): string {
  return html
    .replace(ENCLOSING_SHORTCODE, (_whole, name: string, text: string) =>
      unrenderedEnclosing(name, text, note),
    )
    .replace(
      LONE_SHORTCODE,
      (whole: string, name?: string, closing?: string, underscored?: string) => {
        if (name === CF7_SHORTCODE) {
          note(cf7FormNote(whole))
          return ''
        }
        note(
          `shortcode [${name ?? closing ?? underscored ?? ''}] was not rendered by WordPress: left out`,
        )
        return ''
      },
    )
}
