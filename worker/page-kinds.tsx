import type { PageSubject } from '../src/blocks/block-context'
import { cacheKey } from '../src/cms/cache-keys'
import { pageUriFor, type ContentLoaders } from '../src/cms/loaders'
import { sanitizeHtml } from './html/sanitize'
import { jobPostingJsonLd } from './render/job-posting'
import type { PageModel } from './render/page-response'
import { VacancyDetail } from './render/VacancyDetail'
import { wpSlug } from './routes/wp-slug'

/** The post a page of one kind shows: a WordPress page, a case study, a service, a vacancy. */
type PostOf<K extends PageSubject['kind']> = Extract<PageSubject, { kind: K }>['post']

/**
 * One kind of page, declared once: the routes, the purge, the sitemap and the blocks (through the
 * page's subject) all read it. `toPage` is pure, so that a page can be built from a post loaded
 * some other way (a preview by database id).
 */
interface PageKind<P> {
  /** The route of its pages (`/case-studies/:slug`); `*`: WordPress pages, every other path. */
  route: string
  /** The published post a key names (a detail page's slug, a WordPress page's path), or null. */
  load(cms: ContentLoaders, key: string): Promise<P | null>
  /** The page that shows a post. */
  toPage(post: P): PageModel
  /** The cached CMS responses a page of this kind is made of (what purging its path marks). */
  cacheKeys(key: string): string[]
  /** The paths the sitemap lists; a failing CMS gives none (the request records the failure). */
  sitemap(cms: ContentLoaders): Promise<string[]>
}

/** The path of a detail page: its kind's route with the post's slug. */
const detailPath = (kind: PageKind<unknown>, slug: string): string =>
  kind.route.replace(':slug', slug)

const pageKind: PageKind<PostOf<'page'>> = {
  route: '*',
  load: (cms, path) => cms.page(path),
  toPage: (page) => ({
    title: page.title,
    blocks: page.blocks,
    seo: page.seo,
    subject: { kind: 'page', post: page },
  }),
  cacheKeys: (path) => [cacheKey('page', pageUriFor(path))],
  sitemap: async (cms) => {
    const pages = await cms.pages().catch(() => [])
    const paths = pages.flatMap((p) => (p.uri?.startsWith('/') ? [p.uri] : []))
    return paths.map((uri) => uri.replace(/\/+$/, '') || '/')
  },
}

/** A post's own page: its blocks under its title, with its featured image for sharing. */
function postPage(subject: Extract<PageSubject, { kind: 'service' | 'caseStudy' }>): PageModel {
  const { post } = subject
  return {
    title: post.title,
    blocks: post.blocks,
    seo: post.seo,
    image: post.featuredImage?.sourceUrl,
    subject,
  }
}

const serviceKind: PageKind<PostOf<'service'>> = {
  route: '/services/:slug',
  load: (cms, slug) => cms.service(slug),
  toPage: (service) => postPage({ kind: 'service', post: service }),
  cacheKeys: (slug) => [cacheKey('service', slug), cacheKey('services', 'all')],
  sitemap: async (cms) => {
    const services = await cms.services().catch(() => [])
    return services.map((s) => detailPath(serviceKind, s.slug))
  },
}

const caseStudyKind: PageKind<PostOf<'caseStudy'>> = {
  route: '/case-studies/:slug',
  load: (cms, slug) => cms.caseStudy(slug),
  toPage: (caseStudy) => postPage({ kind: 'caseStudy', post: caseStudy }),
  cacheKeys: (slug) => [cacheKey('caseStudy', slug), cacheKey('caseStudies', 'all')],
  sitemap: async (cms) =>
    (await cms.caseStudies().catch(() => [])).map((cs) => detailPath(caseStudyKind, cs.slug)),
}

const vacancyKind: PageKind<PostOf<'vacancy'>> = {
  route: '/careers/:slug',
  load: async (cms, slug) => (await cms.vacancies()).find((v) => v.slug === slug) ?? null,
  toPage: (vacancy) => {
    const { html } = sanitizeHtml(vacancy.description ?? '')
    return {
      title: vacancy.name,
      blocks: [],
      seo: null,
      preludeHasH1: true,
      prelude: <VacancyDetail vacancy={vacancy} html={html} />,
      subject: { kind: 'vacancy', post: vacancy },
      formKinds: ['application'],
      aboutSite: (site, siteUrl) => ({
        description: `${vacancy.name} at ${site.name} — ${vacancy.locations.join(', ')}.`,
        structuredData: [
          {
            id: 'job',
            data: jobPostingJsonLd(
              vacancy,
              siteUrl,
              detailPath(vacancyKind, vacancy.slug),
              html,
              site,
            ),
          },
        ],
      }),
    }
  },
  // Vacancies come as one list (admin-ajax): every vacancy page is made of it.
  cacheKeys: () => [cacheKey('vacancies', 'all')],
  sitemap: async (cms) =>
    (await cms.vacancies().catch(() => [])).map((v) => detailPath(vacancyKind, v.slug)),
}

/** Every kind of page, in the sitemap's order. */
export const PAGE_KINDS = {
  page: pageKind,
  service: serviceKind,
  caseStudy: caseStudyKind,
  vacancy: vacancyKind,
} satisfies { [K in PageSubject['kind']]: PageKind<PostOf<K>> }

/** The kinds whose pages live under their own route (`/services/:slug`), found by slug. */
export const DETAIL_KINDS: readonly PageKind<unknown>[] = [serviceKind, caseStudyKind, vacancyKind]

/** The detail kind and slug a site path names (`/services/data`), or null. */
export function detailOf(path: string): { kind: PageKind<unknown>; slug: string } | null {
  const [, prefix, segment = ''] = /^(\/[^/]+)\/([^/]+)$/.exec(path) ?? []
  const kind = DETAIL_KINDS.find((k) => k.route === `${prefix}/:slug`)
  const slug = wpSlug(segment)
  return kind && slug ? { kind, slug } : null
}
