import { Fragment, type ReactNode } from 'react'
import { CmsError, describeFailure } from '../cms/errors'
import type { CmsBlock } from '../cms/schemas'
import type { BlockContext, HtmlHeading, ImageSizes } from './block-context'
import type { BlockEntry } from './define-block'
import { cf7FormIds } from './cf7-in-content'
import { htmlBlock } from './core/HtmlBlock'
import { imageIdsOf, imageSizesOf } from './media-index'
import { renderedHtml } from './rendered-html'
import { resolveBlock } from './registry'
import { withSourcedAttributes } from './sourced-attributes'
import { anchorId } from './ui/anchor-id'
import { createPageState } from './ui/filter/page-state'

interface PreparedBlocks {
  nodes: ReactNode[]
  hasH1: boolean
  /** The `h2` headings of the blocks' HTML at any depth, in page order. */
  headings: HtmlHeading[]
  /** The site's forms standing for CF7 forms in nested content, for the top-level block. */
  forms: ReactNode[]
}

/**
 * A block's attributes, read once per block object (and image set): the content store hands every
 * request the same (frozen) blocks, so later views of a page reuse what the first one read.
 */
const attributesOfBlock = new WeakMap<CmsBlock, Map<string, unknown>>()
function attributesOf(block: CmsBlock, images: ImageSizes | undefined): unknown {
  let byImages = attributesOfBlock.get(block)
  if (!byImages) attributesOfBlock.set(block, (byImages = new Map()))
  const key = images?.key ?? ''
  if (byImages.has(key)) return byImages.get(key)
  const attrs = withImageSizes(
    withSourcedAttributes(block, normalizeAttributes(block.attributes)),
    images,
  )
  byImages.clear()
  byImages.set(key, attrs)
  return attrs
}

/**
 * Image objects in attributes (`{ id, url, alt, width, height }`, as WordPress stores an image)
 * with the srcset of the media library image and, when WordPress left them out, its size.
 */
function withImageSizes(value: unknown, images: ImageSizes | undefined): unknown {
  if (!images) return value
  if (Array.isArray(value)) return value.map((v) => withImageSizes(v, images))
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([k, v]) => [k, withImageSizes(v, images)] as const)
  const record = Object.fromEntries(entries) as Record<string, unknown>
  const { id, url, mediaId, mediaUrl } = record
  // core/media-text keeps its image as mediaId and mediaUrl (mediaWidth is the column's share).
  if (typeof mediaUrl === 'string' && typeof mediaId === 'number') {
    const sized = images.forImage(mediaId, mediaUrl)
    return sized ? { ...record, mediaImage: sized } : record
  }
  if (typeof url !== 'string' || typeof id !== 'number') return record
  const sized = images.forImage(id, url)
  if (!sized) return record
  return {
    ...record,
    width: record.width ?? sized.width,
    height: record.height ?? sized.height,
    ...(sized.srcset && record.srcset === undefined ? { srcset: sized.srcset } : {}),
  }
}

/** PHP's empty array `[]` (a block without attributes) means no attributes. */
export function normalizeAttributes(value: unknown): unknown {
  if (value === null || value === undefined) return {}
  return Array.isArray(value) && value.length === 0 ? {} : value
}

/** The HTML a block renders from, once per block object (it walks the block's inner blocks). */
const htmlOfBlock = new WeakMap<CmsBlock, { html: string; notes: string[] }>()
function htmlOf(block: CmsBlock) {
  let found = htmlOfBlock.get(block)
  if (!found) {
    const notes: string[] = []
    found = { html: renderedHtml(block, (note) => notes.push(note)), notes }
    htmlOfBlock.set(block, found)
  }
  return found
}

/**
 * The generated sizes of the media library images the blocks name, in one CMS query. Without them
 * images keep their saved markup: a schema without MediaItem's sizes is logged; an outage is logged
 * and keeps the page out of the cache.
 */
async function imageSizesFor(blocks: CmsBlock[], ctx: BlockContext) {
  const ids = imageIdsOf(blocks)
  if (!ids.length) return undefined
  try {
    return imageSizesOf(await ctx.cms.list('mediaItems', ids))
  } catch (err) {
    const reason = `responsive images left out: ${describeFailure(err)}`
    ctx.log(reason)
    const permanent =
      err instanceof CmsError && (err.reason === 'graphql' || err.reason === 'schema')
    if (!permanent) ctx.fail?.(reason)
    return undefined
  }
}

/**
 * The anchors of one page's blocks, claimed in document order: each block validates its attributes
 * before its first wait, so the blocks claim theirs in the order they stand on the page. One the
 * site keeps for itself (`main`, a form's `form-…`) gets a prefix, as a heading's id does.
 */
function anchorClaims(): (anchor: string) => string {
  const taken = new Set<string>()
  return (anchor) => {
    const base = anchorId(anchor)
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return id
  }
}

