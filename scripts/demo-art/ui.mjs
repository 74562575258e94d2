// Building blocks of product screens: device frames and the widgets drawn inside them.
import { icon } from './icons.mjs'
import { r, tint } from './random.mjs'
import { textPath } from './type.mjs'
/** @import { Palette, Rng } from './random.mjs' */

/**
 * @typedef {{ x: number, y: number, w: number, h: number }} Box a part of a picture
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 * @param {string} fill
 */

export const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${r(rx)}"` : ''} fill="${fill}"${extra}/>`

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 */
export const circle = (cx, cy, radius, fill, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`

/**
 * A line of placeholder text: a rounded bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 */
export const bar = (x, y, w, h, fill, opacity = 1) =>
  rect(x, y, w, h, h / 2, fill, opacity < 1 ? ` opacity="${opacity}"` : '')

/**
 * A soft drop shadow under a rounded box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 */
const shadow = (x, y, w, h, rx) => rect(x + 4, y + 14, w - 8, h, rx, '#0b1a3a', ' opacity=".12"')

/**
 * A browser window; `body(box)` draws the page inside the box below the address bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {(box: Box) => string} body
 */
export function browser(x, y, w, h, pal, body) {
  const top = 34
  const dots = ['#ff6b6b', '#ffc145', '#3ad17a']
    .map((colour, i) => circle(x + 20 + i * 16, y + top / 2, 5, colour))
    .join('')
  return [
    shadow(x, y, w, h, 14),
    rect(x, y, w, h, 14, pal.surface),
    `<path d="M${r(x)} ${r(y + top)}V${r(y + 14)}a14 14 0 0 1 14-14h${r(w - 28)}a14 14 0 0 1 14 14V${r(y + top)}Z" fill="${tint(pal.bg2, 0.4)}"/>`,
    dots,
    bar(x + 80, y + 10, Math.min(w * 0.45, 360), 14, pal.surface),
    body({ x, y: y + top, w, h: h - top }),
  ].join('')
}

/**
 * A phone; `body(box)` draws the screen.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {(box: Box) => string} body
 */
export function phone(x, y, w, h, pal, body) {
  const b = w * 0.045
  const rx = w * 0.14
  return [
    shadow(x, y, w, h, rx),
    rect(x, y, w, h, rx, '#141a2b'),
    rect(x + b, y + b, w - 2 * b, h - 2 * b, rx - b, pal.surface),
    body({ x: x + b, y: y + b + w * 0.1, w: w - 2 * b, h: h - 2 * b - w * 0.1 }),
    rect(x + w * 0.36, y + b + w * 0.03, w * 0.28, w * 0.06, w * 0.03, '#141a2b'),
  ].join('')
}

/**
 * A tablet in landscape.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {(box: Box) => string} body
 */
export function tablet(x, y, w, h, pal, body) {
  const b = h * 0.04
  return [
    shadow(x, y, w, h, 22),
    rect(x, y, w, h, 22, '#141a2b'),
    rect(x + b, y + b, w - 2 * b, h - 2 * b, 12, pal.surface),
    body({ x: x + b, y: y + b, w: w - 2 * b, h: h - 2 * b }),
  ].join('')
}

/**
 * A card with a light border.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 */
export const card = (x, y, w, h, pal, rx = 10) =>
  rect(x, y, w, h, rx, pal.surface, ` stroke="${tint(pal.ink, 0.88)}" stroke-width="1.5"`)

/**
 * A filled button with a label bar (or real text when `label` is given).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {string} [label]
 */
export function button(x, y, w, h, fill, label) {
  const text = label
    ? textPath(label, {
        x: x + w / 2,
        y: y + h * 0.66,
        size: h * 0.42,
        face: 'poppins',
        fill: '#fff',
        anchor: 'middle',
      })
    : bar(x + w * 0.25, y + h * 0.42, w * 0.5, h * 0.16, '#fff', 0.9)
  return rect(x, y, w, h, h / 2, fill) + text
}

/**
 * A line chart through `values` (0–1) in the box, with a soft area under it.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values
 * @param {string} colour
 */
export function lineChart(
  x,
  y,
  w,
  h,
  values,
  colour,
  { area = true, width = 3, dots = false } = {},
) {
  const pts = values.map(
    (v, i) =>
      /** @satisfies {[number, number]} */ ([x + (i / (values.length - 1)) * w, y + h - v * h]),
  )
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${r(px)} ${r(py)}`).join('')
  const fill = area
    ? `<path d="${d}L${r(x + w)} ${r(y + h)}L${r(x)} ${r(y + h)}Z" fill="${colour}" opacity=".14"/>`
    : ''
  const marks = dots
    ? pts
        .map(([px, py]) =>
          circle(px, py, width + 1.5, '#fff', ` stroke="${colour}" stroke-width="${width}"`),
        )
        .join('')
    : ''
  return `${fill}<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>${marks}`
}

