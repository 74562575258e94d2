import { Hono, type Context } from 'hono'
import { CmsError } from '../../src/cms/errors'
import { isFrontPage } from '../../src/cms/operations/pages'
import type { AppEnv } from '../app-env'
import { pageCache } from '../cache/page-cache'
import { canonicalPath, matchPath, ROUTES, type RouteMatch } from '../../src/routes/route-map'
import { PAGE_KINDS, type PageKindOf } from '../page-kinds'
import { staysOnSite } from '../redirect'
import { cmsHtmlOf, errorPageResponse, pageResponse, type PageModel } from '../render/page-response'

/** The one spelling of a page's path, as the site's links write it (`/careers`, `/%d0%ba…`). */
const spelling = (found: RouteMatch) => ROUTES[found.kind].path(found.key)

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

/**
 * Every GET that is not an asset or API: the route map (src/routes/route-map.ts) says what a path
 * shows, a detail kind's post by slug or else a WordPress page by its URI.
 */
export const pageRoutes = new Hono<AppEnv>().use('*', pageCache)

pageRoutes.get('*', (c) => {
  const path = c.req.path
  const canonical = canonicalPath(path)
  // Not hono/trailing-slash: it drops one slash per redirect (`/about//` takes two), answers with an
  // absolute Location and redirects `//host/` to `//host` on this origin; the site redirects once,
  // to the relative canonical path, and answers `//host/` with the 404 page (tests/integration/
  // protocol.test.ts, "trailing-slash redirects stay on the site", fails with it).
  const url = new URL(c.req.url)
  if (canonical !== path) {
    // `//host/` would become `//host`: a redirect off the site. Such a path is no page here.
    if (!staysOnSite(canonical)) return errorPageResponse(c, 404)
    const target = matchPath(canonical)
    return c.redirect((target ? spelling(target) : canonicalPath(url.pathname)) + url.search, 301)
  }
  const found = matchPath(path)
  if (!found) return errorPageResponse(c, 404)
  // One address per page: `/c%61reers`, `/%D0%BA…` or `/КАРИЈЕРА` would each render and be kept
  // as a copy of its own (and name itself as the canonical URL); they are sent to the one spelling.
  if (url.pathname !== spelling(found)) return c.redirect(spelling(found) + url.search, 301)
  if (found.kind !== 'page') {
    const kind: PageKindOf<unknown> = PAGE_KINDS[found.kind]
    return respond(c, async () => {
      const post = await kind.load(c.get('cms'), found.key)
      return post === null ? null : kind.toPage(post, cmsHtmlOf(c))
    })
  }
  return respond(c, async () => {
    const page = await PAGE_KINDS.page.load(c.get('cms'), found.key)
    // WordPress also answers the front page's own slug (`/home`): one URL for it, `/`.
    if (page && path !== '/' && isFrontPage(page)) {
      // Revalidated like a page: a renamed front page's old slug must not redirect for ever.
      c.header('cache-control', 'public, max-age=0, must-revalidate')
      return c.redirect(`/${new URL(c.req.url).search}`, 301)
    }
    // Every spelling of a slug (upper-case escapes, raw UTF-8) stands for WordPress's own one.
    const model = page && PAGE_KINDS.page.toPage(page, cmsHtmlOf(c))
    return model && found.key !== path ? { ...model, path: found.key } : model
  })
})
