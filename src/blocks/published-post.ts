import type { ContentLoaders } from '../cms/loaders'
import type { PageKind } from '../routes/route-map'
import type { PageSubject } from './block-context'

/** The post a page of one kind shows: a WordPress page, a case study, a service, a vacancy. */
export type PostOf<K extends PageKind> = Extract<PageSubject, { kind: K }>['post']

/**
 * Per kind of page of the route map, the published post its key names (a detail page's slug, a
 * WordPress page's URI), or null: the page routes and the blocks' query canons load posts here.
 */
export const POST_LOADERS: {
  [K in PageKind]: (cms: ContentLoaders, key: string) => Promise<PostOf<K> | null>
} = {
  page: (cms, uri) => cms.page(uri),
  service: (cms, slug) => cms.service(slug),
  caseStudy: (cms, slug) => cms.caseStudy(slug),
  vacancy: async (cms, slug) => (await cms.vacancies()).find((v) => v.slug === slug) ?? null,
}
