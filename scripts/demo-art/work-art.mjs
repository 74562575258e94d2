// People at work, in the brand's line style of the careers "life" scenes and the service heroes:
// the home and landing heroes, each service's team at work and its workshop. Drawn 1200 units
// wide (the service heroes' scale, so the ink line reads the same), shown at the media's size.
import { LOOKS, back, box, bust, dot, line, person, shape } from './figures.mjs'
import { esc, itemAt, r } from './random.mjs'
import { BRAND } from './system.mjs'
import {
  arrow,
  bars,
  chart,
  check,
  code,
  cylinder,
  desk,
  disc,
  dots,
  laptopBack,
  monitor,
  mug,
  node,
  phone,
  plant,
  shadow,
  sticky,
  wallBoard,
} from './work-props.mjs'

/** @typedef {(x: number, y: number, w: number, h: number) => string} Inside */

const look = (/** @type {number} */ i) => itemAt(LOOKS, i)

/**
 * The picture: `w` × `h` pixels showing the drawing's `vw` × `vh` units.
 * @param {number} w
 * @param {number} h
 * @param {number} vw
 * @param {number} vh
 * @param {string} label
 * @param {string} body
 */
export const picture = (w, h, vw, vh, label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" role="img" aria-label="${esc(label)}"><g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`

/** A room's wall and floor. @param {number} w @param {number} h */
const room = (w, h) => box(0, 0, w, h, 0, BRAND.paperAlt, true)

/** Someone standing, with their shadow. @param {Parameters<typeof person>} args */
const standing = (...args) => shadow(args[0], args[1], args[2] * 0.2) + person(...args)

/** @type {Inside} A roadmap: lanes of work with a milestone and today's line. */
const roadmap = (x, y, w, h) => {
  const lane = h / 5
  return (
    [0, 1, 2, 3]
      .map((i) => box(x + w * (0.22 + i * 0.2), y, w * 0.12, lane * 0.28, 5, BRAND.brand3, true))
      .join('') +
    [0, 1, 2, 3]
      .map(
        (i) =>
          box(x, y + lane * (i + 1.15), w * 0.13, lane * 0.3, 5, BRAND.inkSoft, true) +
          box(
            x + w * itemAt([0.2, 0.34, 0.26, 0.5], i),
            y + lane * (i + 1),
            w * itemAt([0.36, 0.42, 0.3, 0.4], i),
            lane * 0.6,
            lane * 0.3,
            itemAt([BRAND.brand, BRAND.accent, BRAND.warm, BRAND.brand2], i),
          ),
      )
      .join('') +
    line(`M${r(x + w * 0.58)} ${r(y + lane * 0.6)}V${r(y + h)}`, BRAND.brand, 4).replace(
      '/>',
      ' stroke-dasharray="10 8"/>',
    ) +
    shape(`M${r(x + w * 0.86)} ${r(y + lane * 2.6)}l22 22-22 22-22-22Z`, BRAND.warm)
  )
}

/** @type {Inside} An architecture sketched on a whiteboard: clients, a gateway, services, data. */
const architecture = (x, y, w, h) => {
  const nw = w * 0.2
  const nh = h * 0.18
  const col = (/** @type {number} */ c) => x + c * w * 0.32
  return (
    node(col(0), y + h * 0.08, nw, nh, BRAND.brand) +
    node(col(0), y + h * 0.46, nw, nh, BRAND.accent) +
    node(col(1), y + h * 0.27, nw, nh * 1.2, BRAND.warm) +
    [0, 1, 2]
      .map((i) =>
        node(col(2), y + i * h * 0.3, nw, nh, itemAt([BRAND.brand2, BRAND.accent, BRAND.brand], i)),
      )
      .join('') +
    cylinder(col(1) + nw / 2, y + h * 0.72, nw * 0.8, h * 0.16, BRAND.brand4) +
    arrow(col(0) + nw, y + h * 0.17, col(1) - 6, y + h * 0.33) +
    arrow(col(0) + nw, y + h * 0.55, col(1) - 6, y + h * 0.44) +
    [0, 1, 2]
      .map((i) => arrow(col(1) + nw, y + h * 0.38, col(2) - 6, y + i * h * 0.3 + nh / 2))
      .join('') +
    arrow(col(2), y + h * 0.68, col(1) + nw * 0.95, y + h * 0.78, BRAND.brand)
  )
}

/**
 * The home page's hero: three engineers at the product roadmap, one pointing at this week's
 * milestone, one with the plan on a tablet; a passed release beside them.
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function homeHero(w, h, label) {
  const vw = 1125
  const vh = 1000
  return picture(
    w,
    h,
    vw,
    vh,
    label,
    disc(575, 540, 440) +
      dots(60, 110, 5, 4) +
      wallBoard(140, 50, 800, 420, roadmap) +
      sticky(890, 90, 96, BRAND.warm, 6) +
      sticky(900, 206, 96, BRAND.accent2, -5) +
      standing(310, 960, 540, look(3), 'up') +
      standing(600, 968, 560, look(4), 'hold') +
      standing(890, 960, 550, look(8)) +
      box(40, 560, 180, 104, 18, BRAND.paper) +
      check(84, 612, 26) +
      box(122, 590, 80, 16, 8, BRAND.ink, true) +
      box(122, 622, 56, 14, 7, BRAND.line, true) +
      line('M60 968H1065', BRAND.ink, 3),
  )
}

/**
 * The free consultation's hero: an engineer sketching a system's architecture on a whiteboard,
 * marker in hand, drawing its last arrow.
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function landingHero(w, h, label) {
  const vw = 1200
  const vh = 1000
  return picture(
    w,
    h,
    vw,
    vh,
    label,
    disc(600, 520, 450) +
      dots(1030, 90, 5, 4) +
      wallBoard(70, 90, 830, 520, architecture) +
      sticky(100, 640, 90, BRAND.warm, -6) +
      sticky(210, 650, 90, BRAND.brand3, 4) +
      standing(1000, 960, 600, look(1), 'point', -1) +
      box(832, 412, 34, 16, 5, BRAND.brand) +
      plant(170, 960, 230) +
      line('M60 962H1140', BRAND.ink, 3),
  )
}

/** A headset over someone's head (a bust of head radius `s`, shoulders at y). */
const headset = (/** @type {number} */ cx, /** @type {number} */ y, /** @type {number} */ s) =>
  line(
    `M${r(cx - s * 1.08)} ${r(y - s * 1.5)}a${r(s * 1.08)} ${r(s * 1.1)} 0 0 1 ${r(s * 2.16)} 0`,
    BRAND.ink,
    8,
  ) +
  box(cx - s * 1.22, y - s * 1.8, s * 0.32, s * 0.6, 6, BRAND.brand) +
  line(
    `M${r(cx - s * 1.06)} ${r(y - s * 1.3)}q0 ${r(s * 0.7)} ${r(s * 0.8)} ${r(s * 0.78)}`,
    BRAND.ink,
    5,
  )

/** @type {Record<string, (vw: number, vh: number) => string>} */
const TEAMS = {
  // Two engineers pairing at one desk: the code and its passing tests on the big monitor.
  software: (vw, vh) =>
    room(vw, vh) +
    monitor(
      250,
      70,
      700,
      400,
      (x, y, w, h) =>
        code(x, y, w * 0.62, h, 9) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              check(x + w * 0.76, y + h * (0.1 + i * 0.25), 18) +
              box(x + w * 0.82, y + h * (0.1 + i * 0.25) - 7, w * 0.16, 14, 7, BRAND.brand3, true),
          )
          .join(''),
    ) +
    desk(600, -20, vw + 40, vh + 10) +
    plant(1080, 610, 220) +
    mug(140, 630) +
    back(420, 720, 70, look(3)) +
    back(790, 712, 72, look(9)),
  // A data engineer walks a colleague through the pipeline's dashboard on the wall screen.
  data: (vw, vh) =>
    room(vw, vh) +
    wallBoard(
      70,
      60,
      720,
      440,
      (x, y, w, h) =>
        [0, 1, 2]
          .map(
            (i) =>
              box(x + i * w * 0.34, y, w * 0.3, h * 0.24, 10, BRAND.inkSoft, true) +
              box(x + i * w * 0.34 + 16, y + 18, w * 0.14, h * 0.07, 4, BRAND.paper, true) +
              box(
                x + i * w * 0.34 + 16,
                y + h * 0.14,
                w * 0.2,
                8,
                4,
                itemAt([BRAND.accent, BRAND.warm, BRAND.brand2], i),
                true,
              ),
          )
          .join('') +
        chart(
          x,
          y + h * 0.34,
          w * 0.58,
          h * 0.62,
          [0.2, 0.35, 0.3, 0.5, 0.46, 0.7, 0.9],
          BRAND.accent,
        ) +
        bars(
          x + w * 0.66,
          y + h * 0.4,
          w * 0.34,
          h * 0.56,
          [0.4, 0.6, 0.5, 0.85],
          [BRAND.brand2, BRAND.warm],
        ),
      BRAND.ink,
    ) +
    bust(300, 620, 60, look(6)) +
    desk(680, -20, 780, vh + 10) +
    laptopBack(480, 690, 200) +
    cylinder(150, 610, 70, 60, BRAND.brand4) +
    standing(910, 880, 640, look(0), 'point', -1),
  // Two developers try the new release on a phone and a tablet, the app's screens on the wall.
  apps: (vw, vh) =>
    room(vw, vh) +
    wallBoard(140, 50, 920, 330, (x, y, w, h) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            phone(
              x + i * w * 0.27,
              y,
              h * 0.5,
              itemAt([BRAND.brand, BRAND.accent, BRAND.warm, BRAND.brand2], i),
            ) +
            (i < 3
              ? arrow(
                  x + i * w * 0.27 + h * 0.56,
                  y + h * 0.5,
                  x + (i + 1) * w * 0.27 - 12,
                  y + h * 0.5,
                )
              : ''),
        )
        .join(''),
    ) +
    bust(330, 610, 62, look(2)) +
    bust(860, 600, 64, look(7)) +
    desk(680, -20, vw + 40, vh + 10) +
    phone(290, 560, 100, BRAND.brand) +
    dot(284, 700, 18, look(2).skin) +
    dot(396, 700, 18, look(2).skin) +
    `<g transform="rotate(-8 860 620)">${box(740, 540, 240, 170, 18, BRAND.ink)}${box(756, 556, 208, 138, 10, BRAND.paper, true)}${box(756, 556, 208, 36, 10, BRAND.accent, true)}${bars(790, 610, 140, 70, [0.5, 0.8, 0.6, 1], [BRAND.brand2])}</g>` +
    phone(560, 560, 80, BRAND.warm),
  // IT consultants map a client's systems and where they meet on the whiteboard.
  it: (vw, vh) =>
    room(vw, vh) +
    wallBoard(190, 60, 820, 470, architecture) +
    sticky(930, 90, 100, BRAND.warm, 8) +
    standing(190, 880, 620, look(5), 'point') +
    standing(1030, 880, 600, look(3), 'hold'),
  // The e-commerce team goes through the storefront and its checkout on the phone.
  'ecommerce-and-cms-platforms': (vw, vh) =>
    room(vw, vh) +
    monitor(
      150,
      60,
      680,
      420,
      (x, y, w, h) =>
        box(x, y, w, h * 0.12, 6, BRAND.brand, true) +
        dot(x + w * 0.95, y + h * 0.06, h * 0.035, BRAND.warm, true) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const cx = x + (i % 3) * w * 0.34
            const cy = y + h * (0.2 + Math.floor(i / 3) * 0.41)
            return (
              box(cx, cy, w * 0.3, h * 0.36, 8, BRAND.paper, true) +
              box(cx + 10, cy + 10, w * 0.3 - 20, h * 0.2, 6, BRAND.brand4, true) +
              dot(
                cx + w * 0.15,
                cy + h * 0.12,
                h * 0.06,
                itemAt([BRAND.accent, BRAND.warm, BRAND.brand2], i % 3),
                true,
              ) +
              box(cx + 10, cy + h * 0.26, w * 0.12, 10, 5, BRAND.ink, true) +
              box(cx + w * 0.19, cy + h * 0.25, w * 0.08, 18, 9, BRAND.accent, true)
            )
          })
          .join(''),
      BRAND.paperAlt,
    ) +
    desk(600, -20, vw + 40, vh + 10) +
    phone(900, 370, 130, BRAND.warm) +
    shape('M1010 640h120l-14 120h-92Z', BRAND.brand) +
    line('M1040 650v-26a30 30 0 0 1 60 0v26', BRAND.ink, 6) +
    back(370, 730, 68, look(1)) +
    back(700, 740, 70, look(4)),
  // A dedicated team at its daily stand-up by the sprint board.
  'dev-team': (vw, vh) =>
    room(vw, vh) +
    wallBoard(130, 50, 940, 420, (x, y, w, h) =>
      [0, 1, 2, 3]
        .map(
          (c) =>
            box(
              x + c * w * 0.26,
              y,
              w * 0.22,
              h * 0.1,
              5,
              itemAt([BRAND.inkSoft, BRAND.brand, BRAND.warm, BRAND.accent], c),
              true,
            ) +
            Array.from({ length: itemAt([3, 2, 2, 3], c) }, (_, i) =>
              box(
                x + c * w * 0.26,
                y + h * (0.18 + i * 0.21),
                w * 0.22,
                h * 0.17,
                6,
                itemAt([BRAND.brand4, BRAND.accent2, BRAND.brand3], (c + i) % 3),
              ),
            ).join(''),
        )
        .join(''),
    ) +
    standing(200, 880, 580, look(1)) +
    standing(460, 860, 560, look(4), 'hold') +
    standing(740, 864, 570, look(6), 'up') +
    standing(1000, 880, 590, look(0)),
  // Designers lay out the screens' wireframes and the palette; one sketches on a tablet.
  'ui-ux': (vw, vh) =>
    room(vw, vh) +
    wallBoard(
      70,
      60,
      720,
      450,
      (x, y, w, h) =>
        [0, 1, 2]
          .map((i) => {
            const fx = x + i * w * 0.36
            return (
              box(fx, y, w * 0.28, h * 0.7, 10, BRAND.paper) +
              box(
                fx + 12,
                y + 14,
                w * 0.28 - 24,
                h * 0.16,
                6,
                itemAt([BRAND.brand3, BRAND.accent2, BRAND.brand4], i),
                true,
              ) +
              box(fx + 12, y + h * 0.24, w * 0.16, 12, 6, BRAND.ink, true) +
              box(fx + 12, y + h * 0.32, w * 0.22, 10, 5, BRAND.line, true) +
              box(fx + 12, y + h * 0.52, w * 0.12, h * 0.08, 10, BRAND.brand, true) +
              (i < 2 ? arrow(fx + w * 0.28 + 6, y + h * 0.35, fx + w * 0.36 - 8, y + h * 0.35) : '')
            )
          })
          .join('') +
        [BRAND.brand, BRAND.accent, BRAND.warm, BRAND.ink, BRAND.brand3]
          .map((c) =>
            dot(
              x +
                30 +
                [BRAND.brand, BRAND.accent, BRAND.warm, BRAND.ink, BRAND.brand3].indexOf(c) * 70,
              y + h * 0.9,
              24,
              c,
            ),
          )
          .join('') +
        shape(`M${r(x + w * 0.8)} ${r(y + h * 0.76)}l0 60 16-16 14 28 10-6-14-26h22Z`, BRAND.ink),
    ) +
    bust(250, 640, 58, look(9)) +
    desk(700, -20, 660, vh + 10) +
    `<g transform="rotate(-6 250 740)">${box(150, 710, 210, 130, 14, BRAND.ink)}${box(166, 724, 178, 102, 8, BRAND.paper, true)}</g>` +
    line('M210 800q30-40 60-10t60-20', BRAND.brand, 6) +
    standing(920, 880, 620, look(4), 'point', -1),
  // Engineers wire up a workflow: steps, a decision and the systems it connects.
  'automation-and-integration': (vw, vh) =>
    room(vw, vh) +
    monitor(140, 60, 920, 420, (x, y, w, h) => {
      const at = [
        [0, 0.4],
        [0.22, 0.4],
        [0.46, 0.12],
        [0.46, 0.68],
        [0.72, 0.4],
      ]
      return (
        line(`M${r(x + 60)} ${r(y + h * 0.5)}H${r(x + w * 0.22)}`, BRAND.brand2, 5) +
        line(
          `M${r(x + w * 0.22 + 120)} ${r(y + h * 0.5)}L${r(x + w * 0.46)} ${r(y + h * 0.22)}M${r(x + w * 0.22 + 120)} ${r(y + h * 0.5)}L${r(x + w * 0.46)} ${r(y + h * 0.78)}`,
          BRAND.brand2,
          5,
        ) +
        line(
          `M${r(x + w * 0.46 + 130)} ${r(y + h * 0.22)}L${r(x + w * 0.72)} ${r(y + h * 0.5)}M${r(x + w * 0.46 + 130)} ${r(y + h * 0.78)}L${r(x + w * 0.72)} ${r(y + h * 0.5)}`,
          BRAND.brand2,
          5,
        ) +
        at
          .map(([ax = 0, ay = 0], i) =>
            i === 1
              ? shape(`M${r(x + w * ax + 60)} ${r(y + h * ay - 10)}l60 60-60 60-60-60Z`, BRAND.warm)
              : box(
                  x + w * ax,
                  y + h * ay,
                  130,
                  h * 0.2,
                  12,
                  itemAt([BRAND.brand, BRAND.warm, BRAND.accent, BRAND.brand2, BRAND.accent], i),
                ),
          )
          .join('') +
        check(x + w * 0.94, y + h * 0.5, 30)
      )
    }) +
    desk(620, -20, vw + 40, vh + 10) +
    mug(1000, 660) +
    back(430, 750, 68, look(8)) +
    back(780, 744, 70, look(2)),
  // A cloud engineer watches the deploy go out and the servers stay healthy.
  'cloud-management': (vw, vh) =>
    room(vw, vh) +
    box(900, 110, 230, 770, 14, BRAND.ink) +
    Array.from(
      { length: 7 },
      (_, i) =>
        box(922, 140 + i * 104, 186, 80, 8, BRAND.inkSoft, true) +
        dot(950, 180 + i * 104, 10, i === 4 ? BRAND.warm : BRAND.accent, true) +
        box(976, 172 + i * 104, 100, 14, 7, BRAND.brand2, true),
    ).join('') +
    monitor(
      80,
      120,
      400,
      270,
      (x, y, w, h) =>
        chart(x, y, w, h, [0.8, 0.82, 0.78, 0.84, 0.8, 0.86, 0.83, 0.85], BRAND.accent) +
        line(`M${x} ${r(y + h * 0.5)}H${r(x + w)}`, BRAND.inkSoft, 3),
    ) +
    monitor(500, 120, 360, 270, (x, y, w, h) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            (i < 3
              ? check(x + 26, y + h * (0.12 + i * 0.26), 20)
              : dot(x + 26, y + h * 0.9, 20, BRAND.warm, true)) +
            box(
              x + 64,
              y + h * (0.12 + i * 0.26) - 8,
              w * (0.4 + i * 0.1),
              16,
              8,
              BRAND.brand2,
              true,
            ),
        )
        .join(''),
    ) +
    desk(600, -20, 940, vh + 10) +
    mug(90, 640) +
    back(470, 760, 72, look(5)),
  // Support specialists answer a queue of requests, headsets on, the queue on the wall.
  bpo: (vw, vh) =>
    room(vw, vh) +
    wallBoard(
      300,
      40,
      600,
      250,
      (x, y, w, h) =>
        [0, 1, 2, 3]
          .map(
            (i) =>
              dot(
                x + 20,
                y + h * (0.12 + i * 0.26),
                16,
                itemAt([BRAND.accent, BRAND.warm, BRAND.brand2, BRAND.accent], i),
                true,
              ) +
              box(
                x + 56,
                y + h * (0.12 + i * 0.26) - 8,
                w * (0.5 - i * 0.05),
                16,
                8,
                BRAND.paper,
                true,
              ) +
              box(
                x + w * 0.8,
                y + h * (0.12 + i * 0.26) - 12,
                w * 0.18,
                24,
                12,
                i === 1 ? BRAND.warm : BRAND.accent,
                true,
              ),
          )
          .join(''),
      BRAND.ink,
    ) +
    [220, 600, 980]
      .map(
        (cx, i) =>
          bust(cx, 640 + (i % 2) * 10, 72, look(itemAt([7, 5, 0], i))) +
          headset(cx, 640 + (i % 2) * 10, 72),
      )
      .join('') +
    desk(720, -20, vw + 40, vh + 10) +
    [220, 600, 980].map((cx) => laptopBack(cx, 800, 230)).join(''),
}

