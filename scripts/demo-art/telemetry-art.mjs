// The fleet telemetry case study's technology picture and its looping video: the trucks' events
// streaming through the event log into the services and the time-series store, and out to the
// live map and the planners' idle alerts. One drawing at a moment `t` of the loop (0 to 1): the
// poster is the loop's first frame, so the video starts where its poster is.
import { esc, r, tint } from './random.mjs'
import { textPath } from './type.mjs'
import { circle, rect } from './ui.mjs'
/** @import { Palette } from './random.mjs' */

const W = 1200
const H = 750
const TAU = Math.PI * 2

/**
 * The point a fraction `f` of the way round a closed route.
 * @param {[number, number][]} route
 * @param {number} f
 * @returns {[number, number]}
 */
function along(route, f) {
  const legs = route.map((p, i) => {
    const q = route[(i + 1) % route.length] ?? p
    return { p, q, len: Math.hypot(q[0] - p[0], q[1] - p[1]) }
  })
  const total = legs.reduce((sum, l) => sum + l.len, 0)
  let left = (((f % 1) + 1) % 1) * total
  for (const { p, q, len } of legs) {
    if (left <= len)
      return [p[0] + ((q[0] - p[0]) * left) / len, p[1] + ((q[1] - p[1]) * left) / len]
    left -= len
  }
  return route[0] ?? [0, 0]
}

/** @param {[number, number][]} route */
const pathOf = (route) => `M${route.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`

/** The trucks' routes on the live map (closed, so the loop returns to its start). */
/** @type {[number, number][][]} */
const ROUTES = [
  [
    [110, 250],
    [300, 250],
    [300, 420],
    [110, 420],
  ],
  [
    [200, 330],
    [400, 330],
    [400, 580],
    [200, 580],
  ],
  [
    [110, 500],
    [300, 500],
    [300, 620],
    [110, 620],
  ],
]

/**
 * A card with a soft shadow.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 */
const card = (x, y, w, h, pal) =>
  rect(x + 6, y + 10, w, h, 24, tint(pal.bg2, -0.08), ' opacity=".6"') +
  rect(x, y, w, h, 24, pal.surface)

