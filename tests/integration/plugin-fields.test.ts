import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'

/** Everything the site logged while the test ran. */
function captureLogs(): () => string {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  return () => [...warn.mock.calls, ...error.mock.calls].flat().map(String).join('\n')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a WordPress without ACF', () => {
  it('renders a service page without the lottie animation and without the technologies block', async () => {
    const logs = captureLogs()
    await useEmbeddedCms({ DISABLED_PLUGINS: 'acf' })
    const res = await SELF.fetch(`${SITE}/services/software`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Software Development</h1>')
    expect(html).toContain('How we help')
    expect(html).not.toContain('data-island="service-lottie"')
    expect(html).not.toContain('>Technologies<')
    // The SEO head (Yoast) is still there.
    expect(html).toContain('<title>Software Development | Northwind Labs</title>')
    const log = logs()
    expect(log).toContain(
      'ServiceLottieBySlug: GraphQL error: Cannot query field "lottieAnimation" on type "Service".',
    )
    expect(log).toMatch(
      /block .*custom\/technologies dropped: Failed to fetch API: Technologies: GraphQL error: Cannot query field "image" on type "Technology"/,
    )
  })

  it('still answers 404 for an unknown service slug, not 503', async () => {
    captureLogs()
    await useEmbeddedCms({ DISABLED_PLUGINS: 'acf' })
    expect((await SELF.fetch(`${SITE}/services/no-such-service`)).status).toBe(404)
  })

  it('keeps every other page type whole', async () => {
    captureLogs()
    await useEmbeddedCms({ DISABLED_PLUGINS: 'acf' })
    for (const path of [
      '/',
      '/about',
      '/services',
      '/case-studies',
      '/case-studies/fleet-telemetry-platform',
      '/contact',
    ]) {
      expect((await SELF.fetch(`${SITE}${path}`)).status, path).toBe(200)
    }
  })
})

describe('a WordPress without Yoast SEO', () => {
  it('renders pages, case studies and services with their own titles and logs the SEO operation', async () => {
    const logs = captureLogs()
    await useEmbeddedCms({ DISABLED_PLUGINS: 'yoast' })
    const about = await SELF.fetch(`${SITE}/about`)
    expect(about.status).toBe(200)
    const html = await about.text()
    expect(html).toContain('About Northwind Labs')
    expect(html).toContain('<title>About us | Northwind Labs</title>')
    const cs = await SELF.fetch(`${SITE}/case-studies/fleet-telemetry-platform`)
    expect(cs.status).toBe(200)
    expect(await cs.text()).toContain('<title>Fleet telemetry platform | Northwind Labs</title>')
    expect((await SELF.fetch(`${SITE}/services/data`)).status).toBe(200)
    const log = logs()
    expect(log).toContain('PageSeoByUri: GraphQL error: Cannot query field "seo" on type "Page".')
    expect(log).toContain(
      'CaseStudySeoBySlug: GraphQL error: Cannot query field "seo" on type "CaseStudy".',
    )
    expect(log).toContain(
      'ServiceSeoBySlug: GraphQL error: Cannot query field "seo" on type "Service".',
    )
  })
})
