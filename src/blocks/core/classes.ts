/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ')

/** WordPress's `align` attribute as its class (`wide`, `full`, `left`, `right`, `center`). */
export const alignClass = (align: string | undefined) =>
  align && /^(wide|full|left|right|center)$/.test(align) ? `align${align}` : undefined

/**
 * A URL from block attributes that media or links may use: http(s) or a site path. WordPress stores
 * absolute CMS URLs, which the content client has already made site-relative.
 */
export function attrUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  try {
    const url = new URL(trimmed, 'https://site.invalid/')
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    // `//host` and `/\\host` leave the site: written out absolute, like any external URL.
    if (!/^https?:/i.test(trimmed) && url.host !== 'site.invalid') return url.href
    return trimmed
  } catch {
    return undefined
  }
}
