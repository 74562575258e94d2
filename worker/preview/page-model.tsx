import type { Context } from 'hono'
import { VacancyDetail } from '../../src/blocks/Careers/VacancyDetail'
import type { PreviewItem } from '../../src/cms/preview'
import type { AppEnv } from '../app-env'
import { sanitizeHtml } from '../html/sanitize'
import { jobPostingJsonLd } from '../render/job-posting'
import type { PageModel } from '../render/page-response'
import { siteProfileFor } from '../site-profile'

/**
 * What the live route of the item's type renders (worker/routes/pages.tsx), from the preview's
 * content: a page, case study or service is its blocks with its title, SEO head and featured
 * image; a vacancy is its detail view and its JobPosting data.
 */
export async function previewPageModel(c: Context<AppEnv>, item: PreviewItem): Promise<PageModel> {
  const vacancy = item.vacancy
  if (!vacancy) {
    return {
      title: item.title,
      blocks: item.blocks,
      seo: item.seo,
      ...(item.type === 'page' ? {} : { image: item.image?.sourceUrl }),
    }
  }
  const { html } = sanitizeHtml(vacancy.description ?? '')
  const site = await siteProfileFor(c)
  return {
    title: vacancy.name,
    blocks: [],
    seo: null,
    description: `${vacancy.name} at ${site.name} — ${vacancy.locations.join(', ')}.`,
    preludeHasH1: true,
    prelude: <VacancyDetail vacancy={vacancy} html={html} />,
    structuredData: [
      { id: 'job', data: jobPostingJsonLd(vacancy, c.var.config.SITE_URL, html, site) },
    ],
  }
}
