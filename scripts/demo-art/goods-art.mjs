// The goods a shop's product tiles show, drawn as the brand's scenes are drawn (ink-outlined flat
// shapes, a soft shadow under each), in the client's colours: a furniture shop shows a sofa and a
// lamp, a spare-parts marketplace a brake disc and a battery, an outdoor shop a jacket and a tent.
import { r, tint } from './random.mjs'
/** @import { Palette } from './random.mjs' */

/** @typedef {(c: string, light: string, ink: string) => string} Drawing a good in a 100-unit box */

/**
 * @param {string} d
 * @param {string} fill
 * @param {string} ink
 */
const path = (d, fill, ink) =>
  `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`
/**
 * @param {string} d
 * @param {string} ink
 * @param {number} [width]
 */
const stroke = (d, ink, width = 3) =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round"/>`
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 * @param {string} fill
 * @param {string} ink
 */
const box = (x, y, w, h, rx, fill, ink) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${ink}" stroke-width="3"/>`
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 * @param {string} ink
 */
const disc = (cx, cy, radius, fill, ink) =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" stroke="${ink}" stroke-width="3"/>`

/** @type {Record<string, Drawing>} */
const DRAWINGS = {
  sofa: (c, light, ink) =>
    box(14, 30, 72, 30, 9, c, ink) +
    box(8, 50, 84, 22, 7, light, ink) +
    box(4, 42, 15, 32, 7, c, ink) +
    box(81, 42, 15, 32, 7, c, ink) +
    stroke('M50 53v17', ink, 2.5) +
    box(14, 74, 6, 10, 2, ink, ink) +
    box(80, 74, 6, 10, 2, ink, ink),
  armchair: (c, light, ink) =>
    box(24, 20, 52, 42, 12, c, ink) +
    box(22, 52, 56, 18, 6, light, ink) +
    box(12, 42, 16, 30, 8, c, ink) +
    box(72, 42, 16, 30, 8, c, ink) +
    box(22, 72, 6, 12, 2, ink, ink) +
    box(72, 72, 6, 12, 2, ink, ink),
  lamp: (c, light, ink) =>
    stroke('M50 42v40', ink, 4) +
    path('M32 14h36l12 30H20Z', c, ink) +
    path('M36 84a14 5 0 0 1 28 0Z', ink, ink) +
    `<path d="M28 44h44l-6 8H34Z" fill="${light}" opacity=".8"/>`,
  'side-table': (c, light, ink) =>
    box(42, 22, 16, 22, 7, light, ink) +
    path('M49 22c-12-2-16-10-14-18 9 1 14 8 14 18Z', c, ink) +
    path('M51 22c2-10 8-15 16-14-1 9-7 14-16 14Z', c, ink) +
    box(18, 44, 64, 9, 4, c, ink) +
    stroke('M26 53l-6 31M74 53l6 31M34 53l-2 31M66 53l2 31', ink, 3),
  'brake-disc': (c, light, ink) =>
    disc(46, 52, 34, light, ink) +
    `<circle cx="46" cy="52" r="24" fill="none" stroke="${c}" stroke-width="4" stroke-dasharray="7 5"/>` +
    disc(46, 52, 13, '#ffffff', ink) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2
        return `<circle cx="${r(46 + 8 * Math.cos(a))}" cy="${r(52 + 8 * Math.sin(a))}" r="2" fill="${ink}"/>`
      })
      .join('') +
    path('M70 22a38 38 0 0 1 14 24l-10 4a28 28 0 0 0-10-18Z', c, ink),
  tyre: (c, light, ink) =>
    disc(50, 50, 36, ink, ink) +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="4" stroke-dasharray="5 6"/>` +
    disc(50, 50, 20, light, ink) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2
        return stroke(
          `M${r(50 + 6 * Math.cos(a))} ${r(50 + 6 * Math.sin(a))}L${r(50 + 18 * Math.cos(a))} ${r(50 + 18 * Math.sin(a))}`,
          c,
          4,
        )
      })
      .join('') +
    disc(50, 50, 6, c, ink),
  'spark-plug': (c, light, ink) =>
    box(44, 8, 12, 10, 3, ink, ink) +
    box(40, 18, 20, 30, 8, '#ffffff', ink) +
    stroke('M40 26h20M40 33h20M40 40h20', light, 2.5) +
    path('M32 48h36v14H32Z', c, ink) +
    box(40, 62, 20, 16, 2, light, ink) +
    stroke('M40 67h20M40 72h20', ink, 2) +
    stroke('M50 78v8h8', ink, 3),
  battery: (c, light, ink) =>
    box(24, 18, 12, 10, 2, ink, ink) +
    box(64, 18, 12, 10, 2, ink, ink) +
    box(14, 28, 72, 12, 4, c, ink) +
    box(16, 40, 68, 42, 5, light, ink) +
    stroke('M27 58h10M32 53v10M63 58h10', ink, 3) +
    `<rect x="22" y="70" width="56" height="5" rx="2.5" fill="${c}"/>`,
  jacket: (c, light, ink) =>
    path('M36 14l14 8 14-8 18 10 10 32-12 4-6-16v44H26V44l-6 16-12-4 10-32Z', c, ink) +
    path('M36 14l14 14 14-14', light, ink) +
    stroke('M50 28v56', ink, 2.5) +
    stroke('M32 62h10M58 62h10', ink, 2.5),
  boot: (c, light, ink) =>
    path('M28 12h30v40l22 10c8 4 10 10 10 16H24l4-22Z', c, ink) +
    box(22, 78, 70, 9, 3, ink, ink) +
    stroke('M44 22h12M44 31h12M44 40h12', light, 3) +
    path('M28 56h30', 'none', ink),
  tent: (c, light, ink) =>
    path('M8 82L50 18l42 64Z', c, ink) +
    path('M50 18L38 82h24Z', light, ink) +
    stroke('M50 18l-4-8M50 18l4-8', ink, 2.5) +
    stroke('M2 84h96', ink, 3),
  backpack: (c, light, ink) =>
    path('M38 20a12 10 0 0 1 24 0', 'none', ink) +
    box(24, 20, 52, 64, 16, c, ink) +
    path('M24 40c8 6 44 6 52 0', 'none', ink) +
    box(34, 56, 32, 20, 6, light, ink) +
    stroke('M42 62h16', ink, 2.5),
}

/** The goods of each kind of shop, by what its product screen shows (the products table). */
const SHOPS = /** @type {[RegExp, string[]][]} */ ([
  [/furniture|sofa/i, ['sofa', 'armchair', 'lamp', 'side-table']],
  [/parts/i, ['brake-disc', 'tyre', 'spark-plug', 'battery']],
  [/outdoor|jacket|hik/i, ['jacket', 'boot', 'tent', 'backpack']],
])

/** Every good there is a drawing of. */
export const GOODS = Object.keys(DRAWINGS)

/**
 * The goods a shop that `shows` this sells, four of one trade; a shop not known sells a bit of each.
 * @param {string} shows what its product screen shows, e.g. "furniture listing with filters"
 */
export const goodsOf = (shows) =>
  SHOPS.find(([re]) => re.test(shows))?.[1] ?? ['sofa', 'jacket', 'lamp', 'backpack']

/**
 * One good, drawn into the square at (x, y) of side `size`, in `colour` with the palette's ink;
 * the group names it (`data-good`), so that tests can tell which goods a tile shows.
 * @param {string} name one of GOODS
 * @param {{ x: number, y: number, size: number, colour: string }} at
 * @param {Palette} pal
 */
export function good(name, { x, y, size, colour }, pal) {
  const draw = DRAWINGS[name]
  if (!draw) throw new Error(`no drawing of the good "${name}"`)
  const s = size / 100
  const shadow = `<ellipse cx="50" cy="90" rx="34" ry="4" fill="${pal.ink}" opacity=".12"/>`
  return `<g data-good="${name}" transform="translate(${r(x)} ${r(y)}) scale(${Math.round(s * 1000) / 1000})">${shadow}${draw(colour, tint(colour, 0.6), pal.ink)}</g>`
}
