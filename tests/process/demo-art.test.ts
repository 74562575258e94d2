import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { publishedContent } from '../shared/demo-content'

/** What a visitor's browser reads from a picture: its type, bytes and intrinsic size. */
interface Picture {
  type: string
  bytes: Uint8Array
  text: string
  width: number
  height: number
}

const pictures = new Map<string, Promise<Picture>>()

/** Fetches a picture of the site once (by its URL or path), as the browser does. */
function picture(src: string): Promise<Picture> {
  const url = new URL(src, baseUrl())
  const path = url.pathname
  let cached = pictures.get(path)
  if (!cached) {
    cached = (async () => {
      const res = await fetch(new URL(path, baseUrl()))
      expect(res.status, path).toBe(200)
      const type = res.headers.get('content-type') ?? ''
      const bytes = new Uint8Array(await res.arrayBuffer())
      const text = type.includes('svg') ? new TextDecoder().decode(bytes) : ''
      if (type === 'image/png') {
        const view = new DataView(bytes.buffer)
        return { type, bytes, text, width: view.getUint32(16), height: view.getUint32(20) }
      }
      if (type === 'image/jpeg') return { type, bytes, text, ...jpegSize(bytes) }
      const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? ''
      const size = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1])
      return { type, bytes, text, width: size('width'), height: size('height') }
    })()
    pictures.set(path, cached)
  }
  return cached
}

/**
 * Runs the jobs six at a time, as a browser fetches from one host: a burst of a hundred requests
 * at once made wrangler dev drop connections on a busy machine.
 */
async function sixAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = []
  for (let i = 0; i < jobs.length; i += 6)
    results.push(...(await Promise.all(jobs.slice(i, i + 6).map((job) => job()))))
  return results
}

