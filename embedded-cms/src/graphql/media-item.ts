import { mediaEntry, mediaUrl } from '../content/media'
import type { MediaEntry } from '../content/types'

const globalId = (type: string, id: number) => btoa(`${type}:${id}`)

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
}

/** The MIME type WordPress stores for an upload, from its extension. */
export const mimeType = (file: string) =>
  MIME_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream'

/** WPGraphQL's MediaItemSizeEnum values as WordPress's size names. */
const SIZE_NAMES: Record<string, string> = {
  THUMBNAIL: 'thumbnail',
  MEDIUM: 'medium',
  MEDIUM_LARGE: 'medium_large',
  LARGE: 'large',
  _1536X1536: '1536x1536',
  _2048X2048: '2048x2048',
}

/** `max_srcset_image_width`: WordPress leaves wider copies out of a srcset. */
const MAX_SRCSET_WIDTH = 2048

interface Copy {
  name: string
  url: string
  width: number
  height: number
  file: string
  mimeType: string
}

/** The generated copies of an upload, in the order WordPress registers its sizes, then the original. */
function copies(entry: MediaEntry, publicUrl: string): { sizes: Copy[]; full: Copy } {
  const dir = entry.file.slice(0, entry.file.lastIndexOf('/') + 1)
  const base = mediaUrl(publicUrl, entry)
  const sizes = Object.entries(entry.sizes ?? {}).map(([name, s]) => ({
    name,
    url: base.slice(0, base.length - entry.file.length) + dir + s.file,
    width: s.width,
    height: s.height,
    file: s.file,
    mimeType: s.mimeType,
  }))
  const file = entry.file.slice(dir.length)
  const full = { name: 'full', url: base, ...entry, file, mimeType: mimeType(entry.file) }
  return { sizes, full }
}

/** The copy of a size (`image_downsize()`): the original when that size was not generated. */
function sizeOf(entry: MediaEntry, publicUrl: string, size: string | null | undefined): Copy {
  const { sizes, full } = copies(entry, publicUrl)
  const name = size ? SIZE_NAMES[size] : undefined
  return sizes.find((s) => s.name === name) ?? full
}

/** `wp_image_matches_ratio()`: the same shape within a pixel. */
function matchesRatio(a: { width: number; height: number }, b: { width: number; height: number }) {
  const height = Math.round((a.height * b.width) / a.width)
  return Math.abs(height - b.height) <= 1
}

/**
 * `wp_calculate_image_srcset()` for a size: every copy of the same shape no wider than 2048 px,
 * the original included, one per width; null with fewer than two (an SVG has no copies).
 */
function srcSet(entry: MediaEntry, publicUrl: string, size: string | null | undefined) {
  const { sizes, full } = copies(entry, publicUrl)
  if (!sizes.length) return null
  const shape = sizeOf(entry, publicUrl, size)
  const byWidth = new Map<number, Copy>()
  for (const copy of [...sizes, full]) {
    if (!matchesRatio(shape, copy) || copy.width > MAX_SRCSET_WIDTH) continue
    byWidth.set(copy.width, copy)
  }
  if (byWidth.size < 2) return null
  return [...byWidth.values()].map((c) => `${c.url.replaceAll(' ', '%20')} ${c.width}w`).join(', ')
}

/** `wp_calculate_image_sizes()`: as wide as the viewport up to the size's width. */
function sizesAttr(entry: MediaEntry, publicUrl: string, size: string | null | undefined) {
  const { width } = sizeOf(entry, publicUrl, size)
  return `(max-width: ${width}px) 100vw, ${width}px`
}

type SizeArgs = { size?: string | null }

/** A MediaItem node (WPGraphQL's model of an attachment), for an entry of media.json. */
export function mediaItemNode(entry: MediaEntry, publicUrl: string) {
  const url = mediaUrl(publicUrl, entry)
  const { sizes, full } = copies(entry, publicUrl)
  return {
    __typename: 'MediaItem',
    id: globalId('post', entry.id),
    databaseId: entry.id,
    status: 'inherit',
    mediaItemUrl: url,
    altText: entry.alt,
    mimeType: mimeType(entry.file),
    // `srcSet` and `sizes` default to the medium size, as WPGraphQL's resolvers do.
    sourceUrl: ({ size }: SizeArgs) => sizeOf(entry, publicUrl, size).url,
    srcSet: ({ size }: SizeArgs) => srcSet(entry, publicUrl, size ?? 'MEDIUM'),
    sizes: ({ size }: SizeArgs) => sizesAttr(entry, publicUrl, size ?? 'MEDIUM'),
    mediaDetails: {
      width: full.width,
      height: full.height,
      file: entry.file,
      // WPGraphQL answers null rather than an empty list.
      sizes: sizes.length
        ? sizes.map((s) => ({
            name: s.name,
            file: s.file,
            // WPGraphQL's MediaSize types width and height as strings.
            width: String(s.width),
            height: String(s.height),
            mimeType: s.mimeType,
            sourceUrl: s.url,
          }))
        : null,
    },
  }
}

/** A MediaItem node for a `media:<key>` reference (null when it names nothing). */
export function mediaItem(ref: string | null | undefined, publicUrl: string) {
  const entry = ref ? mediaEntry(ref) : undefined
  return entry ? mediaItemNode(entry, publicUrl) : null
}
