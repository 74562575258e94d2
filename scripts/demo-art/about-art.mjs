// The company's own pictures on /about, the home page and /how-we-work: the team at its annual
// meetup and four moments of its work (planning, pairing in Belgrade, a design critique in
// Amsterdam, the summer meetup in Lisbon), in the line style of the careers scenes.
import { LOOKS, box, bust, back, dot, line, person, shape } from './figures.mjs'
import { itemAt, r } from './random.mjs'
import { BRAND } from './system.mjs'
import { picture } from './work-art.mjs'
import { chart, desk, code, monitor, mug, plant, shadow, sticky, wallBoard } from './work-props.mjs'

/** The team's looks; past the tenth, someone else with another cut and shirt. */
const look = (/** @type {number} */ i) => {
  const base = itemAt(LOOKS, i % LOOKS.length)
  return i < LOOKS.length
    ? base
    : { ...base, cut: itemAt(CUTS, i % CUTS.length), shirt: itemAt(SHIRTS, i % SHIRTS.length) }
}
/** @type {import('./figures.mjs').Hair[]} */
const CUTS = ['bun', 'short', 'long', 'curly']
const SHIRTS = [BRAND.warm, BRAND.brand2, BRAND.accent, BRAND.brandDark]

const LOGO_MARK = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s) =>
  box(x, y, s, s, s * 0.2, BRAND.paper, true) +
  line(
    `M${r(x + s * 0.3)} ${r(y + s * 0.74)}V${r(y + s * 0.26)}L${r(x + s * 0.7)} ${r(y + s * 0.74)}V${r(y + s * 0.26)}`,
    BRAND.brand,
    s * 0.12,
  )

/** String lights between two points, sagging. */
const lights = (
  /** @type {number} */ x1,
  /** @type {number} */ x2,
  /** @type {number} */ y,
  /** @type {number} */ sag,
) =>
  line(`M${x1} ${y}Q${r((x1 + x2) / 2)} ${y + sag * 2} ${x2} ${y}`, BRAND.ink, 3) +
  Array.from({ length: 11 }, (_, i) => {
    const t = (i + 0.5) / 11
    return dot(
      x1 + (x2 - x1) * t,
      y + 4 * sag * t * (1 - t) + 12,
      10,
      i % 3 ? BRAND.warm : BRAND.paper,
    )
  }).join('')

/** The sun as the offices draw it. @param {number} cx @param {number} cy @param {number} s */
const sun = (cx, cy, s) =>
  `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${BRAND.warm}" opacity=".7"/>`

