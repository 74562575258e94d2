/**
 * Rewrites absolute CMS URLs to site-relative paths in every string of a CMS response, so that media
 * is served same-origin through the edge and the CMS host never reaches a browser.
 */
export function localizeUrls<T>(value: T, cmsOrigin: string): T {
  const origin = cmsOrigin.replace(/\/+$/, '')
  const quoted = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // `https://cms//host` or `https://cms/\host` must not become `//host`, a link to another site.
  const plain = new RegExp(`${quoted}/(?![/\\\\])`, 'g')
  const escaped = new RegExp(`${quoted.replaceAll('/', '\\\\/')}\\\\/(?![/\\\\])`, 'g')
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.includes(origin) || v.includes(origin.replaceAll('/', '\\/'))
        ? v.replace(plain, '/').replace(escaped, '\\/')
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
