import type { ContentLoaders } from '../../src/cms/loaders'
import type { Service } from '../../src/cms/operations/services'
import type { PreviewItem } from '../../src/cms/preview'

/** The previewed service as the service loaders return one (its hero reads its animation). */
function asService(item: PreviewItem, slug: string): Service {
  return {
    id: btoa(`post:${item.databaseId}`),
    databaseId: item.databaseId,
    slug,
    uri: item.path,
    status: item.status,
    title: item.title,
    featuredImage: item.image,
    lottieAnimation: item.lottieAnimation ?? null,
    blocks: item.blocks,
    seo: item.seo,
  }
}

/**
 * The loaders the previewed page's blocks get: a block that asks for the previewed service (the
 * service hero, for its animation) gets the preview, never a cached or published copy; every
 * other read is the site's usual one.
 */
export function previewLoaders(cms: ContentLoaders, item: PreviewItem): ContentLoaders {
  const { slug } = item
  if (item.type !== 'service' || !slug) return cms
  const service = asService(item, slug)
  return {
    ...cms,
    service: (wanted) => (wanted === slug ? Promise.resolve(service) : cms.service(wanted)),
  }
}