/**
 * The picture at moment `t` of the loop.
 * @param {Palette} pal the case study's palette (its other pictures' colours)
 * @param {string} client
 * @param {number} t
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function telemetryFrame(pal, client, t, w, h, label) {
  const wave = (/** @type {number} */ phase) => Math.sin(TAU * (t + phase))
  // The live map: roads, the routes and the trucks on them, each sending its position.
  const map =
    card(40, 70, 420, 610, pal) +
    textPath(`${client} · live fleet`, {
      x: 72,
      y: 124,
      size: 24,
      face: 'poppinsBold',
      fill: pal.ink,
    }) +
    rect(64, 150, 372, 506, 16, pal.bg) +
    `<path d="M64 290H436M64 460H436M64 580H436M160 150V656M340 150V656" stroke="${pal.surface}" stroke-width="18"/>` +
    ROUTES.map(
      (route) =>
        `<path d="${pathOf(route)}" fill="none" stroke="${pal.primary}" stroke-width="5" stroke-dasharray="14 10" opacity=".55"/>`,
    ).join('') +
    rect(216, 200, 48, 40, 8, pal.secondary) +
    `<path d="M212 204l28-22 28 22" fill="none" stroke="${pal.secondary}" stroke-width="6" stroke-linejoin="round"/>` +
    ROUTES.map((route, i) => {
      const [x, y] = along(route, t + i / 3)
      const ping = (t * 2 + i / 3) % 1
      return (
        circle(
          x,
          y,
          20 + ping * 36,
          'none',
          ` stroke="${pal.primary}" stroke-width="4" opacity="${(1 - ping).toFixed(2)}"`,
        ) +
        circle(x, y, 20, pal.primary, ` stroke="${pal.surface}" stroke-width="5"`) +
        rect(x - 10, y - 6, 14, 12, 2, pal.surface) +
        rect(x + 4, y - 2, 7, 8, 2, pal.surface)
      )
    }).join('')
  // The event log: three partitions, each event a chip moving on to the services.
  const lanes = [0, 1, 2]
    .map((lane) => {
      const y = 290 + lane * 64
      // Whole turns per loop (one or two), so that the last frame leads into the first.
      const chips = Array.from({ length: 4 }, (_, i) => {
        const f = (i / 4 + t * (lane === 1 ? 2 : 1) + lane * 0.13) % 1
        const colour = [pal.primary, pal.secondary, pal.accent][(i + lane) % 3] ?? pal.primary
        return rect(470 + f * 240, y - 14, 30, 28, 8, colour)
      }).join('')
      return rect(490, y - 24, 210, 48, 24, tint(pal.bg2, 0.3)) + chips
    })
    .join('')
  const stream =
    textPath('events', { x: 548, y: 250, size: 22, face: 'poppins', fill: pal.ink }) +
    `<clipPath id="lanes"><rect x="490" y="266" width="210" height="176" rx="24"/></clipPath>` +
    `<g clip-path="url(#lanes)">${lanes}</g>`
  // The services and the time-series store behind them.
  const pulse = 0.5 + 0.5 * wave(0)
  const services =
    `<path d="M760 300l44-26 44 26v52l-44 26-44-26Z" fill="${pal.ink}"/>` +
    circle(804, 326, 14 + pulse * 4, pal.accent) +
    `<path d="M712 354H756M852 326H900" stroke="${pal.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M804 380V430" stroke="${pal.ink}" stroke-width="5" stroke-dasharray="8 8" stroke-dashoffset="${r(-t * 64)}"/>` +
    `<path d="M754 446v70a50 16 0 0 0 100 0v-70" fill="${pal.secondary}"/>` +
    `<ellipse cx="804" cy="446" rx="50" ry="16" fill="${tint(pal.secondary, 0.3)}"/>` +
    `<path d="M754 482a50 16 0 0 0 100 0" fill="none" stroke="${tint(pal.secondary, 0.3)}" stroke-width="4"/>`
  // The planners' view: trucks live, idle time falling, the alert that just came in.
  const points = Array.from({ length: 9 }, (_, i) => {
    const v = 0.55 - i * 0.035 + 0.08 * Math.sin(TAU * (i / 8 + t))
    return `${i ? 'L' : 'M'}${r(940 + i * 26)} ${r(300 + v * 150)}`
  }).join('')
  const alert = 0.55 + 0.45 * Math.max(0, wave(0.25))
  const planners =
    card(900, 70, 260, 610, pal) +
    rect(900, 70, 260, 64, 24, pal.primary) +
    rect(900, 110, 260, 24, 0, pal.primary) +
    textPath('Depot view', { x: 926, y: 112, size: 22, face: 'poppinsBold', fill: pal.surface }) +
    textPath('4,200', { x: 926, y: 196, size: 40, face: 'poppinsBold', fill: pal.ink }) +
    textPath('trucks live', {
      x: 926,
      y: 226,
      size: 18,
      face: 'poppins',
      fill: tint(pal.ink, 0.4),
    }) +
    rect(926, 270, 208, 150, 12, pal.bg) +
    `<path d="${points}" fill="none" stroke="${pal.secondary}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
    rect(926, 444, 208, 64, 14, pal.accent, ` opacity="${alert.toFixed(2)}"`) +
    textPath('Idle 12 min', { x: 946, y: 484, size: 20, face: 'poppinsBold', fill: pal.ink }) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(942, 550 + i * 40, 9, i === Math.floor(t * 3) ? pal.accent : pal.secondary) +
          rect(962, 543 + i * 40, 120 - i * 20, 14, 7, tint(pal.ink, 0.8)),
      )
      .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">`,
    rect(0, 0, W, H, 0, pal.bg),
    circle(1080, 680, 220, pal.bg2, ' opacity=".7"'),
    circle(120, 60, 160, pal.bg2, ' opacity=".7"'),
    map,
    stream,
    services,
    planners,
    '</svg>',
  ].join('')
}
