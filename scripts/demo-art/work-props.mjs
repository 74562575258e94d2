// What the teams at work stand and sit at, drawn 1200 units wide (the service heroes' scale): desks,
// monitors and whiteboards, and what is on them (code, dashboards, roadmaps, diagrams), in the
// brand's ink line and colours.
import { INK, box, dot, line, shape } from './figures.mjs'
import { itemAt, r } from './random.mjs'
import { BRAND } from './system.mjs'

/**
 * The front of a desk from `y` down to `bottom`, the brand's light blue with one inked top.
 * @param {number} y
 * @param {number} x
 * @param {number} w
 * @param {number} bottom
 */
export const desk = (y, x, w, bottom) =>
  box(x, y, w, bottom - y, 6, BRAND.brand4) +
  line(`M${x + 14} ${y + 22}H${x + w - 14}`, BRAND.brand3, 6)

/**
 * A soft ground shadow under someone's feet or a piece of furniture.
 * @param {number} cx
 * @param {number} y
 * @param {number} rx
 */
export const shadow = (cx, y, rx) =>
  `<ellipse cx="${r(cx)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(rx * 0.12)}" fill="${BRAND.brand3}"/>`

/**
 * The stage every scene stands on: the service heroes' soft disc and a floor line.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 */
export const disc = (cx, cy, radius) => dot(cx, cy, radius, BRAND.brand4, true)

/**
 * Dots in a grid, the service heroes' texture.
 * @param {number} x
 * @param {number} y
 * @param {number} cols
 * @param {number} rows
 */
export const dots = (x, y, cols, rows) =>
  `<path d="${Array.from({ length: cols * rows }, (_, i) => `M${x + (i % cols) * 22} ${y + Math.floor(i / cols) * 22}h.1`).join('')}" stroke="${BRAND.brand2}" stroke-width="7" stroke-linecap="round"/>`

/**
 * A monitor on its stand, the screen's content drawn by `inside` in the screen's box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {(x: number, y: number, w: number, h: number) => string} inside
 * @param {string} [screen]
 */
export const monitor = (x, y, w, h, inside, screen = BRAND.ink) =>
  box(x + w / 2 - w * 0.04, y + h, w * 0.08, h * 0.2, 0, BRAND.inkSoft) +
  box(x + w / 2 - w * 0.16, y + h * 1.18, w * 0.32, h * 0.05, 6, BRAND.inkSoft) +
  box(x, y, w, h, 14, screen) +
  inside(x + w * 0.06, y + h * 0.1, w * 0.88, h * 0.8)

/**
 * A whiteboard (or a wall screen) with its content.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {(x: number, y: number, w: number, h: number) => string} inside
 * @param {string} [fill]
 */
export const wallBoard = (x, y, w, h, inside, fill = BRAND.paper) =>
  box(x, y, w, h, 16, fill) + inside(x + w * 0.06, y + h * 0.1, w * 0.88, h * 0.8)

/**
 * A laptop seen from behind its screen, on a desk at y.
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 */
export const laptopBack = (cx, y, w) =>
  shape(
    `M${r(cx - w / 2)} ${r(y)}L${r(cx - w * 0.42)} ${r(y - w * 0.62)}H${r(cx + w * 0.42)}L${r(cx + w / 2)} ${r(y)}Z`,
    BRAND.brand3,
  ) + dot(cx, y - w * 0.32, w * 0.07, BRAND.paper, true)

/**
 * A phone held up or standing, its screen an app: a header, cards and a button.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {string} colour the app's header
 */
export const phone = (x, y, w, colour) => {
  const h = w * 2
  return (
    box(x, y, w, h, w * 0.16, BRAND.ink) +
    box(x + w * 0.08, y + w * 0.12, w * 0.84, h - w * 0.24, w * 0.1, BRAND.paper, true) +
    box(x + w * 0.08, y + w * 0.12, w * 0.84, h * 0.2, w * 0.1, colour, true) +
    [0, 1, 2]
      .map((i) =>
        box(x + w * 0.18, y + h * (0.36 + i * 0.16), w * 0.64, h * 0.1, 6, BRAND.line, true),
      )
      .join('') +
    box(x + w * 0.18, y + h * 0.84, w * 0.64, h * 0.06, 10, BRAND.accent, true)
  )
}

/**
 * A pot plant standing on y, `s` its height.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
export const plant = (x, y, s) =>
  line(
    `M${x} ${r(y - s * 0.45)}c${r(-s * 0.3)} ${r(-s * 0.25)} ${r(-s * 0.15)} ${r(-s * 0.5)} ${r(s * 0.08)} ${r(-s * 0.6)}M${x} ${r(y - s * 0.45)}c${r(s * 0.1)} ${r(-s * 0.3)} ${r(s * 0.35)} ${r(-s * 0.38)} ${r(s * 0.5)} ${r(-s * 0.34)}M${x} ${r(y - s * 0.45)}c${r(-s * 0.05)} ${r(-s * 0.2)} ${r(-s * 0.25)} ${r(-s * 0.28)} ${r(-s * 0.42)} ${r(-s * 0.2)}`,
    BRAND.accent,
    s * 0.08,
  ) +
  shape(
    `M${r(x - s * 0.22)} ${r(y - s * 0.45)}h${r(s * 0.44)}l${r(-s * 0.05)} ${r(s * 0.45)}h${r(-s * 0.34)}Z`,
    BRAND.warm,
  )

/**
 * A mug on a desk at y.
 * @param {number} x
 * @param {number} y
 */