/**
 * The team at the annual meetup: two rows under the company's banner and string lights.
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function teamMeetup(w, h, label) {
  const vw = 1440
  const vh = 1040
  const backRow = [250, 480, 710, 940, 1170]
  const frontRow = [360, 595, 830, 1065]
  return picture(
    w,
    h,
    vw,
    vh,
    label,
    box(0, 0, vw, vh, 0, BRAND.paperAlt, true) +
      box(0, 800, vw, 240, 0, BRAND.brand4, true) +
      box(400, 70, 640, 150, 18, BRAND.brand) +
      LOGO_MARK(440, 100, 90) +
      box(560, 112, 300, 30, 15, BRAND.paper, true) +
      box(560, 162, 200, 22, 11, BRAND.brand3, true) +
      lights(0, 400, 40, 60) +
      lights(1040, 1440, 40, 60) +
      backRow
        .map((x, i) =>
          person(x, 820, 520, look(i), itemAt(['down', 'hold', 'up', 'down', 'hold'], i)),
        )
        .join('') +
      frontRow
        .map(
          (x, i) =>
            shadow(x, 1010, 110) +
            person(x, 1010, 560, look(i + 5), itemAt(['hold', 'down', 'up', 'hold'], i)),
        )
        .join(''),
  )
}

/** @type {Record<string, (vw: number, vh: number) => string>} */
const MOMENTS = {
  // Planning the next weeks: the team around the table, one adding to the plan on the wall.
  planning: (vw, vh) =>
    box(0, 0, vw, vh, 0, BRAND.paperAlt, true) +
    wallBoard(160, 50, 760, 400, (x, y, w, h) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((i) =>
          sticky(
            x + (i % 5) * w * 0.2,
            y + Math.floor(i / 5) * h * 0.52 + (i % 2) * 14,
            w * 0.15,
            itemAt([BRAND.warm, BRAND.accent2, BRAND.brand3, BRAND.warm, BRAND.brand4], i % 5),
            ((i * 7) % 9) - 4,
          ),
        )
        .join(''),
    ) +
    [180, 440, 700]
      .map((x, i) => bust(x, 590 + (i % 2) * 12, 62, look(itemAt([2, 9, 5], i))))
      .join('') +
    desk(680, -20, 880, vh + 10) +
    [180, 440, 700]
      .map((x, i) =>
        i === 1
          ? box(x - 90, 700, 180, 110, 8, BRAND.paper) +
            line(`M${x - 60} 740h120M${x - 60} 770h80`, BRAND.line, 8)
          : shape(`M${x - 100} 720l12-70h176l12 70Z`, BRAND.brand3),
      )
      .join('') +
    mug(590, 740) +
    shadow(1000, 880, 120) +
    person(1000, 880, 620, look(6), 'point', -1),
  // Pair programming in the Belgrade office, Saint Sava's dome in the window.
  pairing: (vw, vh) =>
    box(0, 0, vw, vh, 0, BRAND.paperAlt, true) +
    box(800, 60, 330, 420, 12, BRAND.brand4) +
    shape('M870 430v-80h190v80Z', BRAND.paper) +
    shape('M890 350a75 66 0 0 1 150 0Z', BRAND.accent) +
    line('M965 284v-26', BRAND.warm, 6) +
    line('M965 60v420M800 270h330', BRAND.ink, 4) +
    monitor(120, 90, 600, 370, (x, y, w, h) => code(x, y, w, h, 10)) +
    desk(620, -20, vw + 40, vh + 10) +
    plant(1060, 630, 200) +
    back(290, 740, 72, look(0)) +
    back(600, 730, 74, look(8)),
  // A design critique in Amsterdam: screens of the design on the wall, canal houses outside.
  critique: (vw, vh) =>
    box(0, 0, vw, vh, 0, BRAND.paperAlt, true) +
    box(860, 60, 300, 440, 12, BRAND.brand4) +
    [0, 1, 2]
      .map((i) =>
        shape(
          `M${880 + i * 92} 500v-${180 + (i % 2) * 60}l40-40 40 40v${180 + (i % 2) * 60}Z`,
          itemAt([BRAND.brand3, BRAND.warm, BRAND.accent2], i),
        ),
      )
      .join('') +
    line('M860 280h300', BRAND.ink, 4) +
    wallBoard(60, 50, 740, 440, (x, y, w, h) =>
      [0, 1]
        .map(
          (i) =>
            box(x + i * w * 0.52, y, w * 0.46, h, 10, BRAND.brand4, true) +
            box(
              x + i * w * 0.52 + 20,
              y + 20,
              w * 0.3,
              h * 0.12,
              6,
              i ? BRAND.accent : BRAND.brand,
              true,
            ) +
            box(x + i * w * 0.52 + 20, y + h * 0.3, w * 0.4, h * 0.3, 8, BRAND.paper, true) +
            chart(
              x + i * w * 0.52 + 40,
              y + h * 0.34,
              w * 0.3,
              h * 0.2,
              [0.2, 0.5, 0.4, 0.8],
              BRAND.accent,
              6,
            ) +
            box(x + i * w * 0.52 + 20, y + h * 0.72, w * 0.14, h * 0.1, 14, BRAND.warm, true),
        )
        .join(''),
    ) +
    sticky(700, 420, 80, BRAND.warm, 8) +
    shadow(220, 880, 110) +
    person(220, 880, 560, look(7), 'point') +
    shadow(560, 890, 110) +
    person(560, 890, 580, look(3), 'hold') +
    shadow(940, 880, 110) +
    person(940, 880, 600, look(1)),
  // The summer meetup in Lisbon: drinks on the terrace over the roofs, the yellow tram below.
  summer: (vw, vh) =>
    box(0, 0, vw, vh, 0, BRAND.brand4, true) +
    sun(920, 170, 70) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        shape(
          `M${i * 250 - 20} 560v-${120 + (i % 3) * 50}l125-60 125 60v${120 + (i % 3) * 50}Z`,
          i % 2 ? BRAND.paper : BRAND.brand3,
        ),
      )
      .join('') +
    shape('M780 560v-100h300v100Z', BRAND.warm) +
    [0, 1, 2].map((i) => box(806 + i * 90, 480, 60, 44, 6, BRAND.paper)).join('') +
    line('M840 460l60-60', BRAND.ink, 4) +
    box(-10, 600, vw + 20, 320, 0, BRAND.accent2) +
    line('M0 640H1200', BRAND.ink, 3) +
    [160, 400, 640, 880]
      .map(
        (x, i) =>
          shadow(x, 880, 100) +
          person(
            x,
            880,
            540,
            look(itemAt([4, 2, 9, 5], i)),
            itemAt(['hold', 'up', 'hold', 'down'], i),
          ),
      )
      .join(''),
}

/** Which moment an /about picture's caption names. */
const KINDS = /** @type {const} */ ([
  [/planning/i, 'planning'],
  [/pair/i, 'pairing'],
  [/critique/i, 'critique'],
  [/meetup in/i, 'summer'],
])

/**
 * One of the company's moments, from its caption, 1200 × 900 units.
 * @param {string} caption
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function aboutMoment(caption, w, h, label) {
  const kind = KINDS.find(([pattern]) => pattern.test(caption))?.[1]
  const draw = kind ? MOMENTS[kind] : undefined
  if (!draw) throw new Error(`No /about picture for "${caption}"`)
  const vw = 1200
  const vh = Math.round((vw * h) / w)
  return picture(w, h, vw, vh, label, draw(vw, vh))
}
