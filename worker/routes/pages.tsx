import { Hono, type Context } from 'hono'
import { CmsError } from '../../src/cms/errors'
import { isFrontPage } from '../../src/cms/operations/pages'
import type { AppEnv } from '../app-env'
import { htmlCache } from '../cache/html-cache'
import { DETAIL_KINDS, PAGE_KINDS } from '../page-kinds'
import { staysOnSite } from '../redirect'
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

/** Every GET that is not an asset or API: WordPress pages and each detail kind's pages. */
export const pageRoutes = new Hono<AppEnv>().use('*', htmlCache)

for (const kind of DETAIL_KINDS) {
  pageRoutes.get(kind.route, (c) => {
    const slug = wpSlug(c.req.param('slug') ?? '')
    if (!slug) return errorPageResponse(c, 404)
    return respond(c, async () => {
      const post = await kind.load(c.var.cms, slug)
      return post === null ? null : kind.toPage(post)
    })
  })
}

pageRoutes.get(PAGE_KINDS.page.route, (c) => {
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
    const page = await PAGE_KINDS.page.load(c.var.cms, uri)
    // WordPress also answers the front page's own slug (`/home`): one URL for it, `/`.
    if (page && path !== '/' && isFrontPage(page)) {
      return c.redirect(`/${new URL(c.req.url).search}`, 301)
    }
    // Every spelling of a slug (upper-case escapes, raw UTF-8) stands for WordPress's own one.
    const model = page && PAGE_KINDS.page.toPage(page)
    return model && uri !== path ? { ...model, path: uri } : model
  })
})
