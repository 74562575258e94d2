// Portraits and the "photos" of the demo: people at work, offices, events and background
// patterns, drawn as flat illustrations.
import { person } from './people.mjs'
import { esc, itemAt, r, seeded, tint } from './random.mjs'
import { BRAND, CLOTHES } from './system.mjs'
import { barChart, circle, lineChart, rect, series } from './ui.mjs'
/** @import { Palette, Rng } from './random.mjs' */

/**
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
const open = (w, h, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">`

/**
 * The scenes' palettes: the brand's blue, teal and amber on the site's paper tones, in three
 * arrangements so that neighbouring pictures are not the same, never another hue.
 */
const SCENE_PALETTES = [
  { primary: BRAND.brand, secondary: BRAND.accent, accent: BRAND.warm },
  { primary: BRAND.accent, secondary: BRAND.brand, accent: BRAND.brand2 },
  { primary: BRAND.brand2, secondary: BRAND.warm, accent: BRAND.accent },
].map((p) => ({
  ...p,
  bg: BRAND.paperAlt,
  bg2: BRAND.brand4,
  ink: BRAND.ink,
  surface: BRAND.paper,
}))
const light = () => SCENE_PALETTES

/** Names for the people in scenes (not the named team members). */
const EXTRAS = [
  'Mila',
  'Jonas',
  'Priya',
  'Tariq',
  'Lena',
  'Ivo',
  'Zara',
  'Ben',
  'Noor',
  'Kai',
  'Ema',
  'Luis',
  'Sara',
  'Omar',
  'Vera',
  'Femi',
]

/**
 * A portrait: the person on the team's one neutral background, head and shoulders alike.
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function portrait(name, w, h, label) {
  const rnd = seeded(`portrait:${name}`)
  const size = Math.min(w, h) * (h > w ? 1 : 0.92)
  return [
    open(w, h, label),
    rect(0, 0, w, h, 0, BRAND.paperAlt),
    circle(w * 0.5, h - size * 0.52, size * 0.4, BRAND.brand4),
    person(name, {
      x: (w - size) / 2,
      y: h - size,
      size,
      clothes: rnd.pick(CLOTHES),
      idPrefix: 'a',
    }),
    '</svg>',
  ].join('')
}

/**
 * A laptop seen from behind, on a table edge at y.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} colour
 */
const laptop = (x, y, w, colour) =>
  `<path d="M${r(x)} ${r(y)}L${r(x + w * 0.08)} ${r(y - w * 0.62)}H${r(x + w * 0.92)}L${r(x + w)} ${r(y)}Z" fill="${colour}"/>` +
  circle(x + w / 2, y - w * 0.32, w * 0.07, '#ffffff', ' opacity=".6"')

/**
 * What hangs on the wall: a chart screen, a roadmap, an architecture sketch or sticky notes.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {string} kind
 */
