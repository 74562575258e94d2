import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { freshCacheControl } from '../context'
import { PAGE_KINDS } from '../page-kinds'

const xmlEscape = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** `/sitemap.xml` (every published page, service, case study and vacancy) and `/robots.txt`. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { cms, config, content } = c.var
    const paths = [
      ...new Set(
        (await Promise.all(Object.values(PAGE_KINDS).map((kind) => kind.sitemap(cms)))).flat(),
      ),
    ]
    // What WordPress could not list is left out, never guessed; with nothing listed at all the
    // crawler is told to come back (a 503), not that the site has no pages.
    const failed = content.failures.length > 0
    if (failed) console.warn(`[sitemap] incomplete: ${content.failures.join('; ')}`)
    if (failed && paths.length === 0) {
      return c.text('The sitemap is not available right now.', 503, {
        'cache-control': 'no-store',
        'retry-after': '120',
      })
    }
    const urls = paths
      .map((p) => `  <url><loc>${xmlEscape(new URL(p, config.SITE_URL).toString())}</loc></url>`)
      .join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      // Kept by browsers and crawlers no longer than the CMS answers it was made from stay fresh.
      'cache-control': failed ? 'no-store' : freshCacheControl(c),
    })
  })
  .get('/robots.txt', (c) => {
    const sitemap = new URL('/sitemap.xml', c.var.config.SITE_URL).toString()
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/\n\nSitemap: ${sitemap}\n`,
    )
  })
