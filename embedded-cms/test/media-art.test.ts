import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import media from '../content/media.json'
import caseStudies from '../content/case-studies.json'
import loop from '../content/media/cs-fleet-telemetry-platform-loop.mp4'
import { MEDIA_FILES } from '../src/media/files'
import services from '../content/services.json'
import { AUTH, gql, ORIGIN } from './helpers'

interface Entry {
  file: string
  width: number
  height: number
  kind: string
  alt: string
  sizes?: Record<string, { file: string; width: number; height: number }>
}
const entries = Object.entries(media as Record<string, Entry>)
const upload = (file: string) => SELF.fetch(`${ORIGIN}/wp-content/uploads/${file}`)

/** A JPEG's size from its start-of-frame segment. */
function jpegSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  for (let at = 2; at + 9 < bytes.length; at += 2 + view.getUint16(at + 2)) {
    const marker = view.getUint16(at)
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
  }
  return { width: 0, height: 0 }
}

const typeOf = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.jpg') ? 'image/jpeg' : 'image/svg+xml'

/** The intrinsic size a browser reads from the file: the root `<svg>`'s attributes, PNG's IHDR, JPEG's SOF. */
function intrinsicSize(bytes: Uint8Array, type: string) {
  if (type === 'image/jpeg') return jpegSize(bytes)
  if (type === 'image/png') {
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  const root = /<svg\b[^>]*>/.exec(new TextDecoder().decode(bytes.slice(0, 600)))?.[0] ?? ''
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1])
  return { width: attr('width'), height: attr('height') }
}