function wallBoard(x, y, w, h, pal, rnd, kind) {
  const frame = rect(
    x,
    y,
    w,
    h,
    10,
    kind === 'screen' ? BRAND.ink : BRAND.paper,
    ` stroke="${BRAND.ink}" stroke-width="3"`,
  )
  if (kind === 'screen')
    return (
      frame +
      lineChart(x + w * 0.08, y + h * 0.2, w * 0.84, h * 0.6, series(rnd, 8), pal.secondary) +
      barChart(x + w * 0.08, y + h * 0.55, w * 0.4, h * 0.3, series(rnd, 5), pal.accent)
    )
  if (kind === 'roadmap')
    return (
      frame +
      [0, 1, 2, 3]
        .map((i) =>
          rect(
            x + w * (0.06 + rnd.between(0, 0.3)),
            y + h * (0.14 + i * 0.2),
            w * rnd.between(0.25, 0.5),
            h * 0.12,
            6,
            itemAt([pal.primary, pal.secondary, pal.accent, tint(pal.primary, 0.4)], i),
          ),
        )
        .join('') +
      [1, 2, 3]
        .map((i) => rect(x + (w * i) / 4, y + h * 0.08, 2, h * 0.84, 0, tint(pal.ink, 0.8)))
        .join('')
    )
  if (kind === 'diagram') {
    /** @type {[number, number][]} */
    const at = [
      [0.1, 0.2],
      [0.55, 0.15],
      [0.3, 0.6],
      [0.7, 0.62],
    ]
    const boxes =
      /** @type {[[number, number], [number, number], [number, number], [number, number]]} */ (
        at.map(([bx, by]) => [x + w * bx, y + h * by])
      )
    return (
      frame +
      `<path d="M${r(boxes[0][0] + w * 0.25)} ${r(boxes[0][1] + h * 0.1)}H${r(boxes[1][0])}M${r(boxes[0][0] + w * 0.12)} ${r(boxes[0][1] + h * 0.2)}L${r(boxes[2][0] + w * 0.1)} ${r(boxes[2][1])}M${r(boxes[1][0] + w * 0.12)} ${r(boxes[1][1] + h * 0.2)}L${r(boxes[3][0] + w * 0.1)} ${r(boxes[3][1])}" stroke="${pal.ink}" stroke-width="3" stroke-dasharray="6 5" fill="none"/>` +
      boxes
        .map(([bx, by], i) =>
          rect(
            bx,
            by,
            w * 0.25,
            h * 0.22,
            8,
            'none',
            ` stroke="${itemAt([pal.primary, pal.secondary, pal.accent, pal.primary], i)}" stroke-width="4"`,
          ),
        )
        .join('')
    )
  }
  return (
    frame +
    Array.from({ length: 9 }, (_, i) =>
      rect(
        x + w * (0.08 + (i % 3) * 0.3),
        y + h * (0.1 + Math.floor(i / 3) * 0.28),
        w * 0.22,
        h * 0.22,
        3,
        rnd.pick(['#ffe27a', '#a7f3d0', '#fbcfe8', '#bfdbfe']),
        ` transform="rotate(${rnd.int(-6, 6)} ${r(x + w * (0.19 + (i % 3) * 0.3))} ${r(y + h * (0.2 + Math.floor(i / 3) * 0.28))})"`,
      ),
    ).join('')
  )
}

/**
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 */
const MOUNTAINS = (w, h, pal) =>
  `<path d="M0 ${r(h * 0.62)}L${r(w * 0.22)} ${r(h * 0.3)}L${r(w * 0.4)} ${r(h * 0.55)}L${r(w * 0.62)} ${r(h * 0.22)}L${r(w)} ${r(h * 0.6)}V${h}H0Z" fill="${tint(pal.secondary, 0.45)}"/>` +
  `<path d="M0 ${r(h * 0.75)}C${r(w * 0.3)} ${r(h * 0.62)} ${r(w * 0.6)} ${r(h * 0.8)} ${w} ${r(h * 0.68)}V${h}H0Z" fill="${tint(pal.secondary, 0.15)}"/>`

/**
 * A skyline of `n` buildings with lit windows, standing on y.
 * @param {number} w
 * @param {number} y
 * @param {number} h
 * @param {Rng} rnd
 * @param {string} fill
 * @param {string} windows
 */
function skyline(w, y, h, rnd, fill, windows) {
  let x = 0
  let out = ''
  let lit = ''
  while (x < w) {
    const bw = rnd.between(w * 0.05, w * 0.11)
    const bh = rnd.between(h * 0.3, h)
    out += rect(x, y - bh, bw - 4, bh, 0, fill)
    for (let wy = y - bh + 12; wy < y - 12; wy += 18)
      for (let wx = x + 8; wx < x + bw - 16; wx += 14)
        if (rnd() < 0.3) lit += `M${r(wx)} ${r(wy)}h6v8h-6z`
    x += bw
  }
  return `${out}<path d="${lit}" fill="${windows}" opacity=".8"/>`
}

/**
 * What a scene shows, from its caption.
 * @param {string} caption
 */
function sceneKind(caption) {
  if (/hik|run|terrace|summer|party|meetup|trip/i.test(caption)) return 'outdoor'
  if (/talk|conference|workshop|critique/i.test(caption)) return 'stage'
  if (/office in/i.test(caption)) return 'city'
  return 'meeting'
}

/**
 * A scene with people, from its caption ("Pair programming in Belgrade", "Hiking trip"…).
 * @param {string} key
 * @param {string} caption
 * @param {number} w
 * @param {number} h
 */
