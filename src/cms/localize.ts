/**
 * Rewrites absolute CMS URLs to site-relative paths in every string of a CMS response, so that media
 * is served same-origin through the edge and the CMS host never reaches a browser.
 */
export function localizeUrls<T>(value: T, cmsOrigin: string): T {
  const origin = cmsOrigin.replace(/\/+$/, '')
  const plain = origin + '/'
  const escaped = origin.replaceAll('/', '\\/') + '\\/'
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.includes(origin) || v.includes(escaped)
        ? v.replaceAll(plain, '/').replaceAll(escaped, '\\/')
        : v
    }
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    }
    return v
  }
  return walk(value) as T
}
