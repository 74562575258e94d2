/**
 * Cache tags: every cached CMS response is stored under `<tag>:<id>`. Purging a content type deletes
 * every key of the tags it feeds.
 */
export const CACHE_TAGS = {
  page: 'page',
  pages: 'pages',
  caseStudy: 'caseStudy',
  caseStudies: 'caseStudies',
  service: 'service',
  services: 'services',
  vacancies: 'vacancies',
  lottie: 'lottie',
  list: 'list',
  site: 'site',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

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
}

export function cacheKey(tag: CacheTag, id: string): string {
  return `${tag}:${id}`
}