/**
 * Vertical bars for `values` (0–1); every `highlight`-th bar in the second colour.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values
 * @param {string} colour
 * @param {string} [second]
 */
export function barChart(x, y, w, h, values, colour, second) {
  const gap = w / values.length
  return values
    .map((v, i) =>
      rect(
        x + i * gap + gap * 0.2,
        y + h - v * h,
        gap * 0.6,
        v * h,
        Math.min(6, gap * 0.25),
        second && i % 3 === 2 ? second : colour,
      ),
    )
    .join('')
}

/**
 * A donut chart of `parts` (fractions summing to ≤ 1) in `colours`.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number[]} parts
 * @param {string[]} colours
 * @param {string} track
 */
export function donut(cx, cy, radius, parts, colours, track) {
  const c = 2 * Math.PI * radius
  let offset = 0
  const arcs = parts.map((p, i) => {
    const s = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${colours[i % colours.length]}" stroke-width="${r(radius * 0.36)}" stroke-dasharray="${r(p * c)} ${r(c)}" stroke-dashoffset="${r(-offset * c)}" transform="rotate(-90 ${r(cx)} ${r(cy)})"/>`
    offset += p
    return s
  })
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${track}" stroke-width="${r(radius * 0.36)}"/>${arcs.join('')}`
}

/**
 * A progress bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} value
 * @param {string} colour
 * @param {string} track
 */
export const progress = (x, y, w, h, value, colour, track) =>
  bar(x, y, w, h, track) + bar(x, y, Math.max(h, w * value), h, colour)

/**
 * A small round icon badge: a tinted circle with a Lucide icon.
 * @param {string} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} colour
 * @param {string} [bg]
 */
export function iconBadge(name, cx, cy, radius, colour, bg) {
  return (
    circle(cx, cy, radius, bg ?? tint(colour, 0.82)) +
    icon(name, { x: cx - radius * 0.55, y: cy - radius * 0.55, size: radius * 1.1, color: colour })
  )
}

/**
 * A list row: icon badge, two text bars and a value bar on the right.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {string} iconName
 * @param {string} colour
 */
export function listRow(x, y, w, h, pal, rnd, iconName, colour) {
  const rad = h * 0.32
  return [
    iconBadge(iconName, x + rad, y + h / 2, rad, colour),
    bar(x + rad * 2 + 12, y + h / 2 - 9, w * rnd.between(0.28, 0.42), 8, pal.ink, 0.75),
    bar(x + rad * 2 + 12, y + h / 2 + 5, w * rnd.between(0.18, 0.3), 6, pal.ink, 0.3),
    bar(x + w - w * 0.16, y + h / 2 - 4, w * 0.16, 8, pal.ink, 0.55),
  ].join('')
}

/**
 * A status pill.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} colour
 */
export const pill = (x, y, w, h, colour) =>
  rect(x, y, w, h, h / 2, tint(colour, 0.8)) +
  bar(x + h * 0.5, y + h * 0.38, w - h, h * 0.24, colour)

/**
 * Random values for a chart that trends up with noise.
 * @param {Rng} rnd
 * @param {number} n
 */
export function series(rnd, n, { from = 0.2, to = 0.85, noise = 0.18 } = {}) {
  return Array.from({ length: n }, (_, i) => {
    const v = from + ((to - from) * i) / (n - 1) + rnd.between(-noise, noise)
    return Math.min(0.98, Math.max(0.05, v))
  })
}
