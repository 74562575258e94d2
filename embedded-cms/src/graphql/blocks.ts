import { content } from '../content'
import { expandMediaRefs } from '../content/media'
import type { ContentBlock } from '../content/types'
import { autop, classicContent, doShortcode, embedLinks } from './shortcodes'

/**
 * Where a layout block's own HTML holds its inner blocks, as WordPress's `innerContent` does: in the
 * demo content, `html` of a block with inner blocks carries this marker once.
 */
const INNER_BLOCKS_MARKER = '<!-- inner-blocks -->'

/** Core block types registered with a render callback (WordPress renders them per request). */
const CORE_DYNAMIC = new Set(['core/block', 'core/shortcode', 'core/latest-posts'])

/**
 * Block types the site's plugin (`wordpress/headless-site/includes/shortcode-blocks.php`) gives a render
 * callback that runs `do_shortcode()`, so that their `dynamicContent` holds the shortcodes' output,
 * as a theme's `the_content` would show it.
 */
const SHORTCODE_BLOCKS = new Set(['core/shortcode', 'core/paragraph', 'core/html', 'core/freeform'])

const isDynamic = (name: string) => CORE_DYNAMIC.has(name) || SHORTCODE_BLOCKS.has(name)

const reusable = (ref: unknown) => content.reusableBlocks.find((r) => r.id === ref)

/**
 * Attributes WordPress 6.5+ declares with `"source": "rich-text"` (block.json): the editor keeps them
 * in the block's HTML only, and wp-graphql-gutenberg 0.4.1 sources `html`, `attribute`, `text`,
 * `tag` and `query` but not `rich-text`, so they are missing from `attributes` (seen on the rig with
 * WordPress 6.5's registry entries: a details block's attributes are `{"showContent":false}`).
 */
const RICH_TEXT_SOURCED: Readonly<Record<string, readonly string[]>> = {
  'core/details': ['summary'],
  'core/gallery': ['caption'],
  'core/embed': ['caption'],
  'core/image': ['caption'],
  'core/audio': ['caption'],
  'core/video': ['caption'],
  'core/table': ['caption'],
  'core/paragraph': ['content'],
  'core/heading': ['content'],
  'core/list-item': ['content'],
  'core/button': ['text'],
  'core/quote': ['citation'],
  'core/pullquote': ['value', 'citation'],
}

/** The attributes wp-graphql-gutenberg gives a block: those it cannot source left out. */
function withoutRichText(name: string, attributes: unknown): unknown {
  const sourced = RICH_TEXT_SOURCED[name]
  if (!sourced || typeof attributes !== 'object' || attributes === null) return attributes
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !sourced.includes(key)))
}

/**
 * The blocks WordPress parses for a block: a reusable block (`core/block`) gets the blocks of the
 * `wp_block` post it references (wp-graphql-gutenberg's Block constructor does the same), except
 * one that references itself through its ancestors (`render_block_core_block()` refuses those).
 */
function innerOf(block: ContentBlock, seen: ReadonlySet<unknown>): ContentBlock[] {
  if (block.name !== 'core/block') return block.innerBlocks ?? []
  const ref = block.attributes?.ref
  if (seen.has(ref)) return []
  return reusable(ref)?.blocks ?? []
}

/** `saveContent` as wp-graphql-gutenberg builds it: the block's HTML with its inner blocks' HTML inside. */
function saveContent(block: ContentBlock): string {
  const html = block.html ?? ''
  if (!html.includes(INNER_BLOCKS_MARKER)) return html
  return html.replace(INNER_BLOCKS_MARKER, () =>
    (block.innerBlocks ?? []).map(saveContent).join(''),
  )
}

const escapeText = (s: string) =>
  s.replaceAll('&', '&#038;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * `render_block_core_latest_posts()` with its defaults: the newest published posts (`postsToShow`,
 * 5 by default), each a link to its permalink (Post name structure) with its title.
 */
function latestPosts(attributes: ContentBlock['attributes'], publicUrl: string): string {
  const wanted = attributes?.postsToShow
  const count = typeof wanted === 'number' && wanted > 0 ? wanted : 5
  const newest = [...content.posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count)
  const items = newest.map(
    (post) =>
      `<li><a class="wp-block-latest-posts__post-title" href="${publicUrl.replace(/\/+$/, '')}/${post.slug}/">${escapeText(post.title)}</a></li>`,
  )
  return `<ul class="wp-block-latest-posts__list wp-block-latest-posts">${items.join('')}</ul>`
}

