/** WordPress limits `post_name` to 200 characters (after percent-encoding). */
const MAX_SLUG = 200
/** Hierarchical pages nest a few levels deep; anything deeper is not a page. */
const MAX_SEGMENTS = 10
const ASCII_SLUG_CHAR = /^[a-z0-9_-]$/

/**
 * One path segment in the form WordPress stores slugs (`sanitize_title`): ASCII letters, digits,
 * `-` and `_` as they are, any other character lower-cased and percent-encoded with lower-case hex
 * (`каријера` → `%d0%ba…`). Browsers send upper-case escapes or raw UTF-8; both give the same slug.
 * Null when the segment cannot be a slug (upper-case ASCII, punctuation, a broken escape).
 */
export function wpSlug(segment: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    return null
  }
  let slug = ''
  for (const ch of decoded) {
    if (ASCII_SLUG_CHAR.test(ch)) slug += ch
    else if ((ch.codePointAt(0) ?? 0) > 0x7f)
      slug += encodeURIComponent(ch.toLowerCase()).toLowerCase()
    else return null
  }
  return slug && slug.length <= MAX_SLUG ? slug : null
}

/** A page path (`/`, `/about`, `/parent/child`) with every segment a WordPress slug, or null. */
export function wpPath(path: string): string | null {
  if (path === '/') return '/'
  const segments = path.split('/').slice(1)
  if (!path.startsWith('/') || segments.length > MAX_SEGMENTS) return null
  const slugs = segments.map(wpSlug)
  return slugs.every((s) => s !== null) ? `/${slugs.join('/')}` : null
}
