// The offices: each city by the landmark people know it by (Saint Sava and the Ada bridge in
// Belgrade, Petrovaradin's clock tower in Novi Sad, canal houses in Amsterdam, the Belém tower and
// the bridge in Lisbon, the Capitol in Austin), drawn in the brand's flat line style.
import { esc, itemAt, r, seeded } from './random.mjs'
import { BRAND } from './system.mjs'
/** @import { Rng } from './random.mjs' */

const W = 640
const H = 400
/** The ground line (quay or street); water or a street lies below it. */
const GROUND = 330
const STROKE = 2.5

const line = `stroke="${BRAND.ink}" stroke-width="${STROKE}" stroke-linejoin="round" stroke-linecap="round"`
/**
 * An outlined shape: every landmark is drawn with the one ink line.
 * @param {string} d
 */
const shape = (d, fill = BRAND.paper) => `<path d="${d}" fill="${fill}" ${line}/>`
/** @param {string} d */
const stroke = (d, width = STROKE, colour = BRAND.ink) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const box = (x, y, w, h, fill = BRAND.paper) => shape(`M${x} ${y}h${w}v${h}h${-w}Z`, fill)
/**
 * A dome standing on (cx, base).
 * @param {number} cx
 * @param {number} base
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 */
const dome = (cx, base, rx, ry, fill) =>
  shape(
    `M${cx - rx} ${base}C${cx - rx} ${base - ry * 1.3} ${cx + rx} ${base - ry * 1.3} ${cx + rx} ${base}Z`,
    fill,
  )
/**
 * A row of small windows: flat brand squares, no outline (details stay quiet).
 * @param {number} x
 * @param {number} y
 * @param {number} cols
 * @param {number} rows
 * @param {number} w
 * @param {number} h
 * @param {number} gapX
 * @param {number} gapY
 */
const windows = (x, y, cols, rows, w, h, gapX, gapY, fill = BRAND.brand3) =>
  Array.from({ length: rows }, (_, j) =>
    Array.from(
      { length: cols },
      (_, i) =>
        `<rect x="${r(x + i * gapX)}" y="${r(y + j * gapY)}" width="${w}" height="${h}" rx="1.5" fill="${fill}"/>`,
    ).join(''),
  ).join('')
/**
 * Crenellations along the top of a wall from x to x + w at y.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} n
 * @param {string} fill
 */
const battlements = (x, y, w, n, fill) => {
  const step = w / (2 * n - 1)
  return Array.from({ length: n }, (_, i) =>
    box(r(x + i * 2 * step), y - 8, r(step), 8, fill),
  ).join('')
}

/**
 * Far buildings on the horizon, one flat tint, so the landmark stands in front of a city.
 * @param {Rng} rnd
 */
function farCity(rnd, from = 0, to = W) {
  let out = ''
  for (let x = from; x < to;) {
    const w = rnd.int(28, 56)
    const h = rnd.int(40, 120)
    out += `<rect x="${x}" y="${GROUND - h}" width="${w}" height="${h}" fill="${BRAND.brand4}"/>`
    x += w + rnd.int(2, 10)
  }
  return out
}

/**
 * River or canal below the quay, with the same few ripples everywhere.
 * @param {Rng} rnd
 */
const water = (rnd) =>
  `<rect x="0" y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${BRAND.brand4}"/>` +
  stroke(`M0 ${GROUND}H${W}`) +
  Array.from({ length: 7 }, () => {
    const x = rnd.int(20, W - 80)
    const y = rnd.int(GROUND + 16, H - 12)
    return stroke(`M${x} ${y}h${rnd.int(24, 60)}`, STROKE, BRAND.paper)
  }).join('')

/**
 * @param {number} cx
 * @param {number} cy
 */
const sun = (cx, cy) => `<circle cx="${cx}" cy="${cy}" r="28" fill="${BRAND.warm}" opacity=".7"/>`

/**
 * Belgrade: the Church of Saint Sava and the Ada bridge over the Sava.
 * @param {Rng} rnd
 */
