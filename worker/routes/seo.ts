import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
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
    const { cms, config } = c.var
    const paths = await Promise.all(Object.values(PAGE_KINDS).map((kind) => kind.sitemap(cms)))
    const urls = [...new Set(paths.flat())]
      .map((p) => `  <url><loc>${xmlEscape(new URL(p, config.SITE_URL).toString())}</loc></url>`)
      .join('\n')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    })
  })
  .get('/robots.txt', (c) => {
    const sitemap = new URL('/sitemap.xml', c.var.config.SITE_URL).toString()
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /__cache/\n\nSitemap: ${sitemap}\n`,
    )
  })
