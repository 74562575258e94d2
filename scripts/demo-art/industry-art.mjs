// The industries' tiles: each industry as the things people know it by (a bank card and a chart
// for fintech, a heart monitor for healthcare, a truck for logistics…), drawn as the service heroes
// are: ink-outlined paper and brand shapes with one soft shadow, standing on the brand's disc.
import { esc, itemAt, r } from './random.mjs'
import { BRAND } from './system.mjs'

const W = 600
const H = 400
/**
 * The ink line. The tiles show at about a third of their size (a 200 px card), so the line is
 * drawn heavier than the heroes' 3 in 1200 to look as heavy on screen.
 */
const LINE = 4
const INK = `stroke="${BRAND.ink}" stroke-width="${LINE}"`

/**
 * An outlined shape.
 * @param {string} d
 * @param {string} [fill]
 */
const shape = (d, fill = BRAND.paper) => `<path d="${d}" fill="${fill}" ${INK}/>`
/**
 * A stroke with no fill.
 * @param {string} d
 * @param {string} [colour]
 * @param {number} [width]
 */
const line = (d, colour = BRAND.ink, width = LINE) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`
/**
 * A rectangle, outlined unless `flat`.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 * @param {string} fill
 * @param {boolean} [flat]
 * @param {string} [extra]
 */
const box = (x, y, w, h, rx, fill, flat = false, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${flat ? '' : ` ${INK}`}${extra}/>`
/**
 * A circle, outlined unless `flat`.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 * @param {boolean} [flat]
 */
