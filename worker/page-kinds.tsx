import type { PageSubject } from '../src/blocks/block-context'
import { POST_LOADERS, type PostOf } from '../src/blocks/published-post'
import type { ContentLoaders } from '../src/cms/loaders'
import { ROUTES, type PageKind } from '../src/routes/route-map'
import type { CmsHtml } from './html/sanitize'
import { jobPostingJsonLd } from './render/job-posting'
import type { PageModel } from './render/page-response'
import { VacancyDetail } from './render/VacancyDetail'

/**
 * What the Worker does with one kind of page of the route map (src/routes/route-map.ts, which owns
 * its paths): the routes, the sitemap and the blocks (through the page's subject) all
 * read it. `toPage` is pure, so that a page can be built from a post loaded some other way (a
 * preview by database id).
 */
export interface PageKindOf<P> {
  /** The published post a key names (a detail page's slug, a WordPress page's URI), or null. */
  load(cms: ContentLoaders, key: string): Promise<P | null>
  /** The page that shows a post; its CMS HTML passes `html`, the site's one sanitiser. */
  toPage(post: P, html: CmsHtml): PageModel
  /** The paths the sitemap lists; a failing CMS gives none (the request records the failure). */
  sitemap(cms: ContentLoaders): Promise<string[]>
}

const pageKind: PageKindOf<PostOf<'page'>> = {
  load: POST_LOADERS.page,
  toPage: (page) => ({
    title: page.title,
    blocks: page.blocks,
    seo: page.seo,
    subject: { kind: 'page', post: page },
  }),
  sitemap: async (cms) => {
    const pages = await cms.pages().catch(() => [])
    const paths = pages.flatMap((p) => (p.uri?.startsWith('/') ? [p.uri] : []))
    return paths.map(ROUTES.page.path)
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

const serviceKind: PageKindOf<PostOf<'service'>> = {
  load: POST_LOADERS.service,
  toPage: (service) => postPage({ kind: 'service', post: service }),
  sitemap: async (cms) => {
    const services = await cms.services().catch(() => [])
    return services.map((s) => ROUTES.service.path(s.slug))
  },
}

const caseStudyKind: PageKindOf<PostOf<'caseStudy'>> = {
  load: POST_LOADERS.caseStudy,
  toPage: (caseStudy) => postPage({ kind: 'caseStudy', post: caseStudy }),
  sitemap: async (cms) =>
    (await cms.caseStudies().catch(() => [])).map((cs) => ROUTES.caseStudy.path(cs.slug)),
}

const vacancyKind: PageKindOf<PostOf<'vacancy'>> = {
  load: POST_LOADERS.vacancy,
  toPage: (vacancy, sanitize) => {
    const { html } = sanitize(vacancy.description ?? '')
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
            data: jobPostingJsonLd(vacancy, siteUrl, ROUTES.vacancy.path(vacancy.slug), html, site),
          },
        ],
      }),
    }
  },
  sitemap: async (cms) =>
    (await cms.vacancies().catch(() => [])).map((v) => ROUTES.vacancy.path(v.slug)),
}

/** Every kind of page, in the sitemap's order. */
export const PAGE_KINDS = {
  page: pageKind,
  service: serviceKind,
  caseStudy: caseStudyKind,
  vacancy: vacancyKind,
} satisfies { [K in PageKind]: PageKindOf<PostOf<K>> }
