import { cacheKey } from './cache-keys'
import { runQuery } from './graphql'
import { localizeUrls } from './localize'
import { CaseStudies, CaseStudyBySlug } from './operations/case-studies'
import type { Operation } from './graphql'
import { LIST_OPERATIONS, type ListItem, type ListName, type ListVars } from './operations/lists'
import { PageByUri } from './operations/pages'
import { ServiceBySlug, Services } from './operations/services'
import { fetchAll, type Connection } from './paging'
import { fetchLottie } from './rest'
import type { CmsConfig } from './transport'
import { isPublished } from './schemas'
import { fetchVacancies } from './vacancies'

/** What the loaders need from a cache: return the cached value or load and store it. */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

/**
 * Normalises a site path to the CMS page URI: no trailing slash, lower-case; `/` stays `/`, which
 * WordPress answers with its front page whatever that page's slug.
 */
export function pageUriFor(path: string): string {
  const clean = path.replace(/\/+$/, '').toLowerCase()
  return clean === '' ? '/' : clean
}

/** A post only if it is published: drafts, private, pending and scheduled posts are not found. */
function publishedOnly<T extends { status?: string | null }>(item: T | null): T | null {
  return item && isPublished(item) ? item : null
}

/** Typed, cached access to every kind of content the site renders. */
export function createContentLoaders(cfg: CmsConfig, cache: ContentCache) {
  const local = <T>(v: T): T => localizeUrls(v, cfg.baseUrl)
  // Only published posts ever reach the cache: anything else is stored as "not found".
  return {
    page: (path: string) => {
      const uri = pageUriFor(path)
      return cache.get(cacheKey('page', uri), async () =>
        local(publishedOnly((await runQuery(cfg, PageByUri, { uri })).page)),
      )
    },
    caseStudy: (slug: string) =>
      cache.get(cacheKey('caseStudy', slug), async () =>
        local(publishedOnly((await runQuery(cfg, CaseStudyBySlug, { slug })).caseStudy)),
      ),
    caseStudies: () =>
      cache.get(cacheKey('caseStudies', 'all'), async () =>
        local((await fetchAll(cfg, CaseStudies, {}, (d) => d.caseStudies)).filter(isPublished)),
      ),
    service: (slug: string) =>
      cache.get(cacheKey('service', slug), async () => {
        const data = await runQuery(cfg, ServiceBySlug, { slug })
        return local(publishedOnly(data.services?.nodes.find((s) => s.slug === slug) ?? null))
      }),
    services: () =>
      cache.get(cacheKey('services', 'all'), async () =>
        local((await fetchAll(cfg, Services, {}, (d) => d.services)).filter(isPublished)),
      ),
    vacancies: () =>
      cache.get(cacheKey('vacancies', 'all'), async () => local(await fetchVacancies(cfg))),
    lottie: (id: number) => cache.get(cacheKey('lottie', String(id)), () => fetchLottie(cfg, id)),
    /**
     * Every item of a list (all pages of the connection), optionally only the given ids in their
     * order. An empty id list returns nothing (WPGraphQL would ignore it and return the newest 10).
     */
    list: <N extends ListName>(
      name: N,
      ids?: readonly (string | number)[],
    ): Promise<ListItem<N>[]> => {
      if (ids && ids.length === 0) return Promise.resolve([])
      const idList = ids?.map(String) ?? null
      const key = cacheKey('list', idList ? `${name}:${idList.join(',')}` : name)
      return cache.get(key, async () => {
        // Each entry's data type is the connection of its own items; the union needs naming once.
        const op = LIST_OPERATIONS[name] as Operation<
          ListVars,
          Record<string, Connection<ListItem<N>> | null>
        >
        const field = name
        const items = await fetchAll(
          cfg,
          op,
          idList ? { ids: idList } : {},
          (d) => d[field] ?? null,
        )
        return local(items)
      })
    },
  }
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>
