import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import media from '../content/media.json'
import caseStudies from '../content/case-studies.json'
import { MEDIA_FILES } from '../src/media/files'
import { gql, ORIGIN } from './helpers'

interface Entry {
  file: string
  width: number
  height: number
  kind: string
}
const entries = Object.entries(media as Record<string, Entry>)
const upload = (file: string) => SELF.fetch(`${ORIGIN}/wp-content/uploads/${file}`)

/** The intrinsic size a browser reads from the file: the root `<svg>`'s attributes or PNG's IHDR. */
function intrinsicSize(bytes: Uint8Array, type: string) {
  if (type === 'image/png') {
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  const root = /<svg\b[^>]*>/.exec(new TextDecoder().decode(bytes.slice(0, 600)))?.[0] ?? ''
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1])
  return { width: attr('width'), height: attr('height') }
}

describe('the demo pictures (npm run art)', () => {
  it('has a small file for every media entry, of the size media.json gives the site', () => {
    for (const [key, entry] of entries) {
      const file = MEDIA_FILES[entry.file]
      expect(file, key).toBeDefined()
      const bytes = new Uint8Array(file ?? new ArrayBuffer(0))
      const type = entry.file.endsWith('.png') ? 'image/png' : 'image/svg+xml'
      expect(intrinsicSize(bytes, type), key).toEqual({ width: entry.width, height: entry.height })
      expect(bytes.byteLength, key).toBeLessThan(40_000)
    }
  })

  it('serves them with their content type', async () => {
    for (const [file, type] of [
      ['2025/03/cs-fleet-telemetry-platform.svg', 'image/svg+xml'],
      ['2025/03/team-elena-markovi.svg', 'image/svg+xml'],
      ['2025/03/og-home.png', 'image/png'],
    ]) {
      const res = await upload(file ?? '')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(
        new Uint8Array(MEDIA_FILES[file ?? ''] ?? new ArrayBuffer(0)),
      )
    }
  })

  it('gives every case study its own Open Graph PNG of 1200 × 630', () => {
    const files = caseStudies.map((cs) => {
      const entry = (media as Record<string, Entry>)[cs.seo.image.replace('media:', '')]
      expect(entry?.file, cs.slug).toMatch(/\.png$/)
      return entry?.file ?? ''
    })
    expect(new Set(files).size).toBe(caseStudies.length)
    for (const file of files) {
      const bytes = new Uint8Array(MEDIA_FILES[file] ?? new ArrayBuffer(0))
      // The PNG signature, then the IHDR chunk with width and height.
      expect([...bytes.slice(0, 8)], file).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
      expect(intrinsicSize(bytes, 'image/png'), file).toEqual({ width: 1200, height: 630 })
    }
  })

  it("prints Yoast's og:image with its width, height and type in fullHead", async () => {
    const { body } = await gql(
      '{ caseStudy(id: "fleet-telemetry-platform", idType: SLUG) { seo { fullHead opengraphImage { sourceUrl } } } page(id: "/about/", idType: URI) { seo { fullHead } } }',
    )
    const data = body.data as {
      caseStudy: { seo: { fullHead: string; opengraphImage: { sourceUrl: string } } }
      page: { seo: { fullHead: string } }
    }
    const head = data.caseStudy.seo.fullHead
    expect(data.caseStudy.seo.opengraphImage.sourceUrl).toBe(
      `${ORIGIN}/wp-content/uploads/2025/03/og-cs-fleet-telemetry-platform.png`,
    )
    expect(head).toContain(
      `<meta property="og:image" content="${ORIGIN}/wp-content/uploads/2025/03/og-cs-fleet-telemetry-platform.png" />`,
    )
    expect(head).toContain('<meta property="og:image:width" content="1200" />')
    expect(head).toContain('<meta property="og:image:height" content="630" />')
    expect(head).toContain('<meta property="og:image:type" content="image/png" />')
    // A page without its own image shares Yoast's default image.
    expect(data.page.seo.fullHead).toContain(
      `<meta property="og:image" content="${ORIGIN}/wp-content/uploads/2025/03/og-home.png" />`,
    )
  })
})
