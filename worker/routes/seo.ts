import { Hono } from 'hono'
import { SERVICE_LINKS } from '../../src/blocks/ui/shell/site'
import type { AppEnv } from '../app-env'

/** The site's own pages, listed when WordPress cannot say which pages it has. */
const CORE_PATHS = [
  '/',
  '/services',
  '/case-studies',
  '/careers',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-of-use',
]

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
    const settle = async <T>(p: Promise<T[]>): Promise<T[]> => p.catch(() => [])
    const [pages, caseStudies, services, vacancies] = await Promise.all([
      settle(cms.pages()),
      settle(cms.caseStudies()),
      settle(cms.services()),
      settle(cms.vacancies()),
    ])
    // Every published WordPress page (`/about/` → `/about`), whatever its place in the hierarchy.
    const pagePaths = pages.flatMap((p) =>
      p.uri?.startsWith('/') ? [p.uri.replace(/\/+$/, '') || '/'] : [],
    )
    const servicePaths = services.length
      ? services.map((s) => `/services/${s.slug}`)
      : SERVICE_LINKS.map((l) => l.href)
    const paths = [
      ...(pagePaths.length ? pagePaths : CORE_PATHS),
      ...servicePaths,
      ...caseStudies.map((cs) => `/case-studies/${cs.slug}`),
      ...vacancies.map((v) => `/careers/${v.slug}`),
    ]
    const urls = [...new Set(paths)]
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
