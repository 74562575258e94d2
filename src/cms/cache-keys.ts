/**
 * Cache tags: every cached CMS response is stored under `<tag>:<id>`. Purging a content type deletes
 * every key of the tags it feeds.
 */
export type CacheTag =
  | 'page'
  | 'pages'
  | 'caseStudy'
  | 'caseStudies'
  | 'service'
  | 'services'
  | 'vacancies'
  | 'lottie'
  | 'list'
  | 'site'
  | 'form'

/** Content types editors can purge, and the tags each one feeds. */
export const TYPE_TAGS: Record<string, readonly CacheTag[]> = {
  page: ['page', 'pages'],
  caseStudy: ['caseStudy', 'caseStudies'],
  service: ['service', 'services', 'lottie'],
  vacancy: ['vacancies'],
  /** Projects, technologies, verticals, partners, clients, awards, management team. */
  list: ['list'],
  /** Settings → General, Yoast's organisation, the menus. */
  site: ['site'],
  /** Contact Form 7 forms' definitions (choices, required fields, file rules). */
  form: ['form'],
}

export function cacheKey(tag: CacheTag, id: string): string {
  return `${tag}:${id}`
}

/**
 * The identity of a CMS in cache keys: its host and path (`cms.example.com`,
 * `127.0.0.1:8788/__embedded-cms`). The scheme is left out: the same WordPress over http or https is
 * the same content.
 */
export function cmsScope(baseUrl: string): string {
  try {
    const url = new URL(baseUrl)
    return (url.host + url.pathname.replace(/\/+$/, '')).toLowerCase()
  } catch {
    return baseUrl.toLowerCase()
  }
}
