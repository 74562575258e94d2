import { SELF } from 'cloudflare:test'
import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { block, cmsPage, CMS_ORIGIN, servePages, stubCms, type CmsStub } from '../fixtures/cms-stub'
import {
  ENTITY_URL_VECTORS as ENTITY_VECTORS,
  URL_VECTORS,
  urlViolations,
  type UrlVector,
} from '../fixtures/url-vectors'

const SITE = 'https://www.example.test'
const CMS_HOST = new URL(CMS_ORIGIN).host
const run = crypto.randomUUID().slice(0, 8)
const PATH = `/links-${run}`
const VACANCY = `links-${run}`

const attr = (url: string) => url.replaceAll('"', '&quot;')
const escapeAttr = (url: string) => url.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

const menuItems = (prefix: string) =>
  URL_VECTORS.map((vector, i) => ({
    databaseId: 5000 + i,
    parentDatabaseId: null,
    label: `${prefix} ${i}`,
    url: vector.url,
    order: i,
    cssClasses: [],
    target: null,
  }))

let cms: CmsStub
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  cms = stubCms()
  const html = [
    ...URL_VECTORS.map((vector, i) => `<p><a href="${escapeAttr(vector.url)}">Html ${i}</a></p>`),
    ...ENTITY_VECTORS.map((vector, i) => `<p><a href="${attr(vector.url)}">Entity ${i}</a></p>`),
    ...URL_VECTORS.map((vector, i) => `<img src="${escapeAttr(vector.url)}" alt="Image ${i}">`),
  ].join('')
  // A vacancy's description is CMS HTML too (admin-ajax, outside WPGraphQL).
  cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
    Response.json([
      {
        slug: VACANCY,
        job_position_id: 7,
        name: 'Links',
        locations: ['Remote'],
        description: html,
      },
    ]),
  )
  servePages(cms, {
    '/home': cmsPage('/home', 'Home', []),
    [PATH]: cmsPage(
      PATH,
      'Links',
      [
        ...URL_VECTORS.map((vector, i) =>
          block('custom/cta', { title: `Cta ${i}`, buttonText: `Go ${i}`, buttonLink: vector.url }),
        ),
        block('core/freeform', [], html),
      ],
      // Yoast's head: its URLs pass the same policy.
      `<meta property="og:image" content="https&#58;//${CMS_HOST}/wp-content/uploads/a.png">` +
        `<meta property="og:image:secure_url" content="HTTPS://${CMS_HOST.toUpperCase()}./b.png">` +
        `<meta name="twitter:image" content="javascript:alert(1)">`,
    ),
  })
  cms.graphql.set('SiteMenu', (v) => ({
    menuItems: { nodes: menuItems(v.location === 'FOOTER' ? 'Footer' : 'Menu') },
  }))
  cms.graphql.set('SiteSettings', () => ({
    generalSettings: {
      title: 'Northwind Labs',
      description: 'Software',
      url: CMS_ORIGIN,
      email: null,
    },
  }))
  cms.graphql.set('SiteOrganization', () => ({
    seo: {
      schema: { companyName: 'Northwind Labs Ltd.' },
      social: {
        linkedIn: { url: 'https://www.linkedin.com/company/northwind' },
        facebook: { url: 'javascript:alert(1)' },
        instagram: { url: `${CMS_ORIGIN}/instagram` },
        youTube: null,
        pinterest: null,
        wikipedia: null,
        twitter: { username: '../../evil.example/x' },
        otherSocials: URL_VECTORS.map((vector) => vector.url),
      },
    },
  }))
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** Every link and image of a page with its text (or alt), as a browser reads them. */
function elementsOf(page: string) {
  const links: { text: string; href: string | undefined }[] = []
  const images: { alt: string; src: string | undefined }[] = []
  const text = (n: T.ChildNode): string =>
    n.nodeName === '#text'
      ? (n as T.TextNode).value
      : 'childNodes' in n
        ? n.childNodes.map(text).join('')
        : ''
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue
      const get = (name: string) => child.attrs.find((a) => a.name === name)?.value
      if (child.tagName === 'a') links.push({ text: text(child).trim(), href: get('href') })
      if (child.tagName === 'img') images.push({ alt: get('alt') ?? '', src: get('src') })
      walk(child)
    }
  }
  walk(parse(page))
  return { links, images }
}

/** Where a browser on a page of the site lands with `href`: nowhere, another site, or the site. */
function landing(href: string | undefined): UrlVector['lands'] {
  if (href === undefined) return 'nowhere'
  const url = new URL(href, `${SITE}/a/b`)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'nowhere'
  return url.origin === SITE ? 'site' : 'elsewhere'
}

/** A site link the way every page can use it: a path from the root, one slash first. */
const isSitePath = (href: string | undefined) => !!href && /^\/(?![/\\])/.test(href)

/** A path from the root, or an absolute URL of the site itself. */
const staysHere = (href: string | undefined) => isSitePath(href) || !!href?.startsWith(`${SITE}/`)

async function page(path: string) {
  const res = await SELF.fetch(`${SITE}${path}`)
  expect(res.status).toBe(200)
  return res.text()
}