/**
 * Validates, loads and renders a page's CMS blocks (and their inner blocks, at any depth) in
 * parallel. A layout block lays out its prepared inner blocks; a text block renders the HTML
 * WordPress renders for it (see rendered-html.ts). Media library images get their generated sizes
 * (srcset, sizes, width, height) in HTML and in attributes. Nothing an editor wrote disappears
 * silently: a block type the site does not know renders its sanitised HTML, and anything left out is
 * logged with the block's position (the log line names the page).
 */
export async function prepareBlocks(
  blocks: CmsBlock[],
  ctx: BlockContext,
): Promise<PreparedBlocks> {
  const images = await imageSizesFor(blocks, ctx)
  const page: BlockContext = {
    ...ctx,
    claimAnchor: anchorClaims(),
    pageState: ctx.pageState ?? createPageState(),
  }
  const withImages: BlockContext = images
    ? { ...page, sanitize: (html, set) => ctx.sanitize(html, set ?? images) }
    : page
  return prepareList(blocks, withImages, images, 'b')
}

/**
 * The site's own form blocks by form kind, for a CF7 form editors placed in content: a
 * `[contact-form-7 id="…"]` of the form `CF7_FORM_IDS` names for the kind shows the site's form
 * there (CF7's own markup posts to WordPress and needs its script; it is left out, logged).
 */
type PreparedBlock = NonNullable<Awaited<ReturnType<BlockEntry['prepare']>>>

const FORM_BLOCK_OF_KIND = [
  ['contact', 'custom/contact'],
  ['services-contact', 'custom/service-inner-contact'],
] as const

/**
 * The site's form for each configured CF7 form the block's content places. It is shown after the
 * top-level block that holds it: a form section needs the page's width, not a column's.
 */
async function formsInContent(
  block: CmsBlock,
  key: string,
  ctx: BlockContext,
): Promise<PreparedBlock[]> {
  if (!ctx.formId) return []
  const source = `${block.dynamicContent ?? ''}${block.saveContent ?? ''}`
  const prepared = await Promise.all(
    cf7FormIds(source).map(async (id) => {
      const found = FORM_BLOCK_OF_KIND.find(([kind]) => ctx.formId?.(kind) === id)
      const entry = found && resolveBlock(found[1])
      if (!found || !entry) return null
      ctx.log(
        `block ${key}: Contact Form 7 form ${id} in the content shown as the site's ${found[0]} form (CF7_FORM_IDS.${found[0]})`,
      )
      return entry.prepare(
        {
          key: `${key}-cf7-${id}`,
          attrs: { formId: id, title: '' },
          saveContent: '',
          children: [],
        },
        ctx,
      )
    }),
  )
  return prepared.flatMap((p) => p ?? [])
}

async function prepareList(
  blocks: CmsBlock[],
  ctx: BlockContext,
  images: ImageSizes | undefined,
  path: string,
): Promise<PreparedBlocks> {
  const sorted = [...blocks].sort((a, b) => a.order - b.order)
  const top = path === 'b'
  const prepared = await Promise.all(
    sorted.map(async (block) => {
      const key = `${path}-${block.order}-${block.name}`
      const known = resolveBlock(block.name)
      // A layout block lays out its inner blocks; its own HTML is needed only when it has none.
      const { html, notes } =
        known?.inner && block.innerBlocks.length ? { html: '', notes: [] } : htmlOf(block)
      for (const note of notes) ctx.log(`block ${key}: ${note}`)
      if (!known && html.trim()) ctx.log(`unknown block type ${block.name}: rendered from its HTML`)
      const entry = !known && html.trim() ? htmlBlock : known
      if (!entry) {
        ctx.log(`unknown block type ${block.name}`)
        const node = ctx.isDev ? (
          <div key={key} className="unknown-block" role="note">
            Unknown block: <code>{block.name}</code>
          </div>
        ) : null
        return { node, h1: false, headings: [], forms: [] }
      }
      const inner = entry.inner
        ? await prepareList(block.innerBlocks, ctx, images, key)
        : { nodes: [], hasH1: false, headings: [], forms: [] }
      const result = await entry.prepare(
        {
          key,
          attrs: attributesOf(block, images),
          saveContent: html,
          children: inner.nodes,
        },
        ctx,
      )
      const own = inner.nodes.length ? [] : await formsInContent(block, key, ctx)
      // The site's forms stand at full width: after the top-level block that holds them.
      const forms = [...own.map((f) => f.node), ...inner.forms]
      const h1 = !!result?.h1 || inner.hasH1
      const headings = [...(result?.headings ?? []), ...inner.headings]
      if (!top || !forms.length) {
        return result || forms.length
          ? { node: result?.node ?? null, h1, headings, forms: top ? [] : forms }
          : null
      }
      return {
        node: (
          <Fragment key={key}>
            {result?.node}
            {forms}
          </Fragment>
        ),
        h1,
        headings,
        forms: [],
      }
    }),
  )
  return {
    nodes: prepared.map((p) => p?.node ?? null),
    hasH1: prepared.some((p) => p?.h1),
    headings: prepared.flatMap((p) => p?.headings ?? []),
    forms: prepared.flatMap((p) => p?.forms ?? []),
  }
}
