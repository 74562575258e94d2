import { cacheKey, pageUriFor } from './cache-keys'
import { loadOptional } from './errors'
import { runQuery } from './graphql'
import { localizeUrls } from './localize'
import { CaseStudies, CaseStudyBySlug, CaseStudySeoBySlug } from './operations/case-studies'
import type { Operation } from './graphql'
import { LIST_OPERATIONS, type ListItem, type ListName, type ListVars } from './operations/lists'
import { PageByUri, Pages, PageSeoByUri } from './operations/pages'
import {
  ServiceBySlug,
  ServiceLottieBySlug,
  ServiceSeoBySlug,
  Services,
  type Service,
} from './operations/services'
import { fetchAll, type Connection } from './paging'
import { fetchLottie, LOTTIE_READ } from './rest'
import type { CmsConfig } from './transport'
import { SiteEmail, SiteMenu, SiteOrganization, SiteSettings } from './operations/site'
import { isPublished, seoSchema, type CmsSeo } from './schemas'
import type { MenuName, WordPressSite } from './site-profile'
import { fetchVacancies, VACANCIES_READ } from './vacancies'
import { FORM_DEFINITION_READ, fetchFormRules } from '../forms/cf7-definition'

/**
 * What the loaders need from a cache: return the cached value or load and store it. `documents` are
 * the GraphQL operations `load` sends, or its REST reads (`restRead`, rest.ts): an answer is kept
 * apart by their text, so a build that asks for another field, or keeps another shape of a REST
 * answer, never gets a copy an earlier build kept.
 */
export interface ContentCache {
  get<T>(key: string, documents: readonly { query: string }[], load: () => Promise<T>): Promise<T>
}

export { pageUriFor }

/**
 * A post only if it is published: drafts, private, pending, scheduled and password-protected posts
 * are not found.
 */
function publishedOnly<T extends { status?: string | null; hasPassword?: boolean | null }>(
  item: T | null,
): T | null {
  return item && isPublished(item) ? item : null
}

const SERVICE_DOCUMENTS = [ServiceBySlug, ServiceSeoBySlug, ServiceLottieBySlug]
const SITE_DOCUMENTS = [SiteSettings, SiteEmail, SiteOrganization, SiteMenu]

/** The SEO of a post whose SEO plugin fields could not be read: the page's own title and text. */
const NO_SEO: CmsSeo = seoSchema.parse(null)

/** Typed, cached access to every kind of content the site renders. */
export function createContentLoaders(
  cfg: CmsConfig,
  cache: ContentCache,
  log: (message: string) => void = (m) => console.warn(m),
) {
  const local = <T>(v: T): T => localizeUrls(v, cfg.baseUrl)
  const optional = <T>(load: () => Promise<T>, fallback: T) => loadOptional(load, fallback, log)
  // Only published posts ever reach the cache: anything else is stored as "not found".
  return {
    page: (path: string) => {
      const uri = pageUriFor(path)
      return cache.get(cacheKey('page', uri), [PageByUri, PageSeoByUri], async () => {
        const [data, seo] = await Promise.all([
          runQuery(cfg, PageByUri, { uri }),
          optional(async () => (await runQuery(cfg, PageSeoByUri, { uri })).page?.seo, NO_SEO),
        ])
        const page = publishedOnly(data.page)
        return page && local({ ...page, seo: seo ?? NO_SEO })
      })
    },
    caseStudy: (slug: string) =>
      cache.get(cacheKey('caseStudy', slug), [CaseStudyBySlug, CaseStudySeoBySlug], async () => {
        const [data, seo] = await Promise.all([
          runQuery(cfg, CaseStudyBySlug, { slug }),
          optional(
            async () => (await runQuery(cfg, CaseStudySeoBySlug, { slug })).caseStudy?.seo,
            NO_SEO,
          ),
        ])
        const caseStudy = publishedOnly(data.caseStudy)
        return caseStudy && local({ ...caseStudy, seo: seo ?? NO_SEO })
      }),
    caseStudies: () =>
      cache.get(cacheKey('caseStudies', 'all'), [CaseStudies], async () =>
        local((await fetchAll(cfg, CaseStudies, {}, (d) => d.caseStudies)).filter(isPublished)),
      ),
    service: (slug: string): Promise<Service | null> =>
      cache.get(cacheKey('service', slug), SERVICE_DOCUMENTS, async () => {
        const [data, seo, lottie] = await Promise.all([
          runQuery(cfg, ServiceBySlug, { slug }),
          optional(async () => {
            const found = (await runQuery(cfg, ServiceSeoBySlug, { slug })).services?.nodes
            return found?.find((s) => s.slug === slug)?.seo
          }, NO_SEO),
          optional(async () => {
            const found = (await runQuery(cfg, ServiceLottieBySlug, { slug })).services?.nodes
            return found?.find((s) => s.slug === slug)?.lottieAnimation ?? null
          }, null),
        ])
        const service = publishedOnly(data.services?.nodes.find((s) => s.slug === slug) ?? null)
        return service && local({ ...service, seo: seo ?? NO_SEO, lottieAnimation: lottie })
      }),
    /** Every published page: its URI (`/about/`), for the sitemap. */
    pages: () =>
      cache.get(cacheKey('pages', 'all'), [Pages], async () =>
        local((await fetchAll(cfg, Pages, {}, (d) => d.pages)).filter(isPublished)),
      ),
    services: () =>
      cache.get(cacheKey('services', 'all'), [Services], async () =>
        local((await fetchAll(cfg, Services, {}, (d) => d.services)).filter(isPublished)),
      ),
    /** What WordPress says about the site: Settings → General, Yoast's organisation, the menus. */
    wordpressSite: (locations: Record<MenuName, string>): Promise<WordPressSite> =>
      cache.get(cacheKey('site', Object.values(locations).join(',')), SITE_DOCUMENTS, async () => {
        const menu = (location: string) =>
          optional(
            async () => (await runQuery(cfg, SiteMenu, { location })).menuItems?.nodes ?? null,
            null,
          )
        const [general, email, organization, header, mobile, footer, legal] = await Promise.all([
          optional(async () => (await runQuery(cfg, SiteSettings, {})).generalSettings, null),
          // Null for anonymous callers: asked on its own with the credential, when there is one.
          cfg.auth
            ? optional(
                async () => (await runQuery(cfg, SiteEmail, {})).generalSettings?.email,
                null,
              )
            : null,
          optional(async () => (await runQuery(cfg, SiteOrganization, {})).seo, null),
          menu(locations.header),
          menu(locations.mobile),
          menu(locations.footer),
          menu(locations.legal),
        ])
        return local({
          general: general || email ? { ...general, email: general?.email ?? email ?? null } : null,
          organization,
          menus: { header, mobile, footer, legal },
        })
      }),
    vacancies: () =>
      cache.get(cacheKey('vacancies', 'all'), [VACANCIES_READ], async () =>
        local(await fetchVacancies(cfg)),
      ),
    lottie: (id: number) =>
      cache.get(cacheKey('lottie', String(id)), [LOTTIE_READ], () => fetchLottie(cfg, id)),
    /** A Contact Form 7 form's rules, read from its definition. */
    formRules: (id: number) =>
      cache.get(cacheKey('form', String(id)), [FORM_DEFINITION_READ], () =>
        fetchFormRules(cfg, id),
      ),
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
      // Each entry's data type is the connection of its own items; the union needs naming once.
      const op = LIST_OPERATIONS[name] as Operation<
        ListVars,
        Record<string, Connection<ListItem<N>> | null>
      >
      return cache.get(key, [op], async () => {
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