function belgrade(rnd) {
  const cx = 230
  const cables = Array.from({ length: 7 }, (_, i) =>
    stroke(`M505 ${150 + i * 6}L${380 + i * 16} 300M505 ${150 + i * 6}L${630 - i * 12} 300`, 1.5),
  ).join('')
  return [
    sun(540, 86),
    farCity(rnd, 0, 360),
    // Ada bridge: one pylon, cables fanned to the deck.
    cables,
    shape('M498 330L503 130L507 130L512 330Z', BRAND.brand),
    box(360, 298, 280, 8, BRAND.paper),
    // Saint Sava: base, four corner towers, half domes, drum and the great green dome.
    box(cx - 110, 250, 220, 80),
    windows(cx - 92, 268, 8, 2, 12, 16, 24, 28, BRAND.brand3),
    ...[-1, 1].map(
      (s) => box(cx + s * 110 - 12, 212, 24, 38) + dome(cx + s * 110, 212, 12, 12, BRAND.accent),
    ),
    dome(cx - 56, 250, 42, 30, BRAND.accent2),
    dome(cx + 56, 250, 42, 30, BRAND.accent2),
    box(cx - 48, 188, 96, 62),
    windows(cx - 38, 200, 5, 1, 8, 30, 17.5, 0, BRAND.brand2),
    dome(cx, 188, 60, 56, BRAND.accent),
    box(cx - 8, 124, 16, 12),
    dome(cx, 124, 8, 8, BRAND.accent),
    stroke(`M${cx} 116V94M${cx - 8} 102h16`, STROKE, BRAND.warm),
  ].join('')
}

/**
 * Novi Sad: Petrovaradin fortress and its clock tower above the Danube, the Name of Mary church.
 * @param {Rng} rnd
 */
function noviSad(rnd) {
  return [
    sun(110, 80),
    farCity(rnd, 380, W),
    // The fortress: a hill, then a bastioned wall with the clock tower on it.
    `<path d="M0 ${GROUND}V238Q90 222 200 226T370 ${GROUND}Z" fill="${BRAND.brand3}"/>`,
    shape(`M18 ${GROUND}L34 262H300L328 ${GROUND}Z`),
    battlements(40, 262, 256, 11, BRAND.paper),
    windows(60, 286, 6, 1, 14, 20, 40, 0, BRAND.brand3),
    box(160, 168, 48, 94),
    `<circle cx="184" cy="196" r="15" fill="${BRAND.paper}" ${line}/>`,
    stroke('M184 196V186M184 196l7 4'),
    shape('M154 168h60l-10-16q-20-26-40 0Z', BRAND.accent),
    stroke('M184 134V112'),
    `<circle cx="184" cy="110" r="4" fill="${BRAND.warm}"/>`,
    windows(174, 226, 2, 1, 8, 18, 13, 0, BRAND.brand2),
    // The Name of Mary church: nave, rose window and the tall spire.
    box(430, 236, 130, 94),
    shape('M424 236L495 196L566 236Z', BRAND.brand3),
    `<circle cx="495" cy="268" r="14" fill="${BRAND.brand2}" ${line}/>`,
    box(470, 164, 50, 72),
    windows(480, 176, 3, 2, 7, 18, 11, 28, BRAND.brand3),
    shape('M466 164L495 70L524 164Z', BRAND.brand),
    stroke('M495 70V52M488 59h14', STROKE, BRAND.warm),
    water(rnd),
  ].join('')
}

/** @typedef {'step' | 'bell' | 'neck' | 'spout'} Gable */

/**
 * A canal house of Amsterdam: a narrow front, a gable of its own, tall windows and a hoist beam.
 * @param {number} x
 * @param {number} w
 * @param {number} h
 * @param {Gable} gable
 * @param {string} fill
 */