/** The SHA-256 of a file's bytes, hex: two files with one hash are the same picture. */
async function hashOf(file: string) {
  const digest = await crypto.subtle.digest('SHA-256', MEDIA_FILES[file] ?? new ArrayBuffer(0))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** An SVG's drawing without its label, ids and colours: what is left of a picture recoloured. */
const drawingOf = (file: string) =>
  new TextDecoder()
    .decode(MEDIA_FILES[file] ?? new ArrayBuffer(0))
    .replace(/aria-label="[^"]*"/, '')
    .replaceAll(/\bid="[^"]*"|url\(#[^)]*\)/g, '')
    .replaceAll(/#[0-9a-f]{3,8}\b/gi, '')

/** An SVG's structure: its elements and their attribute names, without any value. A skyline
 * redrawn with other heights and colours keeps its structure; another landmark does not. */
const structureOf = (file: string) =>
  [...drawingOf(file).matchAll(/<([a-zA-Z]+)([^>]*)>/g)]
    .map(
      ([, tag, attrs]) => `${tag}(${[...(attrs ?? '').matchAll(/([a-z-]+)=/g)].map((m) => m[1])})`,
    )
    .join('')

const entry = (key: string) => (media as Record<string, Entry>)[key]

/** The colours an SVG names, lower-cased. */
const colours = (file: string) =>
  new Set(
    new TextDecoder()
      .decode(MEDIA_FILES[file] ?? new ArrayBuffer(0))
      .match(/#[0-9a-f]{3,8}\b/gi)
      ?.map((c) => c.toLowerCase()),
  )

/** Scenes drawn in `palette` only, each file under `maxBytes`, no two of one structure. */
function expectScenesOfTheirOwn(scenes: [string, Entry][], palette: Set<string>, maxBytes: number) {
  for (const [key, e] of scenes) {
    expect(
      [...colours(e.file)].filter((c) => !palette.has(c)),
      key,
    ).toEqual([])
    expect(MEDIA_FILES[e.file]?.byteLength, key).toBeLessThan(maxBytes)
  }
  expect(new Set(scenes.map(([, e]) => structureOf(e.file))).size).toBe(scenes.length)
}

describe('the demo pictures (npm run art)', () => {
  it('has a small file for every media entry, of the size media.json gives the site', () => {
    for (const [key, entry] of entries) {
      const file = MEDIA_FILES[entry.file]
      expect(file, key).toBeDefined()
      const bytes = new Uint8Array(file ?? new ArrayBuffer(0))
      const type = typeOf(entry.file)
      expect(intrinsicSize(bytes, type), key).toEqual({ width: entry.width, height: entry.height })
      // A photo's original is the one large file; phones get its generated sizes.
      expect(bytes.byteLength, key).toBeLessThan(type === 'image/jpeg' ? 80_000 : 40_000)
    }
  })

  it('has the sizes WordPress generates for every photo, each file of its size', () => {
    const photos = entries.filter(([, e]) => e.file.endsWith('.jpg'))
    expect(photos.map(([key]) => key)).toEqual([
      'about-team',
      'about-grid-0',
      'about-grid-1',
      'about-grid-2',
      'about-grid-3',
    ])
    for (const [key, entry] of photos) {
      const names = Object.keys(entry.sizes ?? {})
      // 1600 × 1200: every default size below 2048 px; 1440 × 1040: none of 1536 px.
      expect(names, key).toEqual(
        entry.width > 1536
          ? ['thumbnail', 'medium', 'medium_large', 'large', '1536x1536']
          : ['thumbnail', 'medium', 'medium_large', 'large'],
      )
      for (const size of Object.values(entry.sizes ?? {})) {
        const dir = entry.file.slice(0, entry.file.lastIndexOf('/') + 1)
        const bytes = new Uint8Array(MEDIA_FILES[dir + size.file] ?? new ArrayBuffer(0))
        expect(jpegSize(bytes), size.file).toEqual({ width: size.width, height: size.height })
        expect(size.file).toBe(
          `${entry.file.slice(dir.length, -4)}-${size.width}x${size.height}.jpg`,
        )
      }
    }
    expect(media['about-grid-0'].sizes?.medium).toMatchObject({ width: 300, height: 225 })
  })

  it('serves them with their content type', async () => {
    for (const [file, type] of [
      ['2025/03/cs-fleet-telemetry-platform.svg', 'image/svg+xml'],
      ['2025/03/team-elena-markovi.svg', 'image/svg+xml'],
      ['2025/03/og-home.png', 'image/png'],
      ['2025/03/about-grid-0.jpg', 'image/jpeg'],
      ['2025/03/about-grid-0-300x225.jpg', 'image/jpeg'],
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

  it('gives every published case study a cover of its own, none the same file as another', async () => {
    const published = caseStudies.filter(
      (cs) => ((cs as { status?: string }).status ?? 'publish') === 'publish',
    )
    expect(published.length).toBe(104)
    const covers = published.map((cs) => {
      const key = cs.image?.replace('media:', '') ?? ''
      expect(entry(key)?.file, cs.slug).toMatch(/\.svg$/)
      return entry(key)?.file ?? ''
    })
    const hashes = await Promise.all(covers.map(hashOf))
    expect(new Set(hashes).size).toBe(published.length)
  })

  describe('case study pictures', () => {
    const clientOf = (cs: (typeof caseStudies)[number]) => {
      const heading = cs.blocks.find((b) => b.name === 'custom/project-heading')
      return String((heading?.attributes as { client?: string } | undefined)?.client ?? '')
    }
    const keys = (slug: string) => [`cs-${slug}`, `cs-${slug}-detail-1`, `cs-${slug}-detail-2`]
    /** The kind of product and the layout a picture is drawn as, from its root element. */
    const drawnAs = (key: string) => {
      const root =
        /<svg\b[^>]*>/.exec(new TextDecoder().decode(MEDIA_FILES[entry(key)?.file ?? '']))?.[0] ??
        ''
      return {
        kind: /\sdata-kind="([a-z]+)"/.exec(root)?.[1],
        variant: /\sdata-variant="(\d)"/.exec(root)?.[1],
      }
    }

    it('describe what each shows, for that product: no alt text a template with the client swapped', () => {
      const seen = new Map<string, string>()
      const templated: string[] = []
      for (const cs of caseStudies) {
        for (const key of keys(cs.slug)) {
          const alt = entry(key)?.alt ?? ''
          expect(alt, key).not.toBe('')
          // What is left without the client's name and the case study's title is its pattern.
          const pattern = alt
            .replaceAll(clientOf(cs), '<client>')
            .replace(new RegExp(cs.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '<title>')
            .toLowerCase()
          const first = seen.get(pattern)
          if (first && first !== cs.slug) templated.push(`${first} / ${key}: ${pattern}`)
          seen.set(pattern, cs.slug)
        }
      }
      expect(templated).toEqual([])
      expect(entry('cs-magazine-subscription-paywall-detail-1')?.alt).toBe(
        "Kittiwake Press's subscription checkout with three plans on desktop",
      )
    })

    it('draw each product as what it is, whatever its industry', () => {
      const kinds = new Map(caseStudies.map((cs) => [cs.slug, drawnAs(`cs-${cs.slug}`).kind]))
      // What a title says the product is, as a visitor reads it, and the screen that shows it.
      const says: [RegExp, string][] = [
        [/paywall/i, 'checkout'],
        [/self-service portal|customer portal/i, 'account'],
        [/\bbooking\b(?! engine)|appointment/i, 'booking'],
        [/chatbot/i, 'chat'],
        [/application portal|admissions portal|claims portal|permit applications/i, 'form'],
        [/design system/i, 'design'],
        [/\bAPI\b/, 'api'],
        [/streaming app|video newsroom/i, 'player'],
        [/timetable/i, 'schedule'],
      ]
      let checked = 0
      for (const cs of caseStudies)
        for (const [re, kind] of says)
          if (re.test(cs.title)) {
            expect(kinds.get(cs.slug), cs.title).toBe(kind)
            checked++
          }
      expect(checked).toBeGreaterThanOrEqual(20)
      // Keywords would guess these wrong.
      expect(kinds.get('apprenticeship-tracking-platform')).toBe('pipeline')
      expect(kinds.get('tax-filing-assistant')).toBe('form')
      expect(kinds.get('holiday-booking-engine')).toBe('checkout')
      expect(kinds.get('audience-data-warehouse')).toBe('dashboard')
      // Every picture of one case study shows the same product.
      for (const cs of caseStudies)
        for (const key of keys(cs.slug)) expect(drawnAs(key), key).toEqual(drawnAs(`cs-${cs.slug}`))
      expect(new Set(kinds.values()).size).toBeGreaterThanOrEqual(16)
    })

    it('look different next to each other on the portfolio, and each kind has two layouts', () => {
      const portfolio = caseStudies
        .filter((cs) => ((cs as { status?: string }).status ?? 'publish') === 'publish')
        .sort((a, b) => a.menuOrder - b.menuOrder)
      const alike: string[] = []
      portfolio.forEach((cs, i) => {
        const next = portfolio[i + 1]
        if (!next) return
        const [a, b] = [drawnAs(`cs-${cs.slug}`), drawnAs(`cs-${next.slug}`)]
        if (a.kind === b.kind && a.variant === b.variant) alike.push(`${cs.slug} / ${next.slug}`)
      })
      expect(alike).toEqual([])
      // A kind's two layouts are two drawings, not one recoloured; so are two kinds.
      const byLayout = new Map<string, string>()
      for (const cs of portfolio) {
        const { kind, variant } = drawnAs(`cs-${cs.slug}`)
        byLayout.set(`${kind}/${variant}`, entry(`cs-${cs.slug}-detail-1`)?.file ?? '')
      }
      const kinds = new Set([...byLayout.keys()].map((k) => k.split('/')[0]))
      for (const kind of kinds)
        if (portfolio.filter((cs) => drawnAs(`cs-${cs.slug}`).kind === kind).length > 1)
          expect(byLayout.has(`${kind}/1`), kind).toBe(true)
      const structures = [...byLayout.values()].map(structureOf)
      expect(new Set(structures).size).toBe(byLayout.size)
    })
  })

  it('draws each office as its own city, not one skyline recoloured', () => {
    const offices = entries.filter(([key]) => key.startsWith('office-'))
    expect(offices.map(([key]) => key)).toEqual([
      'office-belgrade',
      'office-novi-sad',
      'office-amsterdam',
      'office-lisbon',
      'office-austin',
    ])
    const drawings = new Set(offices.map(([, e]) => structureOf(e.file)))
    expect(drawings.size).toBe(offices.length)
  })

  it('draws industries and team moments as scenes of their own, in the palette of the offices, service heroes and portraits', () => {
    // The system: the offices and the service heroes; skin and hair as the portraits have them.
    const system = new Set(
      entries
        .filter(([key, e]) => key.startsWith('office-') || e.kind === 'portrait')
        .concat(
          services.map((s) => [s.slug, entry(s.image.replace('media:', ''))] as [string, Entry]),
        )
        .flatMap(([, e]) => [...colours(e.file)]),
    )
    for (const prefix of ['vertical-', 'life-']) {
      const art = entries.filter(([key]) => key.startsWith(prefix))
      expect(art.length, prefix).toBeGreaterThanOrEqual(9)
      expectScenesOfTheirOwn(art, system, 6_000)
    }
  })

  it('draws the heroes and every team at work in the line style of the life scenes, each its own scene', () => {
    // The style: the life scenes' colours (the brand's and the people's own skin and hair).
    const life = new Set(
      entries.filter(([key]) => key.startsWith('life-')).flatMap(([, e]) => [...colours(e.file)]),
    )
    const scenes = entries.filter(
      ([key]) =>
        ['hero-home', 'landing-hero'].includes(key) || /^service-.+-(half|facts)$/.test(key),
    )
    expect(scenes.length).toBe(15)
    expectScenesOfTheirOwn(scenes, life, 8_000)
    for (const [key, e] of scenes) {
      expect(e.file, key).toMatch(/\.svg$/)
      // Drawn at the service heroes' scale, so that the ink line reads the same.
      const root = /<svg\b[^>]*>/.exec(new TextDecoder().decode(MEDIA_FILES[e.file]))?.[0] ?? ''
      expect(root, key).toMatch(/viewBox="0 0 1[12]\d\d \d+"/)
    }
  })

  it('never serves one picture under two names', async () => {
    const files = entries.map(([, e]) => e.file)
    const hashes = await Promise.all(files.map(hashOf))
    const seen = new Map<string, string>()
    for (const [i, hash] of hashes.entries()) {
      expect(seen.get(hash), files[i]).toBeUndefined()
      seen.set(hash, files[i] ?? '')
    }
  })

  it('shows a picture only once on a case study: a video has a poster of its own', () => {
    for (const cs of caseStudies) {
      const sections = cs.blocks
        .filter((b) => b.name === 'custom/project-details')
        .flatMap(
          (b) =>
            (b.attributes as { sections: { image?: string; video?: string | null }[] }).sections,
        )
      const images = sections.map((s) => s.image).filter(Boolean)
      expect(new Set(images).size, cs.slug).toBe(images.length)
      const heading = cs.blocks.find((b) => b.name === 'custom/project-heading')
      expect(images, cs.slug).not.toContain((heading?.attributes as { image?: string }).image)
    }
  })

  it("plays the fleet case study's telemetry loop in the shape of its own poster", () => {
    // The H.264 sample entry ('avc1' in the sample description, 'stsd') holds the frame's width
    // and height, 24 and 26 bytes after its type.
    const bytes = new Uint8Array(loop)
    const text = new TextDecoder('latin1').decode(bytes)
    const at = text.indexOf('avc1', text.indexOf('stsd'))
    expect(at).toBeGreaterThan(0)
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    const frame = { width: view.getUint16(at + 28), height: view.getUint16(at + 30) }
    const poster = entry('cs-fleet-telemetry-platform-loop')
    expect(frame.width).toBeGreaterThanOrEqual(640)
    expect(frame.width / frame.height).toBeCloseTo((poster?.width ?? 0) / (poster?.height ?? 1), 2)
    // A short loop stays light.
    expect(bytes.byteLength).toBeLessThan(150_000)
  })

  it('never draws the same face twice, even in other colours', () => {
    const portraits = entries.filter(([, e]) => e.kind === 'portrait')
    expect(portraits.length).toBe(18)
    // One team: every portrait in the scenes' ink line, head and shoulders in 400 units.
    for (const [key, e] of portraits) {
      const svg = new TextDecoder().decode(MEDIA_FILES[e.file])
      expect(svg, key).toContain('stroke="#10213a" stroke-width="3"')
      expect(/<svg\b[^>]*viewBox="40 -?\d+ 400 \d+"/.test(svg), key).toBe(true)
    }
    const faces = new Set(portraits.map(([, e]) => drawingOf(e.file)))
    expect(faces.size).toBe(portraits.length)
  })

  it("gives each service's hero an animation of its own that moves, with a poster of its own", async () => {
    interface Lottie {
      w: number
      h: number
      layers: {
        ks: Record<string, { a: number }>
        shapes: { ty: string; it?: { ty: string }[] }[]
      }[]
    }
    const animated = services.filter((s) => s.lottie !== null)
    expect(animated.length).toBeGreaterThanOrEqual(9)
    const drawings = new Set<string>()
    for (const service of animated) {
      const res = await SELF.fetch(`${ORIGIN}/wp-json/custom/v1/json-file/${service.lottie}`, {
        headers: { authorization: AUTH },
      })
      expect(res.status, service.slug).toBe(200)
      const lottie = (await res.json()) as Lottie
      // The poster's shape, so that it fills the same frame the same way.
      const poster = entry(service.image.replace('media:', ''))
      expect([lottie.w, lottie.h], service.slug).toEqual([poster?.width, poster?.height])
      // A scene, not a few shapes: many layers, and some of them animated.
      expect(lottie.layers.length, service.slug).toBeGreaterThanOrEqual(8)
      const moving = lottie.layers.filter(
        (l) => Object.values(l.ks).some((p) => p.a === 1) || l.shapes.some((s) => s.ty === 'tm'),
      )
      expect(moving.length, service.slug).toBeGreaterThanOrEqual(2)
      // What each layer draws (the kinds of its shapes), in order: no two services alike.
      drawings.add(
        lottie.layers
          .map((l) => l.shapes.map((s) => s.it?.map((i) => i.ty).join('') ?? s.ty).join('/'))
          .join('|'),
      )
    }
    expect(drawings.size).toBe(animated.length)
    // Every service's hero poster is its own picture.
    const posters = services.map((s) => entry(s.image.replace('media:', ''))?.file ?? '')
    expect(new Set(await Promise.all(posters.map(hashOf))).size).toBe(services.length)
  })
})