/** What `render_block()` returns for a block: its HTML with its inner blocks rendered, then its callback. */
function render(block: ContentBlock, seen: ReadonlySet<unknown>, publicUrl: string): string {
  if (block.name === 'core/block') {
    const ref = block.attributes?.ref
    if (seen.has(ref)) return ''
    const next = new Set([...seen, ref])
    return innerOf(block, seen)
      .map((b) => render(b, next, publicUrl))
      .join('')
  }
  if (block.name === 'core/latest-posts') return latestPosts(block.attributes, publicUrl)
  const html = block.html ?? ''
  const inner = html.replace(INNER_BLOCKS_MARKER, () =>
    (block.innerBlocks ?? []).map((b) => render(b, seen, publicUrl)).join(''),
  )
  // Classic content: the_content's embeds, wpautop() and shortcodes (the site's plugin).
  if (block.name === 'core/freeform') return classicContent(inner)
  // core/shortcode's own callback is wpautop(); the site's plugin runs the shortcodes after it.
  const own = block.name === 'core/shortcode' ? autop(inner) : inner
  return SHORTCODE_BLOCKS.has(block.name) ? doShortcode(embedLinks(own)) : own
}

/** A block as wp-graphql-gutenberg's `Block` holds it, before the schema picks fields. */
export interface GutenbergBlock {
  name: string
  postId: number
  order: number
  attributes: Record<string, unknown> | []
  saveContent: string
  originalContent: string
  dynamicContent: string | null
  innerBlocks: GutenbergBlock[]
}

/** Gutenberg blocks as wp-graphql-gutenberg builds them (`order` restarts at 0 per level). */
export function gutenbergBlocks(
  list: ContentBlock[],
  postId: number,
  publicUrl: string,
  seen: ReadonlySet<unknown> = new Set(),
): GutenbergBlock[] {
  return list.map((block, order) => {
    const attributes = block.attributes
      ? withoutRichText(block.name, expandMediaRefs(block.attributes, publicUrl))
      : null
    const empty = !attributes || typeof attributes !== 'object' || !Object.keys(attributes).length
    const next = block.name === 'core/block' ? new Set([...seen, block.attributes?.ref]) : seen
    return {
      name: block.name,
      postId,
      order,
      // PHP's empty attribute array encodes as `[]`.
      attributes: empty ? [] : (attributes as Record<string, unknown>),
      // saveContent holds the inner blocks' HTML; originalContent only the block's own.
      saveContent: saveContent(block),
      originalContent: (block.html ?? '').replace(INNER_BLOCKS_MARKER, ''),
      dynamicContent: isDynamic(block.name) ? render(block, seen, publicUrl) : null,
      innerBlocks: gutenbergBlocks(innerOf(block, seen), postId, publicUrl, next),
    }
  })
}

/** The `Block` interface's fields (every block is an `UnknownBlock` here: no synced registry). */
export function blockNodes(list: GutenbergBlock[]): object[] {
  return list.map((block) => ({
    __typename: 'UnknownBlock',
    name: block.name,
    order: block.order,
    attributesJSON: JSON.stringify(block.attributes),
    saveContent: block.saveContent,
    originalContent: block.originalContent,
    innerBlocks: blockNodes(block.innerBlocks),
    isDynamic: isDynamic(block.name),
    dynamicContent: block.dynamicContent,
    parentNodeDatabaseId: block.postId,
  }))
}

/**
 * `blocksJSON`: `wp_json_encode()` of the plugin's Block objects, the whole tree at any depth. Its
 * public properties in the order the constructor sets them; the parent getter (a closure) encodes as
 * `{}`, and the block type's registry entry is left out here (`null`), as for an unregistered type.
 */
export function blocksJson(list: GutenbergBlock[]): string {
  const encode = (blocks: GutenbergBlock[]): object[] =>
    blocks.map((block) => ({
      innerBlocks: encode(block.innerBlocks),
      name: block.name,
      postId: block.postId,
      blockType: null,
      originalContent: block.originalContent,
      saveContent: block.saveContent,
      order: block.order,
      get_parent: {},
      attributes: block.attributes,
      attributesType: null,
      dynamicContent: block.dynamicContent,
    }))
  // PHP's json_encode escapes slashes and writes non-ASCII characters as \u escapes.
  return JSON.stringify(encode(list))
    .replaceAll('/', '\\/')
    .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
