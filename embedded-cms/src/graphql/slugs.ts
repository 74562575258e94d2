/**
 * How WordPress reads a slug in a query (`sanitize_title_for_query`): lower case, with every
 * non-ASCII character percent-encoded in lower-case hex, the form it stores. So `каријера`,
 * `%D0%BA…` and `%d0%ba…` all find the post whose slug is `%d0%ba…`.
 */
export function querySlug(value: string): string {
  let decoded = value
  try {
    decoded = decodeURIComponent(value)
  } catch {
    // a stray `%`: WordPress keeps the text as it is
  }
  let slug = ''
  for (const ch of decoded.toLowerCase()) {
    slug += (ch.codePointAt(0) ?? 0) > 0x7f ? encodeURIComponent(ch).toLowerCase() : ch
  }
  return slug
}

/** A URI with each segment read as a slug. */
export function queryUri(uri: string): string {
  return uri.split('/').map(querySlug).join('/')
}
