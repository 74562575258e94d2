/** The page types of the site; `pageOfEachType` resolves each to a real path. */
export const PAGE_TYPES = [
  'home',
  'services overview',
  'service page',
  'case studies',
  'case study',
  'careers',
  'vacancy',
  'contact',
  'about',
  'privacy policy',
  'terms of use',
  'unsubscribe',
  'not found',
] as const

export type PageType = (typeof PAGE_TYPES)[number]

/** One page of each type of the site at `baseUrl`, with real slugs from its sitemap (case study, vacancy). */
export async function pageOfEachType(baseUrl: string): Promise<Record<PageType, string>> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  const first = (prefix: string) => {
    const found = paths.find((p) => p.startsWith(prefix) && p.length > prefix.length)
    if (!found) throw new Error(`no ${prefix}… page in the sitemap`)
    return found
  }
  return {
    home: '/',
    'services overview': '/services',
    'service page': '/services/data',
    'case studies': '/case-studies',
    'case study': first('/case-studies/'),
    careers: '/careers',
    vacancy: first('/careers/'),
    contact: '/contact',
    about: '/about',
    'privacy policy': '/privacy-policy',
    'terms of use': '/terms-of-use',
    unsubscribe: '/unsubscribe',
    'not found': '/no-such-page',
  }
}
