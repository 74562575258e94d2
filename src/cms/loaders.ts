import { cacheKey } from './cache-keys'
import { runQuery } from './graphql'
import { localizeUrls } from './localize'
import { CaseStudies, CaseStudyBySlug } from './operations/case-studies'
import { PageByUri } from './operations/pages'
import { ServiceBySlug, Services } from './operations/services'
import { fetchAll } from './paging'
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
  }
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>
