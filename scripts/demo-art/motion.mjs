// A small scene model drawn two ways: as a static SVG (the poster, every element at rest) and as
// a Lottie animation (bodymovin JSON, as lottie-web plays it). One drawing gives both, so the
// poster a visitor with reduced motion sees is the animation's resting frame.
import { esc, r } from './random.mjs'

export const FPS = 30

/** @typedef {[x: number, y: number]} Point */
/**
 * How a shape is painted: `fill` and/or `stroke` (colours), `width` (the stroke's).
 * @typedef {{ fill?: string, stroke?: string, width?: number, opacity?: number, radius?: number,
 *   closed?: boolean }} Style
 */
/**
 * @typedef {({ type: 'rect', x: number, y: number, w: number, h: number }
 *   | { type: 'ellipse', cx: number, cy: number, rx: number, ry: number }
 *   | { type: 'poly', points: Point[] }) & Style} Shape
 */
/**
 * Keyframes [frame, value] of a layer (see `layer`).
 * @typedef {object} Motion
 * @property {[number, Point][]} [offset]
 * @property {[number, number | Point][]} [scale] percent, or [x, y] percents
 * @property {[number, number][]} [opacity]
 * @property {[number, number][]} [rotate]
 * @property {[number, number][]} [draw]
 */
/** @typedef {{ anchor?: Point, motion?: Motion }} Movement */
/** @typedef {{ shapes: Shape[], anchor: Point, motion: Motion }} Layer */
/** @typedef {{ width: number, height: number, background?: string, layers: Layer[] }} Scene */

/** @type {Point} */
const ORIGIN = [0, 0]

/** Lottie colours are RGBA in 0..1. */
const rgba = (/** @type {string} */ hex) => [
  ...[1, 3, 5].map((i) => Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000),
  1,
]
const round = (/** @type {number} */ n) => Math.round(n * 100) / 100
const EASE = { i: { x: [0.4], y: [1] }, o: { x: [0.6], y: [0] } }

/**
 * An animated Lottie property from keyframes [frame, value]; a constant without any.
 * @param {[number, number | number[]][] | undefined} keys
 * @param {number | number[]} rest
 */
function property(keys, rest) {
  if (!keys?.length) return { a: 0, k: rest }
  const sorted = [...keys].sort((a, b) => a[0] - b[0])
  return {
    a: 1,
    k: sorted.map(([t, s], i) => {
      const value = (Array.isArray(s) ? s : [s]).map(round)
      return i < sorted.length - 1 ? { t, s: value, ...EASE } : { t, s: value }
    }),
  }
}

// Shapes. Every one has `fill` and/or `stroke` (colour) and `width` (the stroke's).

/** @type {(x: number, y: number, w: number, h: number, style?: Style) => Shape} */
export const rect = (x, y, w, h, style = {}) => ({ type: 'rect', x, y, w, h, ...style })
/** @type {(cx: number, cy: number, rx: number, ry: number, style?: Style) => Shape} */
export const ellipse = (cx, cy, rx, ry, style = {}) => ({
  type: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  ...style,
})
/**
 * A polyline or polygon (closed) through points [x, y].
 * @type {(points: Point[], style?: Style) => Shape}
 */
export const poly = (points, style = {}) => ({ type: 'poly', points, ...style })
/**
 * Points along a cubic Bézier, for curved connectors drawn as polylines.
 * @param {Point} from
 * @param {Point} control1
 * @param {Point} control2
 * @param {Point} to
 * @returns {Point[]}
 */
export function curve([x0, y0], [x1, y1], [x2, y2], [x3, y3], n = 16) {
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n
    const u = 1 - t
    return [
      u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
      u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
    ]
  })
}

/**
 * A layer: shapes that move together. `anchor` is the point it scales and turns about; `motion`
 * holds keyframes [frame, value] of `offset` ([dx, dy] from rest), `scale` (percent), `opacity`
 * (percent), `rotate` (degrees) and `draw` (percent of every stroke drawn: a line drawing itself).
 * At rest (the poster) a layer is where its shapes say, whole, opaque and fully drawn.
 * @type {(shapes: Shape[], movement?: Movement) => Layer}
 */
export const layer = (shapes, { anchor = ORIGIN, motion = {} } = {}) => ({ shapes, anchor, motion })

// The static SVG.

