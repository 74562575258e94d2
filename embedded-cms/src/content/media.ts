import { content } from './index'
import type { MediaEntry } from './types'

const PREFIX = 'media:'

export function isMediaRef(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX)
}

/** The media entry a `media:<key>` reference names, or undefined. */
export function mediaEntry(ref: string): (MediaEntry & { key: string }) | undefined {
  const key = ref.startsWith(PREFIX) ? ref.slice(PREFIX.length) : ref
  const entry = content.media[key]
  return entry && { ...entry, key }
}

export function mediaUrl(publicUrl: string, entry: MediaEntry): string {
  return `${publicUrl.replace(/\/+$/, '')}/wp-content/uploads/${entry.file}`
}

/** Block attributes as WordPress stores an image: `{ id, url, alt, width, height }`. */
export function expandMediaRefs(value: unknown, publicUrl: string): unknown {
  if (isMediaRef(value)) {
    const entry = mediaEntry(value)
    if (!entry) return null
    return {
      id: entry.id,
      url: mediaUrl(publicUrl, entry),
      alt: entry.alt,
      width: entry.width,
      height: entry.height,
    }
  }
  if (Array.isArray(value)) return value.map((v) => expandMediaRefs(v, publicUrl))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expandMediaRefs(v, publicUrl)]),
    )
  }
  return value
}