describe('one URL policy for every URL from the CMS (issue 37)', () => {
  it('writes no unsafe URL and never the CMS host, anywhere in the page', async () => {
    const html = await page(PATH)
    expect(html).toContain('Html 0')
    expect(urlViolations(html)).toEqual([])
    expect(html).toContain(`<meta property="og:image" content="${SITE}/wp-content/uploads/a.png"/>`)
    expect(html).not.toContain('twitter:image')
  })

  it('menus: refused items are left out, other sites stay absolute, own URLs become site paths', async () => {
    const { links } = elementsOf(await page(PATH))
    for (const [prefix, vectors] of [
      ['Menu', URL_VECTORS],
      ['Footer', URL_VECTORS],
    ] as const) {
      for (const [i, vector] of vectors.entries()) {
        const found = links.filter((l) => l.text === `${prefix} ${i}`)
        const where = `${prefix} ${i}: ${vector.name}`
        if (vector.lands === 'nowhere') {
          expect(found, where).toEqual([])
          continue
        }
        expect(found.length, where).toBeGreaterThan(0)
        for (const { href } of found) {
          expect(landing(href), `${where} → ${href}`).toBe(vector.lands)
          if (vector.lands === 'site') expect(isSitePath(href), `${where} → ${href}`).toBe(true)
          else expect(href, where).toMatch(/^https?:\/\//)
        }
      }
    }
  })

  it('block attributes: a refused link leaves its block out; the others land where they mean', async () => {
    const html = await page(PATH)
    const { links } = elementsOf(html)
    for (const [i, vector] of URL_VECTORS.entries()) {
      const where = `Cta ${i}: ${vector.name}`
      if (vector.lands === 'nowhere') {
        expect(html, where).not.toContain(`Cta ${i}<`)
        continue
      }
      const [cta] = links.filter((l) => l.text === `Go ${i}`)
      expect(landing(cta?.href), `${where} → ${cta?.href}`).toBe(vector.lands)
      if (vector.lands === 'site')
        expect(staysHere(cta?.href), `${where} → ${cta?.href}`).toBe(true)
    }
  })

  it.each([
    ['a page', PATH],
    ['a vacancy description', `/careers/${VACANCY}`],
  ])(
    'CMS HTML of %s: links and images pass the same policy, entities decoded first',
    async (_, path) => {
      const html = await page(path)
      expect(html).toContain('Html 0')
      expect(urlViolations(html)).toEqual([])
      const { links, images } = elementsOf(html)
      const check = (where: string, href: string | undefined, vector: UrlVector) => {
        const lands = landing(href)
        // A refused URL loses its attribute: the link goes nowhere (or, unparsable, to a site path).
        if (vector.lands === 'nowhere') expect(lands, `${where} → ${href}`).not.toBe('elsewhere')
        else expect(lands, `${where} → ${href}`).toBe(vector.lands)
        if (vector.lands === 'site') expect(staysHere(href), `${where} → ${href}`).toBe(true)
      }
      for (const [i, vector] of URL_VECTORS.entries()) {
        const link = links.find((l) => l.text === `Html ${i}`)
        expect(link, vector.name).toBeDefined()
        check(`Html ${i}: ${vector.name}`, link?.href, vector)
        // An image loads from this site only (the CSP blocks the rest): another site's is dropped.
        const image = images.find((img) => img.alt === `Image ${i}`)
        if (vector.lands === 'elsewhere')
          expect(image?.src, `Image ${i}: ${vector.name}`).toBeUndefined()
        else if (image) check(`Image ${i}: ${vector.name}`, image.src, vector)
        else expect(vector.lands, `Image ${i}: ${vector.name}`).toBe('nowhere')
      }
      for (const [i, vector] of ENTITY_VECTORS.entries()) {
        const link = links.find((l) => l.text === `Entity ${i}`)
        expect(link, vector.name).toBeDefined()
        check(`Entity ${i}: ${vector.name}`, link?.href, vector)
      }
    },
  )

  it("settings: the organisation's profiles are absolute web addresses of other sites only", async () => {
    const html = await page(PATH)
    const ld = /"sameAs":(\[[^\]]*\])/.exec(html)?.[1]
    const sameAs = JSON.parse(ld ?? '[]') as string[]
    expect(sameAs[0]).toBe('https://www.linkedin.com/company/northwind')
    for (const url of sameAs) {
      expect(url).toMatch(/^https:\/\//)
      expect(new URL(url).host).not.toBe(new URL(CMS_ORIGIN).host)
    }
    expect(sameAs.join(' ')).not.toMatch(/javascript|data:|evil\.example\/x"/i)
  })

  it("previews: a published page's URI from WordPress links the bar to a path of this site", async () => {
    cms.graphql.set('PreviewPage', () => ({
      viewer: {
        databaseId: 1,
        name: 'Admin',
        capabilities: ['administrator', 'edit_pages', 'edit_others_pages', 'edit_published_pages'],
      },
      post: {
        databaseId: 77,
        slug: 'x',
        uri: '//evil.example/x/',
        status: 'publish',
        authorDatabaseId: 1,
        isFrontPage: false,
      },
      preview: { databaseId: 77, title: 'X', isRevision: true, featuredImage: null, blocks: '[]' },
    }))
    const res = await SELF.fetch(`${SITE}/preview/page/77`, {
      headers: {
        authorization: `Basic ${btoa('admin:app password')}`,
        'cf-connecting-ip': '192.0.2.200',
      },
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    const live = elementsOf(html).links.find((l) => l.text === 'View the live page')
    expect(live?.href).toBe('/evil.example/x')
    expect(urlViolations(html)).toEqual([])
  })
})