/** @param {Shape} s */
function svgShape(s) {
  const paint =
    `fill="${s.fill ?? 'none'}"` +
    (s.stroke
      ? ` stroke="${s.stroke}" stroke-width="${s.width ?? 3}" stroke-linecap="round" stroke-linejoin="round"`
      : '') +
    (s.opacity !== undefined ? ` opacity="${s.opacity}"` : '')
  if (s.type === 'rect')
    return `<rect x="${r(s.x)}" y="${r(s.y)}" width="${r(s.w)}" height="${r(s.h)}"${s.radius ? ` rx="${r(s.radius)}"` : ''} ${paint}/>`
  if (s.type === 'ellipse')
    return s.rx === s.ry
      ? `<circle cx="${r(s.cx)}" cy="${r(s.cy)}" r="${r(s.rx)}" ${paint}/>`
      : `<ellipse cx="${r(s.cx)}" cy="${r(s.cy)}" rx="${r(s.rx)}" ry="${r(s.ry)}" ${paint}/>`
  const d =
    s.points.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)} ${r(y)}`).join('') + (s.closed ? 'Z' : '')
  return `<path d="${d}" ${paint}/>`
}

/**
 * The poster: every layer at rest, as an SVG of width × height (transparent without a background).
 * @param {Scene} scene
 * @param {string} label
 */
export function toSvg(scene, label) {
  const { width, height, background, layers } = scene
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">`,
    background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '',
    ...layers.flatMap((l) => l.shapes.map(svgShape)),
    '</svg>',
  ].join('')
}

// The Lottie animation.

/**
 * @param {Shape} s
 * @param {number} i
 */
function lottieShape(s, i) {
  /** @type {object[]} */
  const items = []
  if (s.type === 'rect')
    items.push({
      ty: 'rc',
      d: 1,
      s: { a: 0, k: [round(s.w), round(s.h)] },
      p: { a: 0, k: [round(s.x + s.w / 2), round(s.y + s.h / 2)] },
      r: { a: 0, k: round(s.radius ?? 0) },
    })
  else if (s.type === 'ellipse')
    items.push({
      ty: 'el',
      d: 1,
      s: { a: 0, k: [round(s.rx * 2), round(s.ry * 2)] },
      p: { a: 0, k: [round(s.cx), round(s.cy)] },
    })
  else
    items.push({
      ty: 'sh',
      ks: {
        a: 0,
        k: {
          c: Boolean(s.closed),
          v: s.points.map(([x, y]) => [round(x), round(y)]),
          i: s.points.map(() => [0, 0]),
          o: s.points.map(() => [0, 0]),
        },
      },
    })
  if (s.stroke)
    items.push({
      ty: 'st',
      c: { a: 0, k: rgba(s.stroke) },
      o: { a: 0, k: 100 },
      w: { a: 0, k: s.width ?? 3 },
      lc: 2,
      lj: 2,
    })
  if (s.fill) items.push({ ty: 'fl', c: { a: 0, k: rgba(s.fill) }, o: { a: 0, k: 100 }, r: 1 })
  items.push({
    ty: 'tr',
    p: { a: 0, k: [0, 0] },
    a: { a: 0, k: [0, 0] },
    s: { a: 0, k: [100, 100] },
    r: { a: 0, k: 0 },
    o: { a: 0, k: round((s.opacity ?? 1) * 100) },
  })
  return { ty: 'gr', nm: `s${i}`, it: items }
}

/**
 * The bodymovin JSON of a scene, `frames` long, looping.
 * @param {Scene} scene
 * @param {string} name
 * @param {number} frames
 */
export function toLottie(scene, name, frames) {
  const { width, height, background, layers } = scene
  const all = background
    ? [layer([rect(0, 0, width, height, { fill: background })]), ...layers]
    : layers
  const lottieLayers = all.map((l, index) => {
    const [ax, ay] = l.anchor
    const m = l.motion
    // Lottie draws a layer's first shape on top: the last drawn comes first.
    /** @type {object[]} */
    const shapes = l.shapes.map(lottieShape).reverse()
    if (m.draw)
      shapes.push({
        ty: 'tm',
        s: { a: 0, k: 0 },
        e: property(m.draw, 100),
        o: { a: 0, k: 0 },
        m: 1,
      })
    return {
      ddd: 0,
      ind: index + 1,
      ty: 4,
      nm: `l${index}`,
      sr: 1,
      ks: {
        o: property(m.opacity, 100),
        r: property(m.rotate, 0),
        p: property(
          m.offset?.map(([t, [dx, dy]]) => [t, [ax + dx, ay + dy, 0]]),
          [ax, ay, 0],
        ),
        a: { a: 0, k: [ax, ay, 0] },
        s: property(
          m.scale?.map(([t, v]) => [t, Array.isArray(v) ? [...v, 100] : [v, v, 100]]),
          [100, 100, 100],
        ),
      },
      ao: 0,
      shapes,
      ip: 0,
      op: frames,
      st: 0,
      bm: 0,
    }
  })
  return {
    v: '5.7.4',
    fr: FPS,
    ip: 0,
    op: frames,
    w: width,
    h: height,
    nm: name,
    ddd: 0,
    assets: [],
    // Lottie draws its first layer on top: the scene's last layer comes first.
    layers: lottieLayers.reverse(),
  }
}