export function scene(key, caption, w, h) {
  const rnd = seeded(key)
  const pal = rnd.pick(light())
  const kind = sceneKind(caption)
  /**
   * @param {number} n
   * @param {number} y
   * @param {number} size
   */
  const people = (n, y, size) =>
    Array.from({ length: n }, (_, i) => {
      const slot = w / n
      const x = slot * i + (slot - size) / 2 + rnd.between(-slot * 0.08, slot * 0.08)
      return person(itemAt(EXTRAS, (i + rnd.int(0, 15)) % EXTRAS.length) + key, {
        x,
        y: y + rnd.between(-size * 0.04, size * 0.04),
        size,
        clothes: itemAt([pal.primary, pal.secondary, pal.accent, '#3c4f5c'], i % 4),
        idPrefix: `s${i}`,
      })
    }).join('')
  let body = ''
  if (kind === 'outdoor') {
    body =
      rect(0, 0, w, h, 0, tint(pal.primary, 0.8)) +
      circle(w * rnd.between(0.6, 0.9), h * 0.2, h * 0.09, '#ffd66b') +
      (/terrace|party|meetup/i.test(caption)
        ? skyline(w, h * 0.7, h * 0.4, rnd, tint(pal.primary, 0.55), '#fff')
        : MOUNTAINS(w, h, pal)) +
      (/party|meetup/i.test(caption)
        ? `<path d="M0 ${r(h * 0.12)}Q${r(w / 2)} ${r(h * 0.3)} ${w} ${r(h * 0.12)}" stroke="${pal.ink}" fill="none" stroke-width="2"/>` +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<path d="M${r(w * (0.06 + i * 0.11))} ${r(h * 0.15 + Math.sin((i / 8) * Math.PI) * h * 0.08)}l12 24 12-24Z" fill="${itemAt([pal.primary, pal.accent, pal.secondary], i % 3)}"/>`,
          ).join('')
        : '') +
      people(rnd.int(3, 4), h - h * 0.55, h * 0.55)
  } else if (kind === 'stage') {
    body =
      rect(0, 0, w, h, 0, tint(pal.ink, 0.15)) +
      wallBoard(w * 0.12, h * 0.08, w * 0.56, h * 0.46, pal, rnd, rnd.pick(['screen', 'diagram'])) +
      person(EXTRAS[rnd.int(0, 15)] + key, {
        x: w * 0.68,
        y: h * 0.22,
        size: h * 0.5,
        clothes: pal.accent,
        idPrefix: 'sp',
      }) +
      Array.from({ length: 9 }, (_, i) =>
        circle(
          w * (0.06 + i * 0.11),
          h * 0.9 + (i % 2) * 10,
          h * 0.09,
          tint(pal.ink, 0.35 + (i % 3) * 0.08),
        ),
      ).join('') +
      Array.from({ length: 8 }, (_, i) =>
        circle(w * (0.11 + i * 0.11), h * 1.0, h * 0.11, tint(pal.ink, 0.25)),
      ).join('')
  } else if (kind === 'city') {
    const sky = rnd.pick(['#ffd9b8', '#cfe3ff', '#ffe7a8', '#d9d3ff'])
    body =
      rect(0, 0, w, h, 0, sky) +
      circle(w * 0.8, h * 0.25, h * 0.1, '#fff4c9') +
      skyline(w, h * 0.86, h * 0.55, rnd, tint(pal.primary, 0.35), '#ffe8a3') +
      rect(0, h * 0.86, w, h * 0.14, 0, tint(pal.ink, 0.3)) +
      `<path d="M${r(w / 2)} ${r(h * 0.62)}c-26-34-36-48-36-64a36 36 0 0 1 72 0c0 16-10 30-36 64Z" fill="${pal.accent}" stroke="#fff" stroke-width="4"/>` +
      circle(w / 2, h * 0.62 - 64, 13, '#fff')
  } else {
    const board = /roadmap/i.test(caption)
      ? 'roadmap'
      : /architecture|diagram/i.test(caption)
        ? 'diagram'
        : /planning|sprint|design/i.test(caption)
          ? 'notes'
          : 'screen'
    const n = /pair|mentoring/i.test(caption)
      ? 2
      : /engineer sketching/i.test(caption)
        ? 1
        : rnd.int(2, 4)
    // People sit behind the table, each in a seat of their own.
    const seated = Math.min(h * 0.5, (w / n) * 1.05)
    body =
      rect(0, 0, w, h, 0, pal.bg) +
      rect(0, h * 0.72, w, h * 0.28, 0, tint(pal.bg2, -0.05)) +
      rect(
        w * 0.06,
        h * 0.1,
        w * 0.16,
        h * 0.3,
        6,
        '#ffffff',
        ` stroke="${tint(pal.ink, 0.75)}" stroke-width="4"`,
      ) +
      `<path d="M${r(w * 0.92)} ${r(h * 0.62)}c-20-30 0-60 14-70M${r(w * 0.92)} ${r(h * 0.62)}c10-30 30-40 40-38" stroke="${pal.secondary}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      rect(w * 0.88, h * 0.6, w * 0.09, h * 0.13, 4, tint(pal.accent, -0.1)) +
      wallBoard(w * 0.3, h * 0.06, w * 0.46, h * 0.34, pal, rnd, board) +
      people(n, h * 0.745 - seated * 0.98, seated) +
      rect(
        -10,
        h * 0.74,
        w + 20,
        h * 0.3,
        0,
        BRAND.brand4,
        ` stroke="${BRAND.ink}" stroke-width="3"`,
      ) +
      rect(-10, h * 0.74 + 14, w + 20, 3, 0, BRAND.brand3) +
      Array.from({ length: n }, (_, i) => {
        const x = (w / n) * i + (w / n - seated * 0.42) / 2
        const s = seated * 0.42
        // On the table: lunch, a board game or laptops, as the caption says.
        if (/lunch|dinner/i.test(caption))
          return (
            `<ellipse cx="${r(x + s / 2)}" cy="${r(h * 0.8)}" rx="${r(s * 0.5)}" ry="${r(s * 0.16)}" fill="#fff"/>` +
            circle(x + s * 0.4, h * 0.79, s * 0.12, pal.accent) +
            circle(x + s * 0.62, h * 0.8, s * 0.1, pal.secondary)
          )
        if (/games/i.test(caption))
          return (
            rect(
              x + s * 0.2,
              h * 0.77,
              s * 0.26,
              s * 0.26,
              5,
              '#fff',
              ` transform="rotate(${rnd.int(-20, 20)} ${r(x + s * 0.33)} ${r(h * 0.8)})"`,
            ) +
            circle(x + s * 0.33, h * 0.77 + s * 0.13, s * 0.04, pal.ink) +
            rect(x + s * 0.6, h * 0.78, s * 0.3, s * 0.4, 4, pal.accent)
          )
        return laptop(x, h * 0.745, s, BRAND.brand3)
      }).join('')
  }
  return `${open(w, h, caption)}${body}</svg>`
}

/**
 * A wide dark background: city lights or a network of nodes.
 * @param {string} key
 * @param {string} caption
 * @param {number} w
 * @param {number} h
 */
export function pattern(key, caption, w, h) {
  const rnd = seeded(key)
  const base = '#0d1730'
  if (/city/i.test(caption)) {
    return `${open(w, h, caption)}${rect(0, 0, w, h, 0, base)}${skyline(w, h, h * 0.8, rnd, '#15234a', '#f6c945')}${rect(0, 0, w, h, 0, '#0d1730', ' opacity=".25"')}</svg>`
  }
  const nodes = Array.from(
    { length: 42 },
    () => /** @satisfies {[number, number]} */ ([rnd() * w, rnd() * h]),
  )
  const edges = nodes
    .flatMap(([x, y], i) =>
      nodes
        .slice(i + 1)
        .filter(([x2, y2]) => Math.hypot(x - x2, y - y2) < w * 0.11)
        .map(([x2, y2]) => `M${r(x)} ${r(y)}L${r(x2)} ${r(y2)}`),
    )
    .join('')
  return `${open(w, h, caption)}${rect(0, 0, w, h, 0, base)}<path d="${edges}" stroke="#3b82f6" stroke-opacity=".35" stroke-width="1.5"/>${nodes.map(([x, y], i) => circle(x, y, i % 5 ? 3 : 6, i % 5 ? '#60a5fa' : '#2dd4bf')).join('')}</svg>`
}
