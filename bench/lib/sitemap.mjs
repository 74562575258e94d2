// The site's own paths, from its sitemap, for the scripts that visit one page of each type.

/**
 * The first path of the sitemap at `base` under a prefix (`/case-studies/` gives
 * `/case-studies/<slug>`): a real slug of the content the site serves.
 * @param {string} base
 * @returns {Promise<(prefix: string) => string>}
 */
export async function firstInSitemap(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(`${loc}`).pathname,
  )
  return (prefix) => {
    const found = paths.find((p) => p.startsWith(prefix) && p.length > prefix.length)
    if (!found) throw new Error(`the sitemap lists no page under ${prefix}`)
    return found
  }
}

/**
 * The first path of the sitemap at `base` whose address is Cyrillic (a page in Serbian), or
 * undefined: the page whose text takes the brand family's Cyrillic face.
 * @param {string} base
 */
export async function cyrillicInSitemap(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(`${loc}`).pathname)
    .find((path) => /[\u0400-\u04ff]/.test(decodeURIComponent(path)))
}
