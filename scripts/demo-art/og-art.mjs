// Open Graph pictures (1200 × 630): the page's title beside its illustration, with the company's
// logo. Drawn as SVG here and rasterised to PNG by generate.mjs, since social networks ignore SVG.
import { readFileSync } from 'node:fs'
import { PALETTES, esc, itemAt, seeded, tint } from './random.mjs'
import { textPath, wrap } from './type.mjs'
import { rect } from './ui.mjs'

const LOGO = readFileSync(new URL('../../static/logo.svg', import.meta.url), 'utf8')

/**
 * An SVG as a nested picture in the box, cropped to it (`slice`).
 * @param {string} svg
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const nested = (svg, x, y, w, h) =>
  svg.replace(
    /^<svg [^>]*?viewBox="([^"]+)"[^>]*>/,
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="$1" preserveAspectRatio="xMidYMid slice">`,
  )

/**
 * An Open Graph picture: `eyebrow` (what the page is) and `title` on the left, `art` (an SVG of
 * the page's own illustration) on the right, the company's logo and name at the top.
 * @param {{ key: string, eyebrow: string, title: string, art: string, company: string }} page
 */
export function ogImage({ key, eyebrow, title, art, company }) {
  const w = 1200
  const h = 630
  const rnd = seeded(key)
  const pal = itemAt(
    PALETTES.filter((p) => parseInt(p.bg.slice(1, 3), 16) > 0x60),
    rnd.int(0, 9),
  )
  const size = title.length > 60 ? 46 : 54
  const lines = wrap(title, 'poppinsBold', size, 520, 4)
  const logo = LOGO.replace(
    /<svg [^>]*viewBox="([^"]+)"[^>]*>/,
    '<svg x="64" y="60" width="44" height="44" viewBox="$1">',
  )
  const titleTop = 250 - ((lines.length - 2) * size * 1.15) / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">`,
    rect(0, 0, w, h, 0, pal.bg),
    logo,
    textPath(company, { x: 122, y: 92, size: 26, face: 'poppinsBold', fill: '#10213a' }),
    textPath(eyebrow.toUpperCase(), {
      x: 64,
      y: titleTop - size * 0.9,
      size: 18,
      face: 'poppins',
      fill: tint(pal.primary, -0.2),
      tracking: 2,
    }),
    ...lines.map((line, i) =>
      textPath(line, {
        x: 64,
        y: titleTop + i * size * 1.15 + size * 0.4,
        size,
        face: 'poppinsBold',
        fill: '#10213a',
      }),
    ),
    rect(64, 560, 120, 8, 4, pal.primary),
    `<clipPath id="og"><rect x="640" y="60" width="500" height="510" rx="28"/></clipPath>`,
    `<g clip-path="url(#og)">${nested(art, 640, 60, 500, 510)}</g>`,
    '</svg>',
  ].join('')
}
