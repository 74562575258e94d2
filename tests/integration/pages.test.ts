import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { block, cmsPage, servePages, stubCms, type CmsStub } from '../fixtures/cms-stub'
import { plainHeadings } from '../fixtures/plain-headings'

const SITE = 'https://www.example.test'
const YOAST_HEAD = [
  '<meta name="description" content="Custom software, data and cloud engineering." />',
  '<meta property="og:title" content="Northwind Labs — software that ships" />',
  '<meta property="og:image" content="https://cms.test/wp-content/uploads/2025/03/og-home.png" />',
  '<meta name="twitter:card" content="summary_large_image" />',
  '<script>alert("from the CMS")</script>',
  '<script type="application/ld+json" class="yoast-schema-graph">{"@graph":[]}</script>',
].join('\n')

let cms: CmsStub
beforeEach(() => {
  cms = stubCms()
  servePages(cms, {
    '/home': cmsPage(
      '/home',
      'Home',
      [
        block(
          'core/html',
          [],
          '<h2>Build with us</h2><p onclick="steal()">We ship <b>fast</b>.</p>',
        ),
        block('custom/not-yet-built', { title: 'x' }),
      ],
      YOAST_HEAD,
    ),
    '/about': cmsPage('/about', 'About us', [
      block('core/freeform', [], '<p>Founded in 2012.</p>'),
    ]),
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('CMS pages', () => {
  it('renders the front page at / with its blocks, sanitised', async () => {
    const res = await SELF.fetch(`${SITE}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    expect(cms.calls[0]?.variables).toEqual({ uri: '/' })
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<main id="main"')
    expect(html).toContain('href="#main"')
    expect(html).toContain('<h2 id="build-with-us">Build with us</h2>')
    expect(html).toContain('We ship <b>fast</b>.')
    expect(html).not.toContain('onclick')
    expect(html).not.toContain('steal()')
  })

  it('gives a page without a hero exactly one h1 with its title', async () => {
    const html = await (await SELF.fetch(`${SITE}/about`)).text()
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toMatch(/<h1>About us<\/h1>/)
  })

  it('renders nothing for an unknown block outside development and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = await (await SELF.fetch(`${SITE}/`)).text()
    expect(html).not.toContain('Unknown block')
    expect(warn.mock.calls.flat().join(' ')).toContain('unknown block type custom/not-yet-built')
  })

  it('builds the head from Yoast SEO and keeps only safe tags', async () => {
    const html = await (await SELF.fetch(`${SITE}/`)).text()
    expect(html).toContain('<title>Home | Northwind Labs</title>')
    // Yoast's metaDesc field wins; the description inside fullHead is not repeated.
    expect(html).toContain('<meta name="description" content="Home at Northwind Labs."/>')
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/"/>')
    expect(html).toContain('property="og:title" content="Northwind Labs — software that ships"')
    expect(html).toContain('name="twitter:card" content="summary_large_image"')
    expect(html).not.toContain('alert(')
    expect(html).not.toContain('yoast-schema-graph')
    // The CMS host never reaches the browser: media URLs are rewritten to the site.
    expect(html).not.toContain('cms.test')
    expect(html).toContain('"@type":"Organization"')
  })

  it('sends no credential with content queries, and never to the browser', async () => {
    servePages(cms, { '/credentials': cmsPage('/credentials', 'Credentials', []) })
    const html = await (await SELF.fetch(`${SITE}/credentials`)).text()
    // With the administrator's credential WordPress would also resolve drafts.
    expect(cms.calls[0]?.authorization).toBeNull()
    expect(html).not.toContain('dGVzdDp0ZXN0LXNlY3JldA')
  })

  it('answers an unknown URI with the branded 404 page', async () => {
    const res = await SELF.fetch(`${SITE}/no-such-page`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<h1>Page not found</h1>')
    expect(html).toContain('Go to the homepage')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await SELF.fetch(`${SITE}/about/?ref=mail`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/about?ref=mail')
  })

  it('serves the branded 503 with Retry-After when the CMS is down and nothing is cached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cms.down = true
    const res = await SELF.fetch(`${SITE}/never-viewed`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('120')
    const html = plainHeadings(await res.text())
    expect(html).toContain('<h1>We will be right back</h1>')
    // What a visitor reads (the inlined stylesheet's class names are not text).
    const text = html.replace(/<style[^>]*>[^<]*<\/style>/g, '')
    expect(text).not.toMatch(/at \w+ \(|Error:|stack/i)
  })

  it('treats GraphQL errors as a CMS failure, never a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Without a handler the stub answers like WPGraphQL does for a bad query: `{ errors }`.
    cms.graphql.delete('PageByUri')
    const res = await SELF.fetch(`${SITE}/graphql-broken`)
    expect(res.status).toBe(503)
  })

  it('ships no script to a page without islands', async () => {
    const html = await (await SELF.fetch(`${SITE}/about`)).text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.every((s) => s.includes('application/ld+json'))).toBe(true)
    expect(html).not.toContain('/assets/client.js')
  })
})

describe('pages whose slug is not ASCII (18.10)', () => {
  const stored = '/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0'

  beforeEach(() => {
    servePages(cms, {
      [stored]: cmsPage(stored, 'Каријера у Србији', [
        block('core/freeform', [], '<p>Више од половине нашег тима ради у Београду.</p>'),
      ]),
    })
  })

  it('asks WordPress for the slug in the form it stores, however the browser spelled it', async () => {
    for (const path of ['/каријера', `${stored.toUpperCase()}`, stored, '/КАРИЈЕРА']) {
      const res = await SELF.fetch(`${SITE}${path}`)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('<h1>Каријера у Србији</h1>')
    }
    // One spelling to WordPress (and so one cached copy of the content) for all four.
    const asked = cms.calls.flatMap((c) =>
      c.variables && 'uri' in c.variables ? [c.variables.uri] : [],
    )
    expect(new Set(asked)).toEqual(new Set([stored]))
  })

  it('drops the trailing slash with an ASCII Location', async () => {
    const res = await SELF.fetch(`${SITE}/каријера/?ref=mail`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    // Once, to WordPress's own spelling (lower-case escapes), not to the request's.
    expect(res.headers.get('location')).toBe(`${stored}?ref=mail`)
  })
})

describe('paged lists (18.10)', () => {
  const connection = <T>(nodes: T[]) => ({
    nodes,
    pageInfo: { hasNextPage: false, endCursor: null },
  })
  const canonicalOf = async (query: string) => {
    const html = await (await SELF.fetch(`${SITE}/our-work${query}`)).text()
    return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  }

  beforeEach(() => {
    servePages(cms, {
      '/our-work': cmsPage('/our-work', 'Our work', [
        block('custom/portfolio-projects', { title: 'Case Studies' }),
      ]),
    })
    // 40 case studies (3 pages of 18), 30 of them tagged IoT (2 pages).
    cms.graphql.set('CaseStudies', () => ({
      caseStudies: connection(
        Array.from({ length: 40 }, (_, i) => ({
          id: `cs${i}`,
          databaseId: 700 + i,
          slug: `paged-case-study-${i}`,
          uri: `/case-studies/paged-case-study-${i}/`,
          status: 'publish',
          title: `Paged case study ${i}`,
          tags: { nodes: [{ name: i < 30 ? 'IoT' : 'Fintech', slug: 'x' }] },
          featuredImage: null,
        })),
      ),
    }))
  })

  it('gives every page of the list its own canonical URL, with or without a category', async () => {
    expect(await canonicalOf('')).toBe(`${SITE}/our-work`)
    expect(await canonicalOf('?page=2')).toBe(`${SITE}/our-work?page=2`)
    expect(await canonicalOf('?page=3')).toBe(`${SITE}/our-work?page=3`)
    expect(await canonicalOf('?category=IoT&page=2')).toBe(`${SITE}/our-work?category=IoT&page=2`)
    // The state the page shows, spelled one way: the filter alias, page 1 left out.
    expect(await canonicalOf('?page=2&filter=IoT')).toBe(`${SITE}/our-work?category=IoT&page=2`)
    expect(await canonicalOf('?category=IoT&page=1')).toBe(`${SITE}/our-work?category=IoT`)
  })

  it('leaves parameters the list does not use out of the canonical URL', async () => {
    expect(await canonicalOf('?page=2&utm_source=mail')).toBe(`${SITE}/our-work?page=2`)
    expect(await canonicalOf('?page=99')).toBe(`${SITE}/our-work?page=3`)
    expect(await canonicalOf('?ref=x')).toBe(`${SITE}/our-work`)
  })
})

describe('an island brings the island runtime (20.3)', () => {
  const hero = (title: string) =>
    block('custom/hero', { title, typedPhrases: ['ships on time.', 'scales with you.'] })

  it('loads it once, from the head, with the response nonce, however many islands there are', async () => {
    servePages(cms, {
      '/two-heroes': cmsPage('/two-heroes', 'Two heroes', [hero('We build'), hero('We run')]),
    })
    const res = await SELF.fetch(`${SITE}/two-heroes`)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const html = await res.text()
    expect(html.match(/data-island="typed-text"/g)).toHaveLength(2)
    const runtime = html.match(/<script[^>]*src="\/assets\/client\.js"[^>]*>/g) ?? []
    expect(runtime).toHaveLength(1)
    expect(runtime[0]).toContain('type="module"')
    expect(runtime[0]).toContain(`nonce="${nonce}"`)
    expect(html.indexOf('/assets/client.js')).toBeLessThan(html.indexOf('</head>'))
  })
})

describe('no first paint of half a page', () => {
  it('holds the first render until the whole document has been parsed, before anything paints', async () => {
    const html = await (await SELF.fetch(`${SITE}/about`)).text()
    const expect_ = html.indexOf('<link rel="expect" href="#page-end" blocking="render"/>')
    expect(expect_).toBeGreaterThan(-1)
    expect(expect_).toBeLessThan(html.indexOf('<style nonce='))
    // The element it waits for is the document's last and empty: once it is parsed (Chromium stops
    // waiting at its start tag), nothing is left to lay out.
    expect(html).toMatch(/<\/footer><div id="page-end" hidden=""><\/div><\/body><\/html>$/)
  })
})

describe('one round trip to the first paint', () => {
  it("inlines the site's rules the page uses, with the response's nonce, and links no stylesheet", async () => {
    const res = await SELF.fetch(`${SITE}/about`)
    const html = await res.text()
    if (!env.ASSETS) throw new Error('the test Worker has no assets binding')
    const whole = await (await env.ASSETS.fetch(`${SITE}/assets/site.css`)).text()
    const [, nonce, carried = ''] = /<style nonce="([^"]+)">([^<]*)<\/style>/.exec(html) ?? []
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(carried).toContain('.site-header{')
    expect(carried.length).toBeLessThan(whole.length)
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).not.toContain('/*page-styles:')
  })
})

describe('vacancy pages', () => {
  beforeEach(() => {
    cms.graphql.set('SiteSettings', () => ({
      generalSettings: { title: 'Acme Robotics', description: null, url: null, email: null },
    }))
    cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
      Response.json([
        {
          slug: 'data-engineer',
          job_position_id: 512,
          name: 'Data Engineer',
          occupation_category: 'Engineering',
          locations: ['Belgrade', 'Remote'],
          description: '<p>Join our data team.</p>',
        },
      ]),
    )
  })

  it('describe the vacancy with the company name and carry its JobPosting at its own URL', async () => {
    const res = await SELF.fetch(`${SITE}/careers/data-engineer`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain(
      '<meta name="description" content="Data Engineer at Acme Robotics — Belgrade, Remote."/>',
    )
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    const posting = jsonLd
      .map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>)
      .find((data) => data['@type'] === 'JobPosting')
    expect(posting).toMatchObject({
      title: 'Data Engineer',
      url: `${SITE}/careers/data-engineer`,
      hiringOrganization: { name: 'Acme Robotics' },
      identifier: { value: '512' },
    })
  })

  it('answer a vacancy that is not listed with the branded 404', async () => {
    const res = await SELF.fetch(`${SITE}/careers/no-such-job`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<h1>Page not found</h1>')
  })
})