const dot = (cx, cy, radius, fill, flat = false) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${flat ? '' : ` ${INK}`}/>`
/**
 * A card with the system's one depth cue, a soft brand shadow below and to the right.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [fill]
 * @param {number} [rx]
 */
const card = (x, y, w, h, fill = BRAND.paper, rx = 14) =>
  box(x + 6, y + 8, w, h, rx, BRAND.brand3, true) + box(x, y, w, h, rx, fill)
/**
 * A line of text in a mock-up: a rounded bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} [fill]
 */
const text = (x, y, w, fill = BRAND.line) => box(x, y, w, 10, 5, fill, true)
/**
 * A tick in a round badge: something done.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 */
const tick = (cx, cy, radius) =>
  dot(cx, cy, radius, BRAND.accent) +
  line(
    `M${r(cx - radius * 0.42)} ${r(cy)}l${r(radius * 0.3)} ${r(radius * 0.3)}l${r(radius * 0.55)} ${r(-radius * 0.6)}`,
    BRAND.paper,
    LINE * 1.2,
  )

/**
 * The backdrop every tile shares: paper, the brand's disc and a grid of dots, bottom left unless
 * the scene stands there.
 * @param {number} gridY
 */
const stage = (gridY) =>
  box(0, 0, W, H, 0, BRAND.paperAlt, true) +
  dot(300, 215, 165, BRAND.stage, true) +
  Array.from({ length: 16 }, (_, i) =>
    dot(62 + (i % 4) * 18, gridY + Math.floor(i / 4) * 18, 3, BRAND.brand2, true),
  ).join('')
/** Scenes that reach the bottom left corner: their dots go top left. */
const GRID_TOP = new Set(['logistics', 'public-sector'])

/** @type {Record<string, () => string>} */
const SCENES = {
  // A bank card, a chart that grows and a stack of coins.
  fintech: () =>
    `<g transform="rotate(-8 265 230)">${card(140, 160, 240, 150, BRAND.brand, 18)}${box(168, 196, 42, 32, 6, BRAND.warm)}${text(168, 262, 120, BRAND.brand3)}${text(168, 282, 70, BRAND.brand3)}${line('M228 200q8 12 0 24M242 194q14 18 0 36', BRAND.brand3)}</g>` +
    card(330, 96, 160, 124) +
    [44, 62, 54, 82]
      .map((h, i) =>
        box(352 + i * 30, 196 - h, 18, h, 4, i === 3 ? BRAND.brand : BRAND.brand2, true),
      )
      .join('') +
    line('M352 150L382 134L412 140L448 112', BRAND.accent, LINE * 1.2) +
    [0, 1, 2]
      .map((i) => shape(`M404 ${316 - i * 18}a36 12 0 0 0 72 0v-12a36 12 0 0 0-72 0Z`, BRAND.warm))
      .join('') +
    shape('M404 268a36 12 0 0 0 72 0a36 12 0 0 0-72 0Z', BRAND.warm),
  // A patient monitor with a heartbeat, a medical cross and a capsule.
  healthcare: () =>
    card(120, 110, 280, 180) +
    text(144, 132, 90, BRAND.brand3) +
    dot(372, 137, 8, BRAND.accent, true) +
    line('M144 226H206L222 192L244 262L266 162L286 244L300 226H376', BRAND.accent, LINE * 1.5) +
    text(144, 266, 60) +
    text(216, 266, 40) +
    dot(450, 130, 46, BRAND.brand) +
    shape('M440 102h20v18h18v20h-18v18h-20v-18h-18v-20h18Z') +
    `<g transform="rotate(-35 452 300)">${shape('M412 282h40v36h-40a18 18 0 0 1 0-36Z', BRAND.warm)}${shape('M452 282h40a18 18 0 0 1 0 36h-40Z')}</g>`,
  // A truck on the road to a pin, with a parcel waiting.
  logistics: () =>
    line('M70 330H530') +
    line('M96 346H150M196 346H250M296 346H350M396 346H450', BRAND.brand2) +
    line('M430 150C470 170 500 210 476 252', BRAND.brand, LINE).replace(
      '/>',
      ' stroke-dasharray="2 11"/>',
    ) +
    card(120, 176, 210, 124) +
    box(140, 200, 170, 14, 7, BRAND.brand3, true) +
    box(140, 226, 110, 14, 7, BRAND.line, true) +
    shape('M330 216h62l36 40v44h-98Z', BRAND.brand) +
    shape('M344 230h40l22 26h-62Z') +
    dot(186, 304, 22, BRAND.ink, true) +
    dot(186, 304, 8, BRAND.paper, true) +
    dot(382, 304, 22, BRAND.ink, true) +
    dot(382, 304, 8, BRAND.paper, true) +
    shape('M430 150c-18-24-26-34-26-46a26 26 0 0 1 52 0c0 12-8 22-26 46Z', BRAND.accent) +
    dot(430, 104, 9, BRAND.paper) +
    box(448, 262, 66, 58, 6, BRAND.warm) +
    line('M481 262v22', BRAND.ink),
  // A shop window with an awning, a shopping bag and a price tag.
  'e-commerce': () =>
    card(120, 120, 250, 190) +
    [0, 1, 2, 3, 4]
      .map((i) => box(120 + i * 50, 120, 50, 42, 0, i % 2 ? BRAND.paper : BRAND.brand, true))
      .join('') +
    shape(
      `M120 162V134a14 14 0 0 1 14-14h222a14 14 0 0 1 14 14V162${[0, 1, 2, 3, 4].map(() => 'a25 16 0 0 1-50 0').join('')}Z`,
      'none',
    ) +
    [0, 1, 2]
      .map((i) =>
        box(144 + i * 72, 204, 56, 56, 8, itemAt([BRAND.brand4, BRAND.accent2, BRAND.brand4], i)),
      )
      .join('') +
    dot(172, 232, 12, BRAND.brand2, true) +
    box(232, 220, 24, 26, 4, BRAND.accent, true) +
    shape('M304 244l12-20 12 20Z', BRAND.warm) +
    text(144, 280, 80) +
    shape('M396 196h110l-10 118h-90Z', BRAND.accent) +
    line('M428 210v-14a23 23 0 0 1 46 0v14') +
    `<g transform="rotate(20 470 134)">${shape('M440 114h46l18 20-18 20h-46Z', BRAND.warm)}${dot(450, 134, 5, BRAND.paper)}</g>`,
  // A solar panel in the sun, a wind turbine and a charge badge.
  energy: () =>
    dot(176, 118, 34, BRAND.warm, true).replace('/>', ' opacity=".8"/>') +
    shape('M128 214h184l34 86H162Z', BRAND.brand) +
    line('M188 214l12 86M250 214l24 86M137 242h186M149 272h186', BRAND.brand2, 3) +
    line('M246 300v34M210 334h72') +
    shape('M416 336l6-172h8l6 172Z') +
    `<g transform="translate(426 160)">${[0, 120, 240]
      .map(
        (a) =>
          `<path d="M-4 0C-10-40-6-76 0-98C6-76 10-40 4 0Z" transform="rotate(${a})" fill="${BRAND.paper}" ${INK}/>`,
      )
      .join('')}</g>` +
    dot(426, 160, 10, BRAND.brand) +
    dot(494, 262, 32, BRAND.accent) +
    shape('M498 238l-18 28h14l-6 22 20-30h-14Z', BRAND.paper),
  // An open book, a graduation cap and a pencil.
  education: () =>
    shape('M300 216C264 196 206 192 162 202V326C206 316 264 320 300 340Z') +
    shape('M300 216C336 196 394 192 438 202V326C394 316 336 320 300 340Z') +
    [0, 1, 2, 3]
      .map((i) =>
        line(
          `M184 ${236 + i * 20}C216 ${230 + i * 20} 252 ${232 + i * 20} 280 ${240 + i * 20}`,
          i === 0 ? BRAND.brand2 : BRAND.line,
          6,
        ),
      )
      .join('') +
    [0, 1, 2]
      .map((i) =>
        line(
          `M320 ${240 + i * 20}C348 ${232 + i * 20} 384 ${230 + i * 20} 416 ${236 + i * 20}`,
          BRAND.line,
          6,
        ),
      )
      .join('') +
    shape('M250 150v30c26 16 74 16 100 0v-30Z', BRAND.ink) +
    shape('M300 90L404 130L300 170L196 130Z', BRAND.brand) +
    line('M300 130L380 150V190', BRAND.warm) +
    dot(380, 196, 8, BRAND.warm, true) +
    `<g transform="rotate(40 476 250)">${shape('M462 190h28v92l-14 24-14-24Z', BRAND.warm)}${shape('M462 282h28l-14 24Z')}${box(462, 180, 28, 12, 4, BRAND.brand2)}</g>`,
  // A video player with its play button and a podcast's waveform.
  media: () =>
    card(110, 104, 290, 200) +
    box(128, 122, 254, 134, 8, BRAND.brand4, true) +
    dot(255, 189, 34, BRAND.brand) +
    shape('M246 172v34l28-17Z', BRAND.paper) +
    box(128, 274, 254, 10, 5, BRAND.line, true) +
    box(128, 274, 150, 10, 5, BRAND.accent, true) +
    dot(278, 279, 10, BRAND.paper) +
    card(386, 196, 124, 110) +
    [26, 48, 34, 62, 40, 54, 24]
      .map((h, i) =>
        box(404 + i * 14, 251 - h / 2, 7, h, 3.5, i % 3 === 1 ? BRAND.brand : BRAND.accent, true),
      )
      .join('') +
    line('M418 162a30 30 0 0 1 60 0', BRAND.ink) +
    box(408, 156, 16, 28, 6, BRAND.brand) +
    box(472, 156, 16, 28, 6, BRAND.brand),
  // A public building with columns, and a form signed off.
  'public-sector': () =>
    shape('M110 170L220 112L330 170Z', BRAND.brand4) +
    dot(220, 148, 10, BRAND.warm) +
    box(116, 170, 208, 18, 2, BRAND.paper) +
    [0, 1, 2, 3]
      .map((i) => box(132 + i * 50, 188, 26, 106, 0, i % 2 ? BRAND.paper : BRAND.brand3))
      .join('') +
    box(108, 294, 224, 16, 2, BRAND.paper) +
    box(96, 310, 248, 16, 2, BRAND.paper) +
    card(360, 130, 150, 190) +
    text(380, 152, 80, BRAND.brand3) +
    [0, 1, 2].map((i) => tick(392, 194 + i * 36, 12) + text(414, 189 + i * 36, 74)).join('') +
    line('M382 296c14-12 22 6 34-6s18 8 30-2', BRAND.brand, 3),
  // A chip thinking, connected to what it answers: a network and a chat.
  ai: () =>
    line('M300 210L156 140M300 210L146 290M300 210L452 300M156 140L146 290', BRAND.brand2, LINE) +
    [0, 1, 2, 3]
      .map((i) =>
        line(
          `M${250 + i * 33} 146v-16M${250 + i * 33} 290v16M236 ${160 + i * 33}h-16M364 ${160 + i * 33}h16`,
        ),
      )
      .join('') +
    card(236, 146, 128, 128, BRAND.brand, 18) +
    box(262, 172, 76, 76, 10, BRAND.paper) +
    shape('M300 188c4 14 8 18 22 22-14 4-18 8-22 22-4-14-8-18-22-22 14-4 18-8 22-22Z', BRAND.warm) +
    dot(156, 140, 16, BRAND.accent) +
    dot(146, 290, 16, BRAND.paper) +
    dot(452, 300, 16, BRAND.warm) +
    card(390, 92, 130, 74) +
    shape('M414 166l-4 20 22-20Z') +
    [0, 1, 2]
      .map((i) => dot(428 + i * 28, 129, 8, i === 1 ? BRAND.brand : BRAND.brand2, true))
      .join(''),
}

/**
 * An industry's tile, by its media key (`vertical-<slug>`).
 * @param {string} key
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function industryArt(key, w, h, label) {
  const slug = key.replace('vertical-', '')
  const scene = SCENES[slug]
  if (!scene) throw new Error(`${key}: no industry scene`)
  if (w !== W || h !== H) throw new Error(`${key}: industry tiles are ${W} × ${H}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}"><g stroke-linecap="round" stroke-linejoin="round">${stage(GRID_TOP.has(slug) ? 52 : 300)}${scene()}</g></svg>`
}
