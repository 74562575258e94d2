import { canonicalPath, matchDetail, type DetailKind } from '../routes/route-map'

/**
 * The labels of what the loaders cache: every cached CMS response is stored under `<tag>:<id>`,
 * and its tag says what purges it, the content type an editor purges (`type`) and, for entries a
 * site path's page is made of, the id it has for that path (`ofPath`). The loaders cache only
 * under these tags (src/cms/loaders.ts) and the purge reads nothing else (worker/cache/purge.ts),
 * so a new loader or page kind cannot be forgotten by the purge. Their order is the order purged
 * keys are listed in.
 */
const TAGS = {
  page: { type: 'page', ofPath: (path: string) => pageUriFor(path) },
  // The list of pages the sitemap reads: a published page is listed at once.
  pages: { type: 'page', ofPath: () => 'all' },
  caseStudy: { type: 'caseStudy', ofPath: slugOf('caseStudy') },
  caseStudies: { type: 'caseStudy', ofPath: listOf('caseStudy') },
  service: { type: 'service', ofPath: slugOf('service') },
  services: { type: 'service', ofPath: listOf('service') },
  // Vacancies come as one list (admin-ajax): every vacancy page is made of it.
  vacancies: { type: 'vacancy', ofPath: listOf('vacancy') },
  lottie: { type: 'service' },
  /** Projects, technologies, verticals, partners, clients, awards, management team. */
  list: { type: 'list' },
  /** Settings → General, Yoast's organisation, the menus. */
  site: { type: 'site' },
  /** Contact Form 7 forms' definitions (choices, required fields, file rules). */
  form: { type: 'form' },
} as const satisfies Record<string, TagLabel>

interface TagLabel {
  /** The content type whose purge marks every entry of the tag. */
  type: string
  /** The id of its entry that a site path's page is made of, or null (none: no path's page). */
  ofPath?: (path: string) => string | null
}

export type CacheTag = keyof typeof TAGS
/** Content types editors can purge (`{ types: [...] }`), in the order the tags name them. */
export type ContentType = (typeof TAGS)[CacheTag]['type']
export const CONTENT_TYPES = [...new Set(Object.values(TAGS).map((t) => t.type))] as [
  ContentType,
  ...ContentType[],
]

/** A detail kind's post, by its slug, on its own page (`/case-studies/:slug`). */
function slugOf(kind: DetailKind) {
  return (path: string) => {
    const detail = matchDetail(path)
    return detail?.kind === kind ? detail.key : null
  }
}
/** A detail kind's list, on each of its posts' pages. */
function listOf(kind: DetailKind) {
  return (path: string) => (matchDetail(path)?.kind === kind ? 'all' : null)
}

export function cacheKey(tag: CacheTag, id: string): string {
  return `${tag}:${id}`
}

/**
 * Normalises a site path to the CMS page URI: no trailing slash, lower-case; `/` stays `/`, which
 * WordPress answers with its front page whatever that page's slug.
 */
export function pageUriFor(path: string): string {
  return canonicalPath(path).toLowerCase()
}

/** The tags an editor's purge of a content type marks. */
export function tagsOfType(type: ContentType): CacheTag[] {
  return (Object.keys(TAGS) as CacheTag[]).filter((tag) => TAGS[tag].type === type)
}

/** The cached entries a canonical site path's page is made of, by what their tags say. */
export function keysOfPath(path: string): string[] {
  return Object.entries(TAGS).flatMap(([tag, label]: [string, TagLabel]) => {
    const id = label.ofPath?.(path) ?? null
    return id === null ? [] : [`${tag}:${id}`]
  })
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
