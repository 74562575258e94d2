// `npm run art`: draws every picture of the demo content (embedded-cms/content/media.json) into
// embedded-cms/content/media/, and writes the module that bundles them into the embedded content
// service. Offline and deterministic: the same content always gives the same files.
//
// Sources: Lucide icons (lucide-static, ISC), fonts from Fontsource (SIL Open Font License),
// rasterised with sharp; the case study's loop encoded by the system's ffmpeg.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import * as prettier from 'prettier'
import sharp from 'sharp'
import { awardBadge, clientLogo, featureIcon, partnerBadge, techLogo } from './brand-art.mjs'
import { caseStudyArt, layoutVariants } from './case-study-art.mjs'
import { officeArt } from './city-art.mjs'
import { ogImage } from './og-art.mjs'
import { industryArt } from './industry-art.mjs'
import { lifeArt } from './life-art.mjs'
import { aboutMoment, teamMeetup } from './about-art.mjs'
import { inkPortrait } from './portrait-art.mjs'
import { pattern } from './pattern-art.mjs'
import { serviceAnimation, serviceCover } from './service-art.mjs'
import { telemetryFrame } from './telemetry-art.mjs'
import { canEncode, encodeLoop } from './video.mjs'
import { homeHero, landingHero, serviceWork } from './work-art.mjs'
/** @import { CaseStudyContent, MediaEntry, MediaSizeEntry, ServiceContent } from '../../embedded-cms/src/content/types' */

const root = new URL('../../', import.meta.url)
/** @type {(path: string) => unknown} */
const read = (path) => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const MEDIA_DIR = new URL('embedded-cms/content/media/', root)
const INDEX = new URL('embedded-cms/src/media/files.ts', root)
const COMPANY = 'Northwind Labs'

const media = /** @type {Record<string, MediaEntry>} */ (read('embedded-cms/content/media.json'))
const caseStudies = /** @type {CaseStudyContent[]} */ (
  read('embedded-cms/content/case-studies.json')
)
const services = /** @type {ServiceContent[]} */ (read('embedded-cms/content/services.json'))

/** The client a case study names in its project heading block. */
const clientOf = (/** @type {CaseStudyContent} */ cs) => {
  const client = cs.blocks.find((b) => b.name === 'custom/project-heading')?.attributes?.client
  return typeof client === 'string' ? client : undefined
}
const caseStudyBySlug = new Map(caseStudies.map((cs) => [cs.slug, cs]))
const serviceBySlug = new Map(services.map((s) => [s.slug, s]))

// Neighbours on the portfolio of one kind of product alternate between its two layouts.
const variants = layoutVariants(caseStudies)
const artOfCaseStudy = (/** @type {CaseStudyContent} */ cs) =>
  caseStudyArt(cs, clientOf(cs), { variant: variants.get(cs.slug) ?? 0 })

// A case study's pictures say what they show, for that product and client (drawn from one table).
for (const cs of caseStudies) {
  const { alts } = artOfCaseStudy(cs)
  for (const [key, alt] of [
    [`cs-${cs.slug}`, alts.cover],
    [`cs-${cs.slug}-detail-1`, alts.desktop],
    [`cs-${cs.slug}-detail-2`, alts.mobile],
  ]) {
    const entry = media[key ?? '']
    if (entry) entry.alt = alt ?? entry.alt
  }
}

/**
 * A moment `t` (0 to 1) of a case study's looping video, in the palette of its other pictures.
 * @param {string} slug
 * @param {number} t
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
function loopFrame(slug, t, w, h, label) {
  const cs = caseStudyBySlug.get(slug)
  if (!cs) throw new Error(`cs-${slug}-loop: no case study ${slug}`)
  return telemetryFrame(artOfCaseStudy(cs).palette, clientOf(cs) ?? cs.title, t, w, h, label)
}

/**
 * The SVG of a media entry, by its key.
 * @param {string} key
 * @param {MediaEntry} entry
 */
