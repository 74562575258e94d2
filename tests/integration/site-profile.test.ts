import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cmsPage, servePages, stubCms } from '../fixtures/cms-stub'
import { ADMIN_AUTH, useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'

/** The site header and footer of a page (the shell, without the CMS content). */
async function shell(path: string) {
  const html = await (await SELF.fetch(`${SITE}${path}`)).text()
  const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
  const footer = /<footer class="site-footer"[^>]*>[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
  const organization = /"@type":"Organization"[^<]*/.exec(html)?.[0] ?? ''
  return { html, header, footer, organization }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the company comes from WordPress, not from code', () => {
  it("renders the navigation from WordPress's menus (header, mobile, footer, legal)", async () => {
    await useEmbeddedCms()
    const { header, footer } = await shell('/careers')
    const main = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(header)?.[0] ?? ''
    const mobile = /<nav aria-label="Mobile"[\s\S]*?<\/nav>/.exec(header)?.[0] ?? ''
    expect(main).toContain('href="/about"')
    expect(main).toContain('href="/services/software"')
    expect(main).toMatch(/class="btn btn-primary"[^>]*>Contact us</)
    expect(main).toMatch(/href="\/careers" aria-current="page"/)
    expect(mobile).toContain('href="/about"')
    expect(footer).toContain('<a href="/about">About</a>')
    expect(footer).toContain('<a href="/privacy-policy">Privacy Policy</a>')
  })

  it("names the company on a not-found page that is an isolate's first answer, not the host", async () => {
    await useEmbeddedCms()
    const { html, header, footer } = await shell('/no-such-page')
    expect(html).toContain('Page not found')
    expect(header).toContain('aria-label="Northwind Labs"')
    expect(footer).toContain(`© ${new Date().getUTCFullYear()} Northwind Labs d.o.o.`)
    expect(html).not.toContain('www.example.test</')
  })

  it('takes the name, tagline and email from Settings → General, and the legal name and socials from Yoast', async () => {
    await useEmbeddedCms()
    const { footer, organization } = await shell('/about')
    expect(footer).toContain(`© ${new Date().getUTCFullYear()} Northwind Labs d.o.o.`)
    expect(organization).toContain('"sameAs":["https://www.linkedin.com/company/northwind-labs"')
    expect(organization).toContain('"https://x.com/northwindlabs"')
  })

  it("shows Settings → General's email, hidden from anonymous callers, asking for it alone with the credential", async () => {
    const cms = await useEmbeddedCms()
    const { footer, organization } = await shell('/about')
    expect(footer).toContain('<a href="mailto:hello@northwindlabs.dev">hello@northwindlabs.dev</a>')
    expect(organization).toContain('"email":"hello@northwindlabs.dev"')
    const graphql = cms.requests.filter((r) => r.path === '/graphql')
    const withCredential = graphql.filter((r) => r.headers.get('authorization'))
    expect(withCredential.map((r) => r.operationName)).toEqual(['SiteEmail'])
    expect(withCredential[0]?.headers.get('authorization')).toBe(ADMIN_AUTH)
    expect(graphql.map((r) => r.operationName)).toContain('PageByUri')
  })

  it('follows a renamed site everywhere in the shell, and never shows the demo company details', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cms = await useEmbeddedCms({ DISABLED_PLUGINS: 'yoast' })
    await cms.operator('/settings', {
      blogname: 'Acme Robotics',
      blogdescription: 'Robots for warehouses.',
      admin_email: 'hello@acme.example',
    })
    const { html, header, footer, organization } = await shell('/about')
    expect(header).toContain('aria-label="Acme Robotics"')
    expect(html).toContain('<meta property="og:site_name" content="Acme Robotics"/>')
    expect(html).toContain('<title>About us | Acme Robotics</title>')
    expect(footer).toContain('Robots for warehouses.')
    expect(footer).toContain('href="mailto:hello@acme.example"')
    expect(footer).toContain(`© ${new Date().getUTCFullYear()} Acme Robotics`)
    expect(organization).toContain('"name":"Acme Robotics","legalName":"Acme Robotics"')
    for (const part of [header, footer, organization]) {
      expect(part).not.toContain('Northwind')
      expect(part).not.toContain('+44 20 7946 0321')
    }
  })

  it('shows a neutral shell when WordPress has no settings or menus: no demo company, no demo links', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cms = stubCms()
    servePages(cms, { '/team': cmsPage('/team', 'Our team', []) })
    const { html, header, footer, organization } = await shell('/team')
    expect(html).toContain('<h1>Our team</h1>')
    expect(header).toContain('aria-label="www.example.test"')
    expect(header).not.toContain('<nav')
    expect(footer).not.toContain('href=')
    for (const part of [header, footer, organization]) {
      expect(part).not.toMatch(/Northwind|northwindlabs|\/services\/|privacy-policy|7946/)
    }
  })
})
