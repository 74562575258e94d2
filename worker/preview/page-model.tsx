import type { PreviewItem } from '../../src/cms/preview'
import { PAGE_KINDS } from '../page-kinds'
import type { CmsHtml } from '../html/sanitize'
import type { PageModel } from '../render/page-response'

/**
 * What the live route of the item's kind renders (worker/page-kinds.tsx), from the preview's
 * content: the kind's own `toPage`, given the post as the preview read it.
 */
export function previewPageModel(item: PreviewItem, html: CmsHtml): PageModel {
  if (item.vacancy) return PAGE_KINDS.vacancy.toPage(item.vacancy, html)
  const post = {
    // A preview reads posts by database id; the global id is not needed to render them.
    id: String(item.databaseId),
    databaseId: item.databaseId,
    slug: item.slug ?? '',
    uri: item.path,
    status: item.status,
    title: item.title,
    featuredImage: item.image,
    blocks: item.blocks,
    seo: item.seo,
  }
  switch (item.type) {
    case 'page':
      return PAGE_KINDS.page.toPage({ ...post, isFrontPage: item.path === '/' }, html)
    case 'service':
      return PAGE_KINDS.service.toPage(
        { ...post, lottieAnimation: item.lottieAnimation ?? null },
        html,
      )
    case 'caseStudy':
      return PAGE_KINDS.caseStudy.toPage({ ...post, tags: [] }, html)
    case 'vacancy':
      throw new Error('a vacancy preview carries its vacancy')
  }
}