function draw(key, entry) {
  const { width: w, height: h, alt } = entry
  const label = entry.label ?? alt
  let m
  // A case study's looping video's poster: the loop's first frame.
  if ((m = /^cs-(.+)-loop$/.exec(key))) return loopFrame(m[1] ?? '', 0, w, h, alt)
  if ((m = /^cs-(.+?)(-detail-([12]))?$/.exec(key))) {
    const cs = caseStudyBySlug.get(m[1] ?? '')
    if (!cs) throw new Error(`${key}: no case study ${m[1]}`)
    const art = artOfCaseStudy(cs)
    return m[3] === '1'
      ? art.desktopDetail(w, h, alt)
      : m[3] === '2'
        ? art.mobileDetail(w, h, alt)
        : art.cover(w, h, alt)
  }
  if ((m = /^og-(cs|service)-(.+)$/.exec(key))) {
    const item = m[1] === 'cs' ? caseStudyBySlug.get(m[2] ?? '') : serviceBySlug.get(m[2] ?? '')
    if (!item) throw new Error(`${key}: no ${m[1]} ${m[2]}`)
    const art =
      m[1] === 'cs'
        ? artOfCaseStudy(/** @type {CaseStudyContent} */ (item)).cover(1200, 800, item.title)
        : serviceCover(item.slug, item.title)
    const eyebrow =
      m[1] === 'cs'
        ? `Case study · ${clientOf(/** @type {CaseStudyContent} */ (item)) ?? COMPANY}`
        : 'Service'
    return ogImage({ key, eyebrow, title: item.title, art, company: COMPANY })
  }
  if (key === 'og-home') {
    const hero = media['hero-home']
    if (!hero) throw new Error('og-home: no hero-home picture')
    const art = homeHero(hero.width, hero.height, hero.alt)
    return ogImage({
      key,
      eyebrow: 'Software development company',
      title: 'Senior teams that build software people use',
      art,
      company: COMPANY,
    })
  }
  if (key === 'hero-home') return homeHero(w, h, alt)
  if (key === 'landing-hero') return landingHero(w, h, alt)
  if (key === 'about-team') return teamMeetup(w, h, alt)
  if (key.startsWith('about-grid-')) return aboutMoment(label, w, h, alt)
  if ((m = /^service-(.+)-(half|facts)$/.exec(key)))
    return serviceWork(m[1] ?? '', m[2] === 'half' ? 'team' : 'workshop', w, h, alt)
  if ((m = /^service-(.+)$/.exec(key)) && entry.kind === 'cover') {
    const s = serviceBySlug.get(m[1] ?? '')
    if (!s) throw new Error(`${key}: no service ${m[1]}`)
    return serviceCover(s.slug, alt)
  }
  if ((m = /^office-(.+)$/.exec(key))) {
    const office = officeArt(m[1] ?? '', w, h, alt)
    if (!office) throw new Error(`${key}: no landmark drawn for this city`)
    return office
  }
  if (key.startsWith('client-'))
    return clientLogo(label, w, h, { white: key.endsWith('-white'), label: alt })
  if (key.startsWith('partner-')) return partnerBadge(label, w, h, alt)
  if (key.startsWith('tech-')) return techLogo(label, w, h, alt)
  if (key.startsWith('award-'))
    return awardBadge(label, /\(([^)]+)\)$/.exec(alt)?.[1] ?? '', w, h, alt)
  if (entry.kind === 'portrait') return inkPortrait(label, w, h, alt)
  if (entry.kind === 'icon') return featureIcon(key, w, h, alt)
  if (key.startsWith('vertical-')) return industryArt(key, w, h, alt)
  if (entry.kind === 'pattern') return pattern(key, alt, w, h)
  if (key.startsWith('life-')) return lifeArt(alt, w, h)
  throw new Error(`${key}: no drawing for this kind of picture`)
}

/**
 * WordPress's default image sizes (name, width, height, crop), generated for every raster upload
 * larger than them, as `wp_generate_attachment_metadata()` does.
 * @type {[name: string, maxW: number, maxH: number, crop: boolean][]}
 */
const WP_SIZES = [
  ['thumbnail', 150, 150, true],
  ['medium', 300, 300, false],
  ['medium_large', 768, 0, false],
  ['large', 1024, 1024, false],
  ['1536x1536', 1536, 1536, false],
  ['2048x2048', 2048, 2048, false],
]

/**
 * `image_resize_dimensions()`: the size of one generated copy, or null when none is made.
 * @param {number} width
 * @param {number} height
 * @param {number} maxW
 * @param {number} maxH
 * @param {boolean} crop
 * @returns {[width: number, height: number] | null}
 */
function resized(width, height, maxW, maxH, crop) {
  if (crop) {
    const w = Math.min(maxW, width)
    const h = Math.min(maxH, height)
    return w === width && h === height ? null : [w, h]
  }
  const ratio = Math.min(maxW ? maxW / width : Infinity, maxH ? maxH / height : Infinity)
  if (ratio >= 1) return null
  return [Math.round(width * ratio), Math.round(height * ratio)]
}

const JPEG = { quality: 76, mozjpeg: true }

/**
 * The bytes of a media entry's file: SVG as drawn, PNG rasterised (palette PNG: flat art), JPEG
 * rasterised with WordPress's generated sizes (`sizes`: file name → bytes, and their metadata).
 * @param {string} key
 * @param {MediaEntry} entry
 */
