const BASE = 'https://site.invalid'

/**
 * Whether a link stays on this site, decided the way a browser resolves it: `//host`, `/\host`
 * and `/<tab>/host` leave the site although they start with a slash.
 */
export function isSitePath(href: string): boolean {
  try {
    return new URL(href, `${BASE}/`).origin === BASE && /^[/#?]/.test(href.trim())
  } catch {
    return false
  }
}

/**
 * A link as a browser would follow it: a site path, `#anchor` or `?query` stays as written; a
 * slash-led link to another host (`//host`, `/\host`) becomes the absolute `https:` URL it means.
 */
export function normalizeHref(href: string): string {
  const value = href.trim()
  if (!value.startsWith('/') || isSitePath(value)) return value
  try {
    const url = new URL(value, `${BASE}/`)
    url.protocol = 'https:'
    return url.href
  } catch {
    return value
  }
}