/** @type {Record<string, (vw: number, vh: number) => string>} */
const WORKSHOPS = {
  // A data modelling workshop: tables and the keys that link them on the whiteboard.
  data: (vw, vh) =>
    room(vw, vh) +
    wallBoard(70, 50, 760, 480, (x, y, w, h) => {
      /** @type {[number, number, number][]} */
      const tables = [
        [0, 0, 4],
        [0.4, 0.1, 3],
        [0.75, 0, 5],
        [0.3, 0.62, 3],
      ]
      return (
        line(
          `M${r(x + w * 0.22)} ${r(y + h * 0.2)}H${r(x + w * 0.4)}M${r(x + w * 0.62)} ${r(y + h * 0.25)}H${r(x + w * 0.75)}M${r(x + w * 0.5)} ${r(y + h * 0.45)}V${r(y + h * 0.62)}`,
          BRAND.brand,
          5,
        ) +
        tables
          .map(
            ([tx, ty, rows], t) =>
              box(x + w * tx, y + h * ty, w * 0.22, 40 + rows * 34, 8, BRAND.paper) +
              box(
                x + w * tx,
                y + h * ty,
                w * 0.22,
                40,
                8,
                itemAt([BRAND.brand, BRAND.accent, BRAND.warm, BRAND.brand2], t),
              ) +
              Array.from({ length: rows }, (_, i) =>
                box(
                  x + w * tx + 14,
                  y + h * ty + 56 + i * 34,
                  w * (0.08 + ((i * 7) % 10) / 100),
                  12,
                  6,
                  i ? BRAND.line : BRAND.ink,
                  true,
                ),
              ).join(''),
          )
          .join('')
      )
    }) +
    standing(980, 880, 620, look(6), 'point', -1) +
    bust(230, 660, 58, look(2)) +
    bust(560, 670, 60, look(8)) +
    desk(720, -20, 820, vh + 10) +
    laptopBack(400, 760, 180),
  // A checkout journey workshop: the customer's steps, how each feels, notes beneath.
  'ecommerce-and-cms-platforms': (vw, vh) =>
    room(vw, vh) +
    wallBoard(
      60,
      50,
      1080,
      460,
      (x, y, w, h) =>
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              dot(
                x + w * (0.08 + i * 0.21),
                y + h * 0.12,
                34,
                itemAt([BRAND.brand, BRAND.brand2, BRAND.warm, BRAND.accent, BRAND.brand], i),
              ) +
              (i < 4
                ? line(
                    `M${r(x + w * (0.08 + i * 0.21) + 40)} ${r(y + h * 0.12)}H${r(x + w * (0.29 + i * 0.21) - 40)}`,
                    BRAND.ink,
                    4,
                  )
                : '') +
              sticky(
                x + w * (0.03 + i * 0.21),
                y + h * 0.62,
                84,
                itemAt([BRAND.warm, BRAND.accent2, BRAND.brand3], i % 3),
                (i % 2) * 6 - 3,
              ),
          )
          .join('') +
        chart(
          x + w * 0.08,
          y + h * 0.28,
          w * 0.84,
          h * 0.26,
          [0.6, 0.8, 0.1, 0.5, 0.9],
          BRAND.accent,
          6,
        ),
    ) +
    standing(880, 890, 600, look(7), 'hold') +
    bust(240, 680, 60, look(3)) +
    bust(540, 690, 58, look(1)) +
    desk(740, -20, 760, vh + 10),
  // A process mapping workshop: lanes of who does what, and where it waits.
  'automation-and-integration': (vw, vh) =>
    room(vw, vh) +
    wallBoard(
      180,
      50,
      940,
      480,
      (x, y, w, h) =>
        [0, 1, 2]
          .map(
            (i) =>
              box(x, y + i * h * 0.34, w, h * 0.3, 8, i % 2 ? BRAND.brand4 : BRAND.paperAlt, true) +
              box(x + 12, y + i * h * 0.34 + h * 0.11, w * 0.08, 14, 7, BRAND.inkSoft, true),
          )
          .join('') +
        [
          [0.14, 0],
          [0.34, 1],
          [0.54, 1],
          [0.74, 2],
          [0.88, 0],
        ]
          .map(([px = 0, lane = 0], i) =>
            box(
              x + w * px,
              y + lane * h * 0.34 + h * 0.06,
              w * 0.1,
              h * 0.18,
              8,
              itemAt([BRAND.brand, BRAND.warm, BRAND.accent, BRAND.brand2, BRAND.accent], i),
            ),
          )
          .join('') +
        arrow(x + w * 0.24, y + h * 0.15, x + w * 0.34 - 6, y + h * 0.45) +
        arrow(x + w * 0.44, y + h * 0.49, x + w * 0.54 - 6, y + h * 0.49) +
        arrow(x + w * 0.64, y + h * 0.49, x + w * 0.74 - 6, y + h * 0.8) +
        arrow(x + w * 0.84, y + h * 0.78, x + w * 0.88, y + h * 0.26, BRAND.brand),
    ) +
    standing(150, 880, 620, look(9), 'point') +
    bust(560, 680, 60, look(6)) +
    bust(860, 690, 58, look(4)) +
    desk(750, 330, vw - 330, vh + 10) +
    mug(980, 780),
}

/**
 * A service's team at work (`-half`) or its workshop (`-facts`), 1200 × 900 units.
 * @param {string} slug
 * @param {'team' | 'workshop'} kind
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function serviceWork(slug, kind, w, h, label) {
  const draw = (kind === 'team' ? TEAMS : WORKSHOPS)[slug]
  if (!draw) throw new Error(`No ${kind} picture for the service ${slug}`)
  const vw = 1200
  const vh = Math.round((vw * h) / w)
  return picture(w, h, vw, vh, label, draw(vw, vh))
}
