import { Hono, type Context } from 'hono'
import { CmsError } from '../../src/cms/errors'
import { isFrontPage } from '../../src/cms/operations/pages'
import type { AppEnv } from '../app-env'
import { htmlCache } from '../cache/html-cache'
import { VacancyDetail } from '../render/VacancyDetail'
import { sanitizeHtml } from '../html/sanitize'
import { jobPostingJsonLd } from '../render/job-posting'
import { staysOnSite } from '../redirect'
import { siteProfileFor } from '../site-profile'
import { errorPageResponse, pageResponse, type PageModel } from '../render/page-response'
import { wpPath, wpSlug } from './wp-slug'

/** Renders what `load` returns; null is a 404, a CMS failure with nothing cached a 503. */
async function respond(c: Context<AppEnv>, load: () => Promise<PageModel | Response | null>) {
  let model: PageModel | Response | null
  try {
    model = await load()
  } catch (err) {
    if (!(err instanceof CmsError)) throw err
    console.error(`[${c.req.path}] ${err.message}: ${err.detail}`)
    return errorPageResponse(c, 503)
  }
  if (model instanceof Response) return model
  return model ? pageResponse(c, model) : errorPageResponse(c, 404)
}

/** Every GET that is not an asset or API: CMS pages, services, case studies. */
export const pageRoutes = new Hono<AppEnv>()
  .use('*', htmlCache)
  .get('/case-studies/:slug', (c) => {
    const slug = wpSlug(c.req.param('slug'))
    if (!slug) return errorPageResponse(c, 404)
    return respond(c, async () => {
      const cs = await c.var.cms.caseStudy(slug)
      return (
        cs && {
          title: cs.title,
          blocks: cs.blocks,
          seo: cs.seo,
          image: cs.featuredImage?.sourceUrl,
        }
      )
    })
  })
  .get('/careers/:slug', (c) => {
    const slug = wpSlug(c.req.param('slug'))
    if (!slug) return errorPageResponse(c, 404)
    return respond(c, async () => {
      const vacancy = (await c.var.cms.vacancies()).find((v) => v.slug === slug)
      if (!vacancy) return null
      const { html } = sanitizeHtml(vacancy.description ?? '')
      const site = await siteProfileFor(c)
      const summary = `${vacancy.name} at ${site.name} — ${vacancy.locations.join(', ')}.`
      return {
        title: vacancy.name,
        blocks: [],
        seo: null,
        description: summary,
        preludeHasH1: true,
        prelude: <VacancyDetail vacancy={vacancy} html={html} />,
        structuredData: [
          { id: 'job', data: jobPostingJsonLd(vacancy, c.var.config.SITE_URL, html, site) },
        ],
      }
    })
  })
  .get('/services/:slug', (c) => {
    const slug = wpSlug(c.req.param('slug'))
    if (!slug) return errorPageResponse(c, 404)
    return respond(c, async () => {
      const service = await c.var.cms.service(slug)
      return (
        service && {
          title: service.title,
          blocks: service.blocks,
          seo: service.seo,
          image: service.featuredImage?.sourceUrl,
        }
      )
    })
  })
  .get('*', (c) => {
    const path = c.req.path
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url)
      // `//host/` would become `//host`: a redirect off the site. Such a path is no page here.
      if (!staysOnSite(path.replace(/\/+$/, ''))) return errorPageResponse(c, 404)
      return c.redirect(url.pathname.replace(/\/+$/, '') + url.search, 301)
    }
    const uri = wpPath(path)
    if (!uri) return errorPageResponse(c, 404)
    return respond(c, async () => {
      const page = await c.var.cms.page(uri)
      // WordPress also answers the front page's own slug (`/home`): one URL for it, `/`.
      if (page && path !== '/' && isFrontPage(page)) {
        return c.redirect(`/${new URL(c.req.url).search}`, 301)
      }
      return page && { title: page.title, blocks: page.blocks, seo: page.seo }
    })
  })