export const mug = (x, y) =>
  line(`M${x + 34} ${y - 40}h10a12 12 0 0 1 0 24h-10`, BRAND.ink, 5) +
  box(x, y - 50, 36, 50, 6, BRAND.paper)

/**
 * A sticky note, turned a little.
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {string} colour
 * @param {number} turn degrees
 */
export const sticky = (x, y, s, colour, turn) =>
  `<g transform="rotate(${turn} ${r(x + s / 2)} ${r(y + s / 2)})">${box(x, y, s, s, 4, colour)}${box(x + s * 0.16, y + s * 0.3, s * 0.6, s * 0.1, 3, BRAND.ink, true)}${box(x + s * 0.16, y + s * 0.52, s * 0.4, s * 0.1, 3, BRAND.ink, true)}</g>`

/**
 * A check in a disc: something passed, done or healthy.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} [colour]
 */
export const check = (cx, cy, radius, colour = BRAND.accent) =>
  dot(cx, cy, radius, colour) +
  line(
    `M${r(cx - radius * 0.45)} ${r(cy)}l${r(radius * 0.3)} ${r(radius * 0.32)}l${r(radius * 0.55)} ${r(-radius * 0.6)}`,
    BRAND.paper,
    Math.max(4, radius * 0.22),
  )

/** Colours of lines of code on a dark screen. */
const CODE = [BRAND.brand2, BRAND.accent, BRAND.paper, BRAND.brand2, BRAND.warm, BRAND.accent2]

/**
 * Lines of code, indented, on a dark screen.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} n
 */
export const code = (x, y, w, h, n) =>
  Array.from({ length: n }, (_, i) =>
    box(
      x + ([0, 1, 2, 2, 1, 0, 1, 2][i % 8] ?? 0) * w * 0.07,
      y + (i * h) / n,
      w * (0.22 + ((i * 29) % 45) / 100),
      (h / n) * 0.5,
      6,
      itemAt(CODE, i % CODE.length),
      true,
    ),
  ).join('')

/**
 * A line chart rising to the right.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values between 0 and 1
 * @param {string} colour
 * @param {number} [width]
 */
export const chart = (x, y, w, h, values, colour, width = 8) =>
  line(
    values
      .map((v, i) => `${i ? 'L' : 'M'}${r(x + (i * w) / (values.length - 1))} ${r(y + h - v * h)}`)
      .join(''),
    colour,
    width,
  )

/**
 * Bars standing on the bottom of the box.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number[]} values between 0 and 1
 * @param {string[]} colours
 */
export const bars = (x, y, w, h, values, colours) =>
  values
    .map((v, i) => {
      const bw = (w / values.length) * 0.62
      return box(
        x + (i * w) / values.length,
        y + h - v * h,
        bw,
        v * h,
        4,
        itemAt(colours, i % colours.length),
        true,
      )
    })
    .join('')

/**
 * A database: a cylinder.
 * @param {number} cx
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [fill]
 */
export const cylinder = (cx, y, w, h, fill = BRAND.paper) =>
  shape(
    `M${r(cx - w / 2)} ${r(y)}v${r(h)}a${r(w / 2)} ${r(w * 0.16)} 0 0 0 ${r(w)} 0v${r(-h)}`,
    fill,
  ) +
  `<ellipse cx="${r(cx)}" cy="${r(y)}" rx="${r(w / 2)}" ry="${r(w * 0.16)}" fill="${fill}" ${INK}/>` +
  line(`M${r(cx - w / 2)} ${r(y + h / 2)}a${r(w / 2)} ${r(w * 0.16)} 0 0 0 ${r(w)} 0`)

/**
 * An arrow from one point to another, dashed as on a whiteboard.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {string} [colour]
 */
export const arrow = (x1, y1, x2, y2, colour = BRAND.ink) => {
  const a = Math.atan2(y2 - y1, x2 - x1)
  const head = (turn = 0.5) =>
    `L${r(x2 - 16 * Math.cos(a - turn))} ${r(y2 - 16 * Math.sin(a - turn))}`
  return (
    line(`M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}`, colour, 4).replace(
      '/>',
      ' stroke-dasharray="12 9"/>',
    ) + line(`M${r(x2)} ${r(y2)}${head(0.5)}M${r(x2)} ${r(y2)}${head(-0.5)}`, colour, 4)
  )
}

/**
 * A labelled box on a diagram: a small card with a title bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} colour
 */
export const node = (x, y, w, h, colour) =>
  box(x, y, w, h, 10, BRAND.paper) +
  box(x + w * 0.14, y + h * 0.28, w * 0.5, h * 0.16, 4, colour, true) +
  box(x + w * 0.14, y + h * 0.56, w * 0.7, h * 0.12, 4, BRAND.line, true)
