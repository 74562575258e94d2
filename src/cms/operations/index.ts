import { CaseStudies, CaseStudyBySlug, CaseStudySeoBySlug } from './case-studies'
import { LIST_OPERATIONS } from './lists'
import { PageByUri, PageSeoByUri } from './pages'
import * as preview from './preview'
import { ServiceBySlug, ServiceLottieBySlug, ServiceSeoBySlug, Services } from './services'
import { SiteMenu, SiteOrganization, SiteSettings } from './site'

/** One GraphQL operation of the site, with what depends on it. */
export interface SiteOperation {
  name: string
  query: string
  /**
   * Required operations decide whether a page exists: if one fails, pages of that kind answer 503.
   * Optional ones feed one block or one part of a page (SEO head, animation, a list block), which
   * is left out with a log line when they fail.
   */
  required: boolean
  /** What the site uses it for, in an owner's words. */
  usedFor: string
}

const site = (
  op: { name: string; query: string },
  required: boolean,
  usedFor: string,
): SiteOperation => ({ name: op.name, query: op.query, required, usedFor })

/**
 * Every GraphQL operation the site sends, in one place: the site runs these texts, and
 * `npm run cms:check` validates the same texts against a WordPress's schema.
 */
export const SITE_OPERATIONS: readonly SiteOperation[] = [
  site(PageByUri, true, 'every WordPress page (404 when missing)'),
  site(PageSeoByUri, false, 'the SEO head of pages (Yoast SEO)'),
  site(CaseStudyBySlug, true, 'case study pages'),
  site(CaseStudySeoBySlug, false, 'the SEO head of case studies (Yoast SEO)'),
  site(CaseStudies, false, 'case study lists, the sitemap'),
  site(ServiceBySlug, true, 'service pages'),
  site(ServiceSeoBySlug, false, 'the SEO head of services (Yoast SEO)'),
  site(ServiceLottieBySlug, false, "the service hero's animation (ACF)"),
  site(Services, false, 'service lists, the sitemap'),
  site(LIST_OPERATIONS.projects, false, 'the projects carousel'),
  site(LIST_OPERATIONS.technologies, false, 'technology blocks (ACF)'),
  site(LIST_OPERATIONS.verticals, false, 'the verticals block (ACF)'),
  site(LIST_OPERATIONS.partners, false, 'the partners block (ACF)'),
  site(LIST_OPERATIONS.clients, false, 'the clients block (ACF)'),
  site(LIST_OPERATIONS.awards, false, 'the awards block (ACF)'),
  site(LIST_OPERATIONS.awardCategories, false, 'the awards block'),
  site(LIST_OPERATIONS.managementTeam, false, 'the management team block (ACF)'),
  site(
    LIST_OPERATIONS.mediaItems,
    false,
    'responsive images: srcset, sizes, width and height of media library images',
  ),
  site(SiteSettings, false, 'the company name, tagline and email (Settings → General)'),
  site(SiteMenu, false, 'the header, mobile, footer and legal menus (theme menu locations)'),
  site(SiteOrganization, false, 'the legal name and social profiles (Yoast SEO)'),
  site(preview.PreviewPage, true, 'editor previews of pages (/preview/page/{id})'),
  site(preview.PreviewCaseStudy, true, 'editor previews of case studies (/preview/caseStudy/{id})'),
  site(preview.PreviewService, true, 'editor previews of services (/preview/service/{id})'),
  site(preview.PreviewViewer, true, 'editor previews of vacancies: who the credential signs in'),
  site(preview.PreviewPageSeo, false, 'the SEO head of page previews (Yoast SEO)'),
  site(preview.PreviewCaseStudySeo, false, 'the SEO head of case study previews (Yoast SEO)'),
  site(preview.PreviewServiceSeo, false, 'the SEO head of service previews (Yoast SEO)'),
  site(preview.PreviewServiceLottie, false, "the service hero's animation in previews (ACF)"),
]