function canalHouse(x, w, h, gable, fill) {
  const top = GROUND - h
  const mid = x + w / 2
  const gables = {
    step: `M${x} ${top}V${top - 10}h${w * 0.16}v-12h${w * 0.16}v-12h${w * 0.36}v12h${w * 0.16}v12h${w * 0.16}V${top}Z`,
    bell: `M${x} ${top}C${x + w * 0.1} ${top - 20} ${x + w * 0.2} ${top - 18} ${x + w * 0.28} ${top - 34}V${top - 44}H${x + w * 0.72}V${top - 34}C${x + w * 0.8} ${top - 18} ${x + w * 0.9} ${top - 20} ${x + w} ${top}Z`,
    neck: `M${x} ${top}L${x + w * 0.12} ${top - 16}H${x + w * 0.28}V${top - 46}H${x + w * 0.72}V${top - 16}H${x + w * 0.88}L${x + w} ${top}Z`,
    spout: `M${x} ${top}L${mid} ${top - 40}L${x + w} ${top}Z`,
  }
  const cols = w > 80 ? 3 : 2
  const gap = (w - 16) / cols
  return [
    shape(`M${x} ${GROUND}V${top}H${x + w}V${GROUND}Z`, fill),
    shape(gables[gable], fill),
    windows(
      x + 8 + (gap - 14) / 2,
      top + 14,
      cols,
      Math.floor((h - 56) / 34),
      14,
      22,
      gap,
      34,
      BRAND.paper,
    ),
    box(r(mid - 9), GROUND - 34, 18, 34, BRAND.brand),
    stroke(`M${mid} ${top - (gable === 'spout' ? 24 : 30)}v-8`),
  ].join('')
}

/**
 * Amsterdam: canal houses along a canal, a bicycle on the quay.
 * @param {Rng} rnd
 */
function amsterdam(rnd) {
  const fills = [BRAND.paper, BRAND.brand3, BRAND.brand4, BRAND.accent2, BRAND.paper, BRAND.brand3]
  /** @type {Gable[]} */
  const gables = ['step', 'bell', 'neck', 'spout', 'bell', 'step']
  let x = 34
  const houses = gables.map((g, i) => {
    const w = itemAt([86, 74, 92, 70, 84, 78], i)
    const h = itemAt([178, 206, 160, 190, 214, 172], i)
    const house = canalHouse(x, w, h, g, itemAt(fills, i))
    x += w + 8
    return house
  })
  /** @param {number} cx */
  const wheel = (cx) => `<circle cx="${cx}" cy="318" r="11" fill="none" ${line}/>`
  return [
    sun(560, 70),
    farCity(rnd),
    ...houses,
    // A bicycle leaning on the railing, as on every quay.
    wheel(568) +
      wheel(604) +
      stroke('M568 318L580 300H598L604 318M580 300L588 318H604M596 296h8M578 296h6', 2),
    water(rnd),
  ].join('')
}

/**
 * Lisbon: the Belém tower, the 25 de Abril bridge over the Tagus and a yellow tram.
 * @param {Rng} rnd
 */
function lisbon(rnd) {
  /** @type {[number, number]} */
  const towers = [420, 590]
  const deck = 262
  return [
    sun(300, 78),
    `<path d="M0 ${GROUND}V250Q120 214 250 236T640 220V${GROUND}Z" fill="${BRAND.brand4}"/>`,
    // The bridge: two towers, the main cable's sag, hangers and the deck.
    ...towers.map((tx) => shape(`M${tx - 7} ${GROUND}V120h14V${GROUND}Z`, BRAND.brand)),
    stroke(
      `M330 ${deck}Q375 150 ${towers[0]} 124Q505 ${deck - 6} ${towers[1]} 124Q620 160 640 200`,
      2,
      BRAND.brand,
    ),
    ...Array.from({ length: 9 }, (_, i) => {
      const hx = towers[0] + 17 + i * 17
      const t = (hx - towers[0]) / (towers[1] - towers[0])
      const y = 124 + (deck - 6 - 124) * 4 * t * (1 - t) * 0.9
      return stroke(`M${r(hx)} ${r(y)}V${deck}`, 1.2, BRAND.brand)
    }),
    box(330, deck, 310, 8, BRAND.brand2),
    // The Belém tower: bastion with battlements, the square tower with its corner watch-boxes.
    box(70, 250, 150, 80),
    battlements(72, 250, 146, 9, BRAND.paper),
    windows(88, 278, 5, 1, 10, 16, 26, 0, BRAND.brand3),
    box(104, 150, 82, 100),
    battlements(106, 150, 78, 5, BRAND.paper),
    ...[104, 186].map((tx) => box(tx - 7, 150, 14, 22) + dome(tx, 150, 7, 10, BRAND.accent)),
    shape('M128 210v-20a17 17 0 0 1 34 0v20Z', BRAND.brand3),
    windows(124, 226, 3, 1, 8, 14, 16, 0, BRAND.brand3),
    water(rnd),
    // Tram 28 on the riverside street.
    `<rect x="270" y="${GROUND - 8}" width="200" height="6" fill="${BRAND.ink}"/>`,
    box(300, GROUND - 58, 130, 46, BRAND.warm),
    windows(310, GROUND - 50, 5, 1, 18, 16, 24, 0, BRAND.paper),
    stroke(`M300 ${GROUND - 30}H430`),
    stroke(`M365 ${GROUND - 58}l-14-22h28`),
    `<circle cx="325" cy="${GROUND - 10}" r="6" fill="${BRAND.ink}"/><circle cx="405" cy="${GROUND - 10}" r="6" fill="${BRAND.ink}"/>`,
  ].join('')
}

