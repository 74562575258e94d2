import { describe, expect, it } from 'vitest'
import { localizeUrls } from '../../../src/cms/localize'
import { ownHosts, safeSrcset, safeUrl } from '../../../src/cms/url-policy'
import { CMS_ORIGIN } from '../../fixtures/cms-stub'
import { URL_VECTORS, type UrlVector } from '../../fixtures/url-vectors'

const SITE = 'https://www.example.test'
const OWN = ownHosts(CMS_ORIGIN, SITE)

/** Where a browser on a page of the site lands with what the policy wrote. */
function landing(out: string | null): UrlVector['lands'] {
  if (out === null) return 'nowhere'
  const url = new URL(out, `${SITE}/a/b`)
  return url.origin === SITE ? 'site' : 'elsewhere'
}

describe('the CMS URL policy', () => {
  it.each(URL_VECTORS)('$name lands $lands', ({ url, lands }) => {
    const out = safeUrl(url, 'link', OWN)
    expect(landing(out), String(out)).toBe(lands)
    if (lands === 'elsewhere') expect(out).toMatch(/^https?:\/\/[^/\\]/)
    if (lands === 'site') expect(out).toMatch(/^\/(?![/\\])/)
    if (out !== null) expect(new URL(out, SITE).hostname).not.toBe('cms.test')
  })

  it('lets media be web addresses only, never mail or phone links', () => {
    expect(safeUrl('mailto:a@example.com', 'media')).toBeNull()
    expect(safeUrl('tel:+44', 'media')).toBeNull()
    expect(safeUrl('mailto:a@example.com', 'link')).toBe('mailto:a@example.com')
    expect(safeUrl(`${CMS_ORIGIN}/wp-content/uploads/a.png`, 'media', OWN)).toBe(
      '/wp-content/uploads/a.png',
    )
  })

  it('checks every candidate of a srcset', () => {
    expect(safeSrcset(`${CMS_ORIGIN}/a.png 1x, /b.png 2x`, OWN)).toBe('/a.png 1x, /b.png 2x')
    expect(safeSrcset('/a.png 1x, javascript:alert(1) 2x', OWN)).toBeNull()
    expect(safeSrcset('/a.png 1x, data:image/png;base64,AAAA 2x', OWN)).toBeNull()
  })
})

describe('CMS answers made local', () => {
  it('rewrites every spelling of a CMS URL in block attributes, escapes included', () => {
    const attributes = Object.fromEntries(URL_VECTORS.map((v, i) => [`url${i}`, v.url]))
    // WordPress escapes slashes in block attributes; a JSON escape must hide nothing either.
    const json = JSON.stringify(attributes)
      .replaceAll('/', '\\/')
      .replaceAll('cms.test', 'cms\\u002etest')
    const out = localizeUrls(
      { blocks: [{ attributesJSON: json, attributes, innerBlocks: [{ attributes }] }] },
      CMS_ORIGIN,
    )
    const fromJson = JSON.parse(out.blocks[0]?.attributesJSON ?? '{}') as Record<string, string>
    const values = (i: number) => [
      fromJson[`url${i}`] ?? '',
      out.blocks[0]?.attributes[`url${i}`] ?? '',
      out.blocks[0]?.innerBlocks[0]?.attributes[`url${i}`] ?? '',
    ]
    for (const [i, v] of URL_VECTORS.entries())
      for (const value of values(i)) {
        if (v.lands === 'site' && v.url.toLowerCase().includes('cms')) {
          expect(value, v.name).toMatch(/^\/(?![/\\])/)
        }
        expect(new URL(value, SITE).hostname, v.name).not.toBe('cms.test')
      }
  })

  it('rewrites CMS URLs inside text and HTML, never into a link to another host', () => {
    const html = [
      `<a href="${CMS_ORIGIN}/about/">About</a>`,
      `<a href="HTTP://CMS.TEST//evil.example/x">x</a>`,
      `<img src="//cms.test/wp-content/uploads/a.png">`,
      `see ${CMS_ORIGIN}:443/contact.`,
    ].join('')
    expect(localizeUrls(html, CMS_ORIGIN)).toBe(
      '<a href="/about/">About</a><a href="/evil.example/x">x</a>' +
        '<img src="/wp-content/uploads/a.png">see /contact.',
    )
  })

  it('answers a URL it has checked before by its own kind and hosts, never by an earlier answer', () => {
    const cmsImage = `${CMS_ORIGIN}/wp-content/uploads/remembered.png`
    // Remembered without own hosts: the absolute address as written.
    expect(safeUrl(cmsImage, 'media')).toBe(cmsImage)
    expect(safeUrl(cmsImage, 'media')).toBe(cmsImage)
    // The same string with the CMS as an own host is a site path, and a mail link no image.
    expect(safeUrl(cmsImage, 'media', OWN)).toBe('/wp-content/uploads/remembered.png')
    expect(safeUrl('mailto:remembered@example.com', 'link')).toBe('mailto:remembered@example.com')
    expect(safeUrl('mailto:remembered@example.com', 'media')).toBeNull()
    expect(safeUrl(' javascript:alert(1)', 'link')).toBeNull()
    expect(safeUrl(' javascript:alert(1)', 'link')).toBeNull()
    expect(safeSrcset(`${cmsImage} 1x`)).toBe(`${cmsImage} 1x`)
    expect(safeSrcset(`${cmsImage} 1x`, OWN)).toBe('/wp-content/uploads/remembered.png 1x')
  })

  it('keeps answering right past the most URLs it remembers', () => {
    for (let i = 0; i < 5000; i++) {
      expect(safeUrl(`/uploads/${i}.png`, 'media')).toBe(`/uploads/${i}.png`)
      expect(safeUrl(`javascript:${i}`, 'media')).toBeNull()
    }
    expect(safeUrl('/uploads/1.png', 'media')).toBe('/uploads/1.png')
  })
})
