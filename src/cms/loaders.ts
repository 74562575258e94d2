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
import { fetchVacancies } from './vacancies'

/** What the loaders need from a cache: return the cached value or load and store it. */
export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

/** Normalises a site path to the CMS page URI: `/` → `/home`, no trailing slash, lower-case. */
export function pageUriFor(path: string): string {
  const clean = path.replace(/\/+$/, '').toLowerCase()
  return clean === '' ? '/home' : clean
}

/** Typed, cached access to every kind of content the site renders. */
export function createContentLoaders(cfg: CmsConfig, cache: ContentCache) {
  const local = <T>(v: T): T => localizeUrls(v, cfg.baseUrl)
  return {
    page: (path: string) => {
      const uri = pageUriFor(path)
      return cache.get(cacheKey('page', uri), async () =>
        local((await runQuery(cfg, PageByUri, { uri })).page),
      )
    },
    caseStudy: (slug: string) =>
      cache.get(cacheKey('caseStudy', slug), async () =>
        local((await runQuery(cfg, CaseStudyBySlug, { slug })).caseStudy),
      ),
    caseStudies: () =>
      cache.get(cacheKey('caseStudies', 'all'), async () =>
        local(await fetchAll(cfg, CaseStudies, {}, (d) => d.caseStudies)),
      ),
    service: (slug: string) =>
      cache.get(cacheKey('service', slug), async () => {
        const data = await runQuery(cfg, ServiceBySlug, { slug })
        return local(data.services?.nodes.find((s) => s.slug === slug) ?? null)
      }),
    services: () =>
      cache.get(cacheKey('services', 'all'), async () =>
        local(await fetchAll(cfg, Services, {}, (d) => d.services)),
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