/**
 * Austin: the Texas State Capitol, the Frost Bank tower's crown and Lady Bird Lake.
 * @param {Rng} rnd
 */
function austin(rnd) {
  const cx = 240
  /**
   * @param {number} x
   * @param {number} s
   */
  const oak = (x, s) =>
    `<path d="M${x} ${GROUND}v-${s * 0.6}" stroke="${BRAND.ink}" stroke-width="${STROKE}"/>` +
    `<ellipse cx="${x}" cy="${GROUND - s * 0.8}" rx="${s * 0.75}" ry="${s * 0.45}" fill="${BRAND.accent}" ${line}/>`
  return [
    sun(90, 84),
    farCity(rnd, 380, W),
    // The Frost Bank tower: glass shaft with its pointed crown, a neighbour beside it.
    box(556, 150, 54, 180, BRAND.brand3),
    windows(564, 162, 3, 8, 8, 10, 16, 20, BRAND.paper),
    box(470, 120, 60, 210, BRAND.brand2),
    shape('M470 120L486 92L500 60L514 92L530 120Z', BRAND.brand),
    ...Array.from({ length: 9 }, (_, i) => stroke(`M478 ${140 + i * 20}h44`, 1.5, BRAND.paper)),
    // The Capitol: wings, portico, colonnaded drum, dome, lantern and the statue on top.
    box(cx - 150, 262, 300, 68),
    windows(cx - 138, 276, 11, 2, 10, 14, 26.5, 24, BRAND.brand3),
    shape(`M${cx - 40} 262L${cx} 236L${cx + 40} 262Z`, BRAND.paper),
    box(cx - 44, 194, 88, 42),
    ...Array.from({ length: 7 }, (_, i) => stroke(`M${cx - 33 + i * 11} 200v30`, 2)),
    box(cx - 36, 178, 72, 16, BRAND.paper),
    dome(cx, 178, 40, 50, BRAND.brand3),
    ...[-18, 0, 18].map((dx) => stroke(`M${cx + dx} 178Q${cx + dx * 0.5} 150 ${cx} 118`, 1.5)),
    box(cx - 7, 104, 14, 16),
    dome(cx, 104, 7, 8, BRAND.brand3),
    stroke(`M${cx} 96V84`),
    `<circle cx="${cx}" cy="82" r="4" fill="${BRAND.warm}"/>`,
    oak(90, 52),
    oak(400, 44),
    water(rnd),
  ].join('')
}

/** @type {Record<string, (rnd: Rng) => string>} */
const CITIES = { belgrade, 'novi-sad': noviSad, amsterdam, lisbon, austin }

/**
 * The office picture of `slug` (the city), or null for a city without a landmark here.
 * @param {string} slug
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function officeArt(slug, w, h, label) {
  const draw = CITIES[slug]
  if (!draw) return null
  if (w !== W || h !== H) throw new Error(`office-${slug}: drawn at ${W} × ${H}, asked ${w} × ${h}`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">`,
    `<rect width="${W}" height="${H}" fill="${BRAND.paperAlt}"/>`,
    draw(seeded(`office:${slug}`)),
    '</svg>',
  ].join('')
}

/** The cities drawn, for the generator's check that every office has its own picture. */
export const OFFICE_CITIES = Object.keys(CITIES)
