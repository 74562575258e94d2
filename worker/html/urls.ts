/** Which schemes a URL attribute may carry: links also reach mail and phone, media only the web. */
type UrlKind = 'link' | 'media'

const SCHEMES: Record<UrlKind, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:', 'tel:']),
  media: new Set(['http:', 'https:']),
}

/** A host no real URL has: relative URLs resolve against it, so anything else is off-site. */
const BASE = new URL('https://relative.invalid/')
// The URL parser strips these at both ends; anywhere else they are refused (see below).
// eslint-disable-next-line no-control-regex -- control characters are what it strips
const EDGE_JUNK = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// Tabs and line breaks inside a scheme (`java\tscript:`) vanish in the browser's URL parser, other
// control characters make it read a different URL than a naive check: refuse them outright.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * The URL to emit for an attribute value (entities already decoded by the parser), or null when it
 * must be dropped. Only http(s), mailto and tel (links) and relative URLs pass; a scheme-relative
 * URL (`//host`, `/\host`) is off-site and comes back absolute, so nothing treats it as a local path.
 */
export function safeUrl(value: string, kind: UrlKind): string | null {
  const trimmed = value.replace(EDGE_JUNK, '')
  if (CONTROL.test(trimmed)) return null
  let parsed: URL
  try {
    parsed = new URL(trimmed, BASE)
  } catch {
    return null
  }
  if (!SCHEMES[kind].has(parsed.protocol)) return null
  if (HAS_SCHEME.test(trimmed)) return trimmed
  // Relative: stays as written unless the browser would leave the site with it.
  return parsed.host === BASE.host ? trimmed : parsed.href
}

/** A `srcset` whose every candidate URL is a safe media URL (kept as written), else null. */
export function safeSrcset(value: string): string | null {
  const candidates = value.split(',').map((c) => c.trim())
  if (candidates.length === 0 || candidates.length > 20) return null
  for (const candidate of candidates) {
    const [url = ''] = candidate.split(/\s+/)
    if (!url || safeUrl(url, 'media') !== url) return null
  }
  return value.trim()
}