/** A JPEG's intrinsic size, from its first start-of-frame segment (SOF0 to SOF15 but DHT, JPG, DAC). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0
    const length = view.getUint16(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    at += 2 + length
  }
  return { width: NaN, height: NaN }
}

/** The drawing of an SVG without its colours, coordinates and text: what stays if it is recoloured. */
const shapeOf = (svg: string) =>
  [...svg.replace(/ d="[^"]*"/g, '').matchAll(/<([a-zA-Z]+)([^>]*)>/g)]
    .map(
      ([, tag, attrs]) => `${tag}(${[...(attrs ?? '').matchAll(/([a-z-]+)=/g)].map((m) => m[1])})`,
    )
    .join('')

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The `<img>` tags of a page with their attributes. */
const images = (page: string) =>
  [...page.matchAll(/<img\b[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
    return {
      src: attr('src') ?? '',
      srcset: (attr('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean),
      alt: attr('alt'),
      className: attr('class') ?? '',
      width: Number(attr('width')),
      height: Number(attr('height')),
    }
  })

const meta = (page: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1]

interface CaseStudyContent {
  slug: string
  title: string
  image?: string
  blocks: { name: string; attributes: { client?: string } }[]
}
const caseStudies = publishedContent<CaseStudyContent>('case-studies.json')
const media = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/media.json', import.meta.url), 'utf8'),
) as Record<string, { alt: string; file: string }>

describe('demo art', () => {
  it('gives every case study a picture of its own, drawn differently for each kind of product', async () => {
    // The cards of the portfolio, 18 a page: each shows its case study's picture.
    const cards = new Map<string, string>()
    for (let n = 1; n <= Math.ceil(caseStudies.length / 18); n++) {
      for (const img of images(await html(`/case-studies?page=${n}`))) {
        const slug = /\/cs-([a-z0-9-]+)\.svg$/.exec(img.src)?.[1]
        if (slug) cards.set(slug, img.src)
      }
    }
    // Every demo case study has a featured image: none shows the gradient fallback.
    const pictured = caseStudies.filter((cs) => cs.image)
    expect(pictured.length).toBe(caseStudies.length)
    const covers = await sixAtATime(
      pictured.map((cs) => async () => {
        const src = cards.get(cs.slug)
        expect(src, cs.slug).toBeDefined()
        const art = await picture(src ?? '')
        // What the product is (a checkout, a booking calendar…), as the picture records it.
        const kind = /<svg\b[^>]*\sdata-kind="([a-z]+)"/.exec(art.text)?.[1] ?? ''
        // Its description names the client.
        const client = cs.blocks.find((b) => b.name === 'custom/project-heading')?.attributes.client
        expect(media[`cs-${cs.slug}`]?.alt, cs.slug).toContain(client ?? cs.title)
        return { slug: cs.slug, kind, art, shape: shapeOf(art.text) }
      }),
    )
    const kinds = new Set(covers.map((c) => c.kind))
    expect(kinds.size).toBeGreaterThanOrEqual(16)
    // No two case studies share a picture…
    const bytes = new Set(covers.map((c) => Buffer.from(c.art.bytes).toString('base64')))
    expect(bytes.size).toBe(pictured.length)
    // …and no picture of one kind is a recoloured picture of another kind.
    for (const a of covers) {
      for (const b of covers) {
        if (a.kind !== b.kind) expect(a.shape === b.shape, `${a.slug} / ${b.slug}`).toBe(false)
      }
    }
  }, 120_000)

  it('shows illustrated people, not initials, for the team and the testimonials', async () => {
    const people = [
      ...images(await html('/about')).filter((img) => /\/(team|product)-/.test(img.src)),
      ...images(await html('/')).filter((img) => /\/testimonial-/.test(img.src)),
    ]
    expect(people.length).toBeGreaterThanOrEqual(7)
    const drawings = new Set<string>()
    for (const person of people) {
      const art = await picture(person.src)
      expect(art.type, person.src).toBe('image/svg+xml')
      // No letters: a face, hair and clothes, drawn with dozens of shapes.
      expect(art.text, person.src).not.toMatch(/<text\b/)
      expect(
        art.text.match(/<(path|circle|ellipse|rect)\b/g)?.length ?? 0,
        person.src,
      ).toBeGreaterThan(10)
      drawings.add(art.text)
    }
    expect(drawings.size).toBe(new Set(people.map((p) => p.src)).size)
  })

  it('gives each service its own icon on /services', async () => {
    const icons = images(await html('/services')).filter((img) =>
      img.className.includes('service-icon'),
    )
    expect(icons).toHaveLength(10)
    const shapes = new Set<string>()
    // Recolouring one symbol does not count: the drawings differ without their colours.
    for (const icon of icons) {
      const { text } = await picture(icon.src)
      const colourless = text.replace(/#[0-9a-f]{3,8}\b|(hsl|rgb)a?\([^)]*\)/gi, '')
      shapes.add(colourless.replace(/aria-label="[^"]*"/, ''))
    }
    expect(shapes.size).toBe(10)
  })

  it('shares a 1200 × 630 PNG on social networks, with its size and type in the head', async () => {
    const service = publishedContent<{ slug: string }>('services.json')[0]?.slug
    for (const path of [
      '/',
      `/case-studies/${caseStudies[0]?.slug}`,
      `/services/${service}`,
      '/about',
    ]) {
      const page = await html(path)
      const src = meta(page, 'og:image') ?? ''
      expect(src, path).toMatch(/^https?:\/\/.+\.png$/)
      expect(meta(page, 'og:image:width'), path).toBe('1200')
      expect(meta(page, 'og:image:height'), path).toBe('630')
      expect(meta(page, 'og:image:type'), path).toBe('image/png')
      const og = await picture(src)
      expect(og.type).toBe('image/png')
      // The PNG signature and the IHDR chunk's width and height, as a crawler reads them.
      expect([...og.bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
      expect({ width: og.width, height: og.height }, path).toEqual({ width: 1200, height: 630 })
    }
  })

  it('sizes every picture of the main pages as it is drawn (no layout shift, no distortion), and keeps it small', async () => {
    const paths = [
      '/',
      '/case-studies',
      `/case-studies/${caseStudies[0]?.slug}`,
      '/about',
      '/careers',
      '/services/data',
    ]
    for (const path of paths) {
      const uploads = images(await html(path)).filter((img) =>
        img.src.includes('/wp-content/uploads/'),
      )
      expect(uploads.length, path).toBeGreaterThan(0)
      for (const img of uploads) {
        expect(img.width > 0 && img.height > 0, `${path} ${img.src}`).toBe(true)
        // Every copy (the original and WordPress's sizes in srcset) has the shape the page reserves;
        // where there are several, the smallest is what keeps a phone's download small.
        const copies = await Promise.all([img.src, ...img.srcset].map(picture))
        for (const art of copies)
          expect(art.width / art.height, `${path} ${img.src}`).toBeCloseTo(
            img.width / img.height,
            2,
          )
        const smallest = Math.min(...copies.map((art) => art.bytes.byteLength))
        expect(smallest, img.src).toBeLessThan(40_000)
      }
    }
  })
})
