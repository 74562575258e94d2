import { describe, expect, it } from 'vitest'
import { buildHead, parseFullHead } from '../../../worker/render/seo-head'
import { XSS_VECTORS } from '../../fixtures/xss-vectors'

const WIDGET = 'https://widget.example'
const YOAST = [
  '<!-- This site is optimized with the Yoast SEO plugin -->',
  '<meta name="robots" content="index, follow, max-image-preview:large" />',
  '<link rel="canonical" href="https://cms.test/privacy-policy/" />',
  '<meta property="og:locale" content="en_US" />',
  '<meta property="og:title" content="Privacy Policy - Northwind Labs" />',
  '<meta property="og:image" content="https://cms.test/wp-content/uploads/og.png" />',
  '<meta property="article:modified_time" content="2026-09-01T10:00:00+00:00" />',
  '<meta name="twitter:card" content="summary_large_image" />',
  '<script type="application/ld+json" class="yoast-schema-graph">{"@graph":[]}</script>',
].join('\n')
const KEPT = [
  { name: 'robots', content: 'index, follow, max-image-preview:large' },
  { property: 'og:locale', content: 'en_US' },
  { property: 'og:title', content: 'Privacy Policy - Northwind Labs' },
  { property: 'og:image', content: 'https://cms.test/wp-content/uploads/og.png' },
  { property: 'article:modified_time', content: '2026-09-01T10:00:00+00:00' },
  { name: 'twitter:card', content: 'summary_large_image' },
]

const SITE = { name: 'Acme Robotics', description: 'Robots for warehouses.' }

describe("Yoast's fullHead", () => {
  it('keeps the known meta tags of a real Yoast head and nothing else', () => {
    expect(parseFullHead(YOAST, WIDGET)).toEqual({ meta: KEPT, scripts: [] })
  })

  it.each(XSS_VECTORS)('$name: adds no tag, script or refresh to the head', ({ html }) => {
    expect(parseFullHead(YOAST + html, WIDGET)).toEqual({ meta: KEPT, scripts: [] })
  })

  it('ignores tags a browser would not read as head meta: inside noscript, template or noembed, or after the head ended', () => {
    const hidden = [
      '<noscript><meta property="og:title" content="Hacked"></noscript>',
      '<template><meta property="og:description" content="Hacked"></template>',
      '<noembed><meta name="twitter:title" content="Hacked"></noembed>',
      '<p>body starts</p><meta name="twitter:description" content="Hacked">',
    ].join('')
    expect(parseFullHead(hidden).meta).toEqual([])
  })

  it('drops a refresh, a javascript: image and a script from another origin', () => {
    const head =
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
      '<meta property="og:image" content="javascript:alert(1)">' +
      '<meta name="twitter:image" content="//evil.example/i.png">' +
      `<script src="https://evil.example/x.js"></script><script src="${WIDGET}/w.js"></script>`
    expect(parseFullHead(head, WIDGET)).toEqual({
      meta: [{ name: 'twitter:image', content: 'https://evil.example/i.png' }],
      scripts: [`${WIDGET}/w.js`],
    })
  })

  it('builds the head with the site canonical and only kept tags', async () => {
    const head = await buildHead({
      seo: {
        title: 'T',
        metaDesc: 'D',
        fullHead: YOAST + XSS_VECTORS.map((v) => v.html).join(''),
        canonical: null,
        image: null,
      },
      title: 'T',
      path: '/privacy-policy',
      siteUrl: 'https://www.example.test',
      site: SITE,
    })
    expect(
      head.meta.filter((m) => m.content.includes('alert') || m.content.includes('evil')),
    ).toEqual([])
    expect(head.canonical).toBe('https://www.example.test/privacy-policy')
  })
})

describe('the Open Graph image', () => {
  const build = (image: string | null, featured: string | null) =>
    buildHead({
      seo: { title: 'T', metaDesc: 'D', fullHead: '', canonical: null, image },
      title: 'T',
      path: '/case-studies/x',
      siteUrl: 'https://www.example.test',
      site: SITE,
      image: featured,
    })
  const ogImage = async (image: string | null, featured: string | null) =>
    (await build(image, featured)).meta.find((m) => m.property === 'og:image')?.content

  it("is Yoast's image, else the featured image, made absolute", async () => {
    expect(await ogImage('/wp-content/uploads/og.png', '/wp-content/uploads/cover.jpg')).toBe(
      'https://www.example.test/wp-content/uploads/og.png',
    )
    expect(await ogImage(null, '/wp-content/uploads/cover.jpg')).toBe(
      'https://www.example.test/wp-content/uploads/cover.jpg',
    )
  })

  it('is never an SVG, which social networks ignore', async () => {
    expect(await ogImage('/wp-content/uploads/og.svg', '/wp-content/uploads/cover.png')).toBe(
      'https://www.example.test/wp-content/uploads/cover.png',
    )
    expect(await ogImage(null, '/wp-content/uploads/cover.svg')).toBeUndefined()
    const card = (await build(null, '/wp-content/uploads/cover.svg')).meta.find(
      (m) => m.name === 'twitter:card',
    )
    expect(card?.content).toBe('summary')
  })
})

describe('parseFullHead is read once per head and widget origin (23.2)', () => {
  it('hands back the same frozen result for the same input, another for another origin', () => {
    const head =
      '<meta name="description" content="Once." /><script src="https://widget.example/w.js"></script>'
    const first = parseFullHead(head, WIDGET)
    expect(parseFullHead(head, WIDGET)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(first.scripts).toHaveLength(1)
    const elsewhere = parseFullHead(head, 'https://other.example')
    expect(elsewhere).not.toBe(first)
    expect(elsewhere.scripts).toEqual([])
  })
})