async function render(key, entry) {
  const svg = draw(key, entry)
  // librsvg parses it as a browser would: a picture that is not well-formed XML fails here.
  const { width, height } = await sharp(Buffer.from(svg)).metadata()
  if (width !== entry.width || height !== entry.height)
    throw new Error(`${key}: drawn ${width} × ${height}`)
  if (extname(entry.file) === '.svg') return { bytes: Buffer.from(svg) }
  const raster = sharp(Buffer.from(svg), { density: 72 }).resize(entry.width, entry.height)
  if (extname(entry.file) === '.png') {
    const bytes = await raster
      .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
      .toBuffer()
    return { bytes }
  }
  if (extname(entry.file) !== '.jpg') throw new Error(`${key}: cannot draw ${entry.file}`)
  const pixels = await raster.flatten({ background: '#ffffff' }).png().toBuffer()
  const bytes = await sharp(pixels).jpeg(JPEG).toBuffer()
  const stem = basename(entry.file, '.jpg')
  /** @type {Map<string, Buffer>} */
  const files = new Map()
  /** @type {Record<string, MediaSizeEntry>} */
  const meta = {}
  for (const [name, maxW, maxH, crop] of WP_SIZES) {
    const size = resized(entry.width, entry.height, maxW, maxH, crop)
    if (!size) continue
    const [w, h] = size
    const file = `${stem}-${w}x${h}.jpg`
    files.set(file, await sharp(pixels).resize(w, h, { fit: 'cover' }).jpeg(JPEG).toBuffer())
    meta[name] = { file, width: w, height: h, mimeType: 'image/jpeg' }
  }
  return { bytes, files, meta }
}

/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(0)} KB`
const written = new Set()
let total = 0
/** @type {Record<string, number>} */
const byKind = {}
/**
 * Generated sizes, by upload path: bundled beside the originals.
 * @type {string[]}
 */
const sizeFiles = []
for (const [key, entry] of Object.entries(media)) {
  const { bytes, files, meta } = await render(key, entry)
  const name = basename(entry.file)
  writeFileSync(new URL(name, MEDIA_DIR), bytes)
  written.add(name)
  total += bytes.length
  byKind[entry.kind] = (byKind[entry.kind] ?? 0) + bytes.length
  for (const [file, data] of files ?? []) {
    writeFileSync(new URL(file, MEDIA_DIR), data)
    written.add(file)
    sizeFiles.push(`${entry.file.slice(0, -name.length)}${file}`)
    total += data.length
    byKind[entry.kind] = (byKind[entry.kind] ?? 0) + data.length
  }
  // WordPress's attachment metadata keeps the generated sizes; so does media.json.
  if (meta) entry.sizes = meta
  else delete entry.sizes
}
// Art of entries no longer in media.json goes; other files (the demo video) stay.
for (const name of readdirSync(MEDIA_DIR)) {
  if (/\.(svg|png|jpg)$/.test(name) && !written.has(name)) rmSync(new URL(name, MEDIA_DIR))
}
// Each looping video beside its poster (`<key>.mp4`): 4 s at 24 frames a second, 800 px wide.
for (const [key, entry] of Object.entries(media)) {
  const slug = /^cs-(.+)-loop$/.exec(key)?.[1]
  if (!slug) continue
  const name = `${basename(entry.file, extname(entry.file))}.mp4`
  if (!canEncode()) {
    console.warn(`${name}: no ffmpeg here, the committed video stays as it is`)
    continue
  }
  const size = { width: 800, height: Math.round((800 * entry.height) / entry.width) }
  const video = await encodeLoop((t) => loopFrame(slug, t, size.width, size.height, entry.alt), {
    ...size,
    fps: 24,
    seconds: 4,
  })
  writeFileSync(new URL(name, MEDIA_DIR), video)
  console.log(`${name}: ${kb(video.length)}`)
}
// Each service's hero animation, by slug: the embedded service answers json-file/<id> with it.
const animations = Object.fromEntries(
  services.map((s) => [s.slug, serviceAnimation(s.slug, s.title)]),
)
const ANIMATIONS = new URL('embedded-cms/content/animations.json', root)
writeFileSync(ANIMATIONS, `${JSON.stringify(animations)}\n`)
console.log(`${services.length} animations, ${kb(readFileSync(ANIMATIONS).length)}`)

const MEDIA_JSON = new URL('embedded-cms/content/media.json', root)
const jsonOptions = await prettier.resolveConfig(MEDIA_JSON.pathname)
writeFileSync(
  MEDIA_JSON,
  await prettier.format(JSON.stringify(media), { ...jsonOptions, filepath: MEDIA_JSON.pathname }),
)

const paths = [...Object.values(media).map((e) => e.file), ...sizeFiles]
const index = [
  '// Generated by `npm run art` (scripts/demo-art/generate.mjs) from content/media.json: do not edit.',
  '// Every picture of the demo content, bundled as a Data module (see embedded-cms/wrangler.toml).',
  ...paths.map((file, i) => `import f${i} from '../../content/media/${basename(file)}'`),
  '',
  '/** The bytes of each generated picture, by its path under `/wp-content/uploads/`. */',
  'export const MEDIA_FILES: Record<string, ArrayBuffer> = {',
  ...paths.map((file, i) => `  '${file}': f${i},`),
  '}',
  '',
].join('\n')
const options = await prettier.resolveConfig(INDEX.pathname)
writeFileSync(INDEX, await prettier.format(index, { ...options, filepath: INDEX.pathname }))

console.log(`${written.size} files, ${kb(total)} in all (average ${kb(total / written.size)})`)
for (const [kind, bytes] of Object.entries(byKind)) console.log(`  ${kind.padEnd(9)} ${kb(bytes)}`)
