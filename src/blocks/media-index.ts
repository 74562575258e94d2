import type { MediaImage } from '../cms/operations/lists'
import type { CmsBlock } from '../cms/schemas'
import type { ImageSizes, SizedImage } from './block-context'

/** An image WordPress's saved HTML names by its attachment id (`class="wp-image-3439"`). */
const WP_IMAGE = /\bwp-image-(\d+)\b/g
/** Attribute names core blocks keep an attachment id under (core/image, core/cover, core/media-text). */
const ID_ATTRIBUTES = new Set(['id', 'mediaId'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Attachment ids in block attributes: image objects `{ id, url }` and core blocks' id attributes. */
function idsInAttributes(value: unknown, out: Set<number>, topLevel: boolean): void {
  if (Array.isArray(value)) {
    for (const v of value) idsInAttributes(v, out, false)
    return
  }
  if (!isRecord(value)) return
  const isImage = typeof value.url === 'string' && Number.isInteger(value.id)
  if (isImage) out.add(value.id as number)
  for (const [key, v] of Object.entries(value)) {
    if (topLevel && ID_ATTRIBUTES.has(key) && Number.isInteger(v)) out.add(v as number)
    else idsInAttributes(v, out, false)
  }
}

const idsOfBlocks = new WeakMap<CmsBlock[], number[]>()

/**
 * Every media library image a page's blocks name, at any depth: in attributes and in the HTML
 * WordPress saved or rendered. Read once per block list (the content store's lists are shared).
 */
export function imageIdsOf(blocks: CmsBlock[]): number[] {
  const known = idsOfBlocks.get(blocks)
  if (known) return known
  const out = new Set<number>()
  const walk = (list: CmsBlock[]) => {
    for (const block of list) {
      idsInAttributes(block.attributes, out, true)
      for (const html of [block.saveContent, block.dynamicContent]) {
        for (const m of (html ?? '').matchAll(WP_IMAGE)) out.add(Number(m[1]))
      }
      walk(block.innerBlocks)
    }
  }
  walk(blocks)
  const ids = [...out].filter((id) => id > 0).sort((a, b) => a - b)
  idsOfBlocks.set(blocks, ids)
  return ids
}

interface Copy {
  url: string
  width: number
  height: number
}

/** Same shape within a pixel (`wp_image_matches_ratio()`). */
const sameShape = (a: Copy, b: Copy) =>
  Math.abs(Math.round((a.height * b.width) / a.width) - b.height) <= 1

/** WordPress's `sizes` for an image shown at `width`: the viewport's width up to its own. */
export const defaultSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`

const indexes = new WeakMap<MediaImage[], ImageSizes>()

/**
 * What the site knows of the media library images of a page, from WPGraphQL's MediaItem: for an
 * image shown at one of its copies (the original or a generated size), that copy's width and height,
 * and WordPress's srcset and sizes when the copy has the original's shape. Built once per answer.
 */
export function imageSizesOf(items: MediaImage[]): ImageSizes {
  const known = indexes.get(items)
  if (known) return known
  const byId = new Map<number, { full: Copy; copies: Copy[]; srcset: string | null }>()
  for (const item of items) {
    const width = item.mediaDetails?.width
    const height = item.mediaDetails?.height
    if (!item.sourceUrl || !width || !height) continue
    const full = { url: item.sourceUrl, width, height }
    const copies = (item.mediaDetails?.sizes ?? []).flatMap((s) =>
      s.sourceUrl ? [{ url: s.sourceUrl, width: s.width, height: s.height }] : [],
    )
    byId.set(item.databaseId, { full, copies: [full, ...copies], srcset: item.srcSet ?? null })
  }
  const key = [...byId].map(([id, m]) => `${id}:${m.full.url}:${m.srcset ?? ''}`).join('|')
  const index: ImageSizes = {
    key,
    forImage(id: number, src?: string): SizedImage | undefined {
      const media = byId.get(id)
      if (!media) return undefined
      const shown = (src && media.copies.find((c) => c.url === src)) || media.full
      const srcset = media.srcset && sameShape(media.full, shown) ? media.srcset : undefined
      return {
        width: shown.width,
        height: shown.height,
        ...(srcset ? { srcset, sizes: defaultSizes(shown.width) } : {}),
      }
    },
  }
  indexes.set(items, index)
  return index
}
