// What each service does, as one small animated scene in the brand's system: a pipeline for data,
// a deploy to the cloud, a phone for apps, a board for a dedicated team… Drawn once (motion.mjs)
// as the hero's Lottie animation and as its poster, 1200 × 800 with everything that matters in the
// middle 800 × 800, so that a square or a 4:3 frame cropping it (object-fit: cover) loses nothing.
import { curve, ellipse, layer, poly, rect, toLottie, toSvg } from './motion.mjs'
import { BRAND } from './system.mjs'
import { itemAt } from './random.mjs'
/** @import { Layer, Movement, Point, Shape } from './motion.mjs' */

export const WIDTH = 1200
export const HEIGHT = 800
/** Five seconds a loop. */
export const FRAMES = 150
const LINE = 3

const ink = { stroke: BRAND.ink, width: LINE }
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const card = (x, y, w, h, fill = BRAND.paper, radius = 18) =>
  rect(x, y, w, h, { fill, radius, ...ink })
/**
 * A soft shadow under a card: the one depth cue of the system.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
const shadow = (x, y, w, h, radius = 18) =>
  rect(x + 10, y + 14, w, h, { fill: BRAND.brand3, radius })
/**
 * A line of text in a mock-up: a rounded bar.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 */
const text = (x, y, w, fill = BRAND.line, h = 12) => rect(x, y, w, h, { fill, radius: h / 2 })
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 */
const dot = (cx, cy, radius, fill, style = {}) =>
  ellipse(cx, cy, radius, radius, { fill, ...style })
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 */
const check = (cx, cy, size, colour = BRAND.paper) =>
  poly(
    [
      [cx - size * 0.45, cy],
      [cx - size * 0.12, cy + size * 0.32],
      [cx + size * 0.45, cy - size * 0.3],
    ],
    { stroke: colour, width: LINE * 1.6 },
  )
/**
 * A badge with a tick: the moment something succeeds.
 * @param {number} cx
 * @param {number} cy
 */
const success = (cx, cy, radius = 30) => [
  dot(cx, cy, radius, BRAND.accent, ink),
  check(cx, cy, radius * 1.1),
]
/** Decorative dots of the backdrop, the same in every scene. */
const grid = () => [
  // The stage: one soft disc of the brand's blue that every scene stands on.
  dot(600, 410, 330, BRAND.stage),
  ...Array.from({ length: 5 }, (_, j) =>
    Array.from({ length: 5 }, (_, i) => dot(190 + i * 28, 580 + j * 28, 3, BRAND.brand2)),
  ).flat(),
]

/**
 * Pops in at `at` (frame) and stays until the loop ends, then fades for the next loop.
 * @param {number} at
 * @param {Point} anchor
 * @returns {Movement}
 */
const popIn = (at, anchor) => ({
  anchor,
  motion: {
    scale: [
      [0, 0],
      [at, 0],
      [at + 10, 108],
      [at + 16, 100],
      [FRAMES - 12, 100],
      [FRAMES, 0],
    ],
    opacity: [
      [0, 0],
      [at, 0],
      [at + 6, 100],
      [FRAMES - 12, 100],
      [FRAMES, 0],
    ],
  },
})
/**
 * Slides up into place at `at`.
 * @param {number} at
 * @returns {Movement}
 */
const riseIn = (at, distance = 40) => ({
  motion: {
    offset: [
      [0, [0, distance]],
      [at, [0, distance]],
      [at + 14, [0, 0]],
      [FRAMES - 12, [0, 0]],
      [FRAMES, [0, distance]],
    ],
    opacity: [
      [0, 0],
      [at, 0],
      [at + 10, 100],
      [FRAMES - 12, 100],
      [FRAMES, 0],
    ],
  },
})
/**
 * A stroke drawing itself from `at` for `length` frames.
 * @param {number} at
 * @returns {Movement}
 */
const drawOn = (at, length = 24) => ({
  motion: {
    draw: [
      [0, 0],
      [at, 0],
      [at + length, 100],
      [FRAMES - 12, 100],
      [FRAMES, 0],
    ],
  },
})
/**
 * Grows from its bottom edge (a bar of a chart).
 * @param {number} at
 * @param {Point} anchor
 * @returns {Movement}
 */
const growUp = (at, anchor) => ({
  anchor,
  motion: {
    scale: [
      [0, [100, 0]],
      [at, [100, 0]],
      [at + 16, [100, 100]],
      [FRAMES - 12, [100, 100]],
      [FRAMES, [100, 0]],
    ],
  },
})
/**
 * Travels along `points` (offsets from the shape's rest position) between two frames, looping.
 * @param {Point[]} points
 * @param {number} from
 * @param {number} to
 * @returns {Movement}
 */
const travel = (points, from, to) => ({
  motion: {
    offset: points.map((p, i) => [Math.round(from + ((to - from) * i) / (points.length - 1)), p]),
    opacity: [
      [0, 0],
      [from, 0],
      [from + 3, 100],
      [to - 3, 100],
      [to, 0],
    ],
  },
})

// The scenes. Each returns the layers, bottom first.

/** Data & Analytics: sources flow through a pipeline into a dashboard whose bars grow. */
function data() {
  /**
   * @param {number} x
   * @param {number} y
   */
  const db = (x, y) => [
    rect(x, y, 110, 70, { fill: BRAND.paper, ...ink }),
    ellipse(x + 55, y + 70, 55, 16, { fill: BRAND.paper, ...ink }),
    rect(x + 2, y, 106, 70, { fill: BRAND.paper }),
    ellipse(x + 55, y, 55, 16, { fill: BRAND.brand3, ...ink }),
    poly(
      [
        [x, y + 35],
        [x + 110, y + 35],
      ],
      { stroke: BRAND.line, width: LINE },
    ),
  ]
  /** @type {Point[]} */
  const sources = [
    [210, 190],
    [210, 360],
    [210, 530],
  ]
  /** @type {Point} */
  const hub = [530, 400]
  const pipes = sources.map(([x, y]) =>
    curve([x + 110, y + 40], [x + 220, y + 40], [hub[0] - 160, hub[1]], [hub[0] - 60, hub[1]]),
  )
  const out = curve([hub[0] + 60, hub[1]], [hub[0] + 110, hub[1]], [670, 400], [710, 400])
  const packets = pipes.flatMap((path, i) =>
    [0, 1].map((k) => {
      const [x0, y0] = itemAt(path, 0)
      const rel = path
        .filter((_, j) => j % 4 === 0)
        .map(([x, y]) => /** @satisfies {Point} */ ([x - x0, y - y0]))
      return layer(
        [dot(x0, y0, 9, itemAt([BRAND.brand, BRAND.accent, BRAND.warm], i), ink)],
        travel(rel, 10 + i * 14 + k * 60, 40 + i * 14 + k * 60),
      )
    }),
  )
  const bars = [90, 150, 120, 200, 170].map((h, i) =>
    layer(
      [
        rect(750 + i * 38, 560 - h, 24, h, {
          fill: i === 3 ? BRAND.brand : BRAND.brand2,
          radius: 4,
        }),
      ],
      growUp(40 + i * 8, [762 + i * 38, 560]),
    ),
  )
  return [
    layer(grid()),
    layer(sources.flatMap(([x, y]) => db(x, y))),
    ...pipes.map((p, i) =>
      layer([poly(p, { stroke: BRAND.brand2, width: LINE * 2 })], drawOn(2 + i * 4, 20)),
    ),
    layer([poly(out, { stroke: BRAND.brand2, width: LINE * 2 })], drawOn(18, 12)),
    ...packets,
    // The transform step: a hexagon turning, its gear teeth in the brand blue.
    layer(
      [
        poly(
          Array.from({ length: 6 }, (_, i) => [
            hub[0] + 70 * Math.cos((Math.PI / 3) * i),
            hub[1] + 70 * Math.sin((Math.PI / 3) * i),
          ]),
          { closed: true, fill: BRAND.brand, ...ink },
        ),
        dot(hub[0], hub[1], 24, BRAND.paper, ink),
      ],
      {
        anchor: hub,
        motion: {
          rotate: [
            [0, 0],
            [FRAMES, 120],
          ],
        },
      },
    ),
    layer([shadow(710, 250, 260, 340), card(710, 250, 260, 340)]),
    layer([text(740, 285, 120, BRAND.ink), text(740, 310, 80), dot(935, 292, 12, BRAND.accent2)]),
    ...bars,
    layer(
      [
        poly(
          [
            [745, 460],
            [800, 430],
            [840, 445],
            [890, 380],
            [935, 395],
          ],
          { stroke: BRAND.accent, width: LINE * 1.6 },
        ),
      ],
      drawOn(70, 30),
    ),
    layer([
      poly(
        [
          [740, 562],
          [940, 562],
        ],
        { stroke: BRAND.ink, width: LINE },
      ),
    ]),
  ]
}

/** A cloud's outline: bumps on top (the upper edge of a few circles), round ends, a flat base. */
function cloudOutline() {
  /** @type {[cx: number, cy: number, radius: number][]} */
  const bumps = [
    [450, 330, 40],
    [520, 290, 70],
    [620, 250, 95],
    [730, 300, 65],
    [770, 330, 40],
  ]
  /** @type {Point[]} */
  const top = []
  for (let x = 410; x <= 810; x += 5) {
    const ys = bumps
      .filter(([cx, , radius]) => Math.abs(x - cx) <= radius)
      .map(([cx, cy, radius]) => cy - Math.sqrt(radius ** 2 - (x - cx) ** 2))
    top.push([x, Math.min(...ys)])
  }
  /**
   * @param {number} cx
   * @param {number} cy
   * @param {number} radius
   * @param {number} from
   * @param {number} to
   * @returns {Point[]}
   */
  const arc = (cx, cy, radius, from, to) =>
    Array.from({ length: 9 }, (_, i) => {
      const a = ((from + ((to - from) * i) / 8) * Math.PI) / 180
      return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)]
    })
  return [...top, ...arc(770, 330, 40, 0, 90), ...arc(450, 330, 40, 90, 180)]
}

/** Cloud Management: a build leaves the pipeline, goes up into the cloud, servers light up. */
function cloud() {
  const cloudShape = [poly(cloudOutline(), { closed: true, fill: BRAND.paper, ...ink })]
  const servers = [0, 1, 2].flatMap((i) => [
    rect(500, 245 + i * 36, 200, 28, { fill: BRAND.brand4, radius: 6, ...ink }),
    text(520, 253 + i * 36, 70, BRAND.brand3),
  ])
  const lights = [0, 1, 2].map((i) =>
    layer([dot(676, 259 + i * 36, 7, BRAND.accent)], {
      motion: {
        opacity: [
          [0, 25],
          [70 + i * 8, 25],
          [76 + i * 8, 100],
          [FRAMES - 12, 100],
          [FRAMES, 25],
        ],
      },
    }),
  )
  // The pipeline below: commit, build, test, deploy, each stage lighting up in turn.
  const stages = [0, 1, 2, 3]
  /** @param {number} i */
  const stageX = (i) => 330 + i * 180
  return [
    layer(grid()),
    layer([shadow(260, 560, 680, 120), card(260, 560, 680, 120)]),
    layer(
      stages.slice(1).map((i) =>
        poly(
          [
            [stageX(i - 1) + 30, 620],
            [stageX(i) - 30, 620],
          ],
          { stroke: BRAND.line, width: LINE * 2 },
        ),
      ),
    ),
    ...stages.map((i) => layer([dot(stageX(i), 620, 24, BRAND.paper, ink)], {})),
    ...stages.map((i) =>
      layer(
        [dot(stageX(i), 620, 24, BRAND.brand, ink), check(stageX(i), 620, 22)],
        popIn(8 + i * 10, [stageX(i), 620]),
      ),
    ),
    layer(
      [
        poly(
          [
            [stageX(3), 585],
            [stageX(3), 420],
          ],
          { stroke: BRAND.brand2, width: LINE * 2 },
        ),
      ],
      drawOn(44, 12),
    ),
    layer(cloudShape),
    layer(servers, riseIn(66, 24)),
    ...lights,
    // The container going up: a box from the last stage into the cloud.
    layer(
      [
        rect(stageX(3) - 26, 470, 52, 44, { fill: BRAND.warm, radius: 6, ...ink }),
        poly(
          [
            [stageX(3) - 26, 486],
            [stageX(3) + 26, 486],
          ],
          ink,
        ),
      ],
      {
        motion: {
          offset: [
            [0, [0, 40]],
            [44, [0, 40]],
            [68, [0, -120]],
            [FRAMES, [0, -120]],
          ],
          opacity: [
            [0, 0],
            [44, 0],
            [48, 100],
            [64, 100],
            [70, 0],
            [FRAMES, 0],
          ],
        },
      },
    ),
    layer(success(760, 190, 30), popIn(92, [760, 190])),
  ]
}

/** Mobile & Web Apps: a phone whose screens fill with cards, a notification landing on it. */
function apps() {
  const px = 470
  const py = 130
  const pw = 260
  const ph = 540
  const rows = [0, 1, 2].map((i) =>
    layer(
      [
        rect(px + 24, py + 200 + i * 86, pw - 48, 72, {
          fill: BRAND.paperAlt,
          radius: 14,
          stroke: BRAND.line,
          width: LINE,
        }),
        dot(px + 58, py + 236 + i * 86, 18, itemAt([BRAND.brand2, BRAND.accent2, BRAND.brand3], i)),
        text(px + 88, py + 222 + i * 86, 110, BRAND.ink, 10),
        text(px + 88, py + 242 + i * 86, 70, BRAND.line, 10),
      ],
      riseIn(20 + i * 10, 30),
    ),
  )
  return [
    layer(grid()),
    // A browser behind: the same product on the web.
    layer([shadow(250, 210, 360, 300), card(250, 210, 360, 300)]),
    layer([
      rect(250, 210, 360, 44, { fill: BRAND.brand4, radius: 18, ...ink }),
      dot(278, 232, 7, BRAND.paper, ink),
      dot(302, 232, 7, BRAND.paper, ink),
      text(280, 290, 140, BRAND.ink),
      text(280, 316, 220),
      rect(280, 350, 130, 120, { fill: BRAND.brand3, radius: 10 }),
    ]),
    layer([shadow(px, py, pw, ph, 40), card(px, py, pw, ph, BRAND.paper, 40)]),
    layer([
      rect(px + 90, py + 18, 80, 16, { fill: BRAND.ink, radius: 8 }),
      rect(px + 24, py + 56, pw - 48, 124, { fill: BRAND.brand, radius: 16 }),
      text(px + 44, py + 80, 90, BRAND.paper),
      text(px + 44, py + 104, 140, BRAND.brand2, 16),
      poly(
        [
          [px + 44, py + 160],
          [px + 90, py + 140],
          [px + 130, py + 150],
          [px + 190, py + 122],
        ],
        { stroke: BRAND.paper, width: LINE * 1.4 },
      ),
      rect(px + 100, py + ph - 30, 60, 8, { fill: BRAND.ink, radius: 4 }),
    ]),
    ...rows,
    // The tab bar, one tab switching on.
    layer([...[0, 1, 2, 3].map((i) => dot(px + 60 + i * 47, py + ph - 66, 10, BRAND.line))]),
    layer([dot(px + 60, py + ph - 66, 10, BRAND.brand)], {
      motion: {
        offset: [
          [0, [0, 0]],
          [70, [0, 0]],
          [80, [94, 0]],
          [FRAMES - 12, [94, 0]],
          [FRAMES, [0, 0]],
        ],
      },
    }),
    // A push notification arriving.
    layer(
      [
        shadow(660, 180, 280, 86),
        rect(660, 180, 280, 86, { fill: BRAND.paper, radius: 20, ...ink }),
        rect(680, 200, 46, 46, { fill: BRAND.warm, radius: 12 }),
        text(742, 206, 150, BRAND.ink, 11),
        text(742, 228, 110, BRAND.line, 11),
      ],
      riseIn(60, -30),
    ),
    layer(success(730, 610, 30), popIn(100, [730, 610])),
  ]
}

/** Software Development: code being written in an editor, then tests passing in the terminal. */
function software() {
  const ex = 240
  const ey = 160
  /** @type {[indent: number, width: number, colour: string][]} */
  const lines = [
    [0, 120, BRAND.brand],
    [1, 220, BRAND.ink],
    [1, 160, BRAND.accent],
    [2, 200, BRAND.brand2],
    [2, 140, BRAND.warm],
    [1, 90, BRAND.ink],
    [1, 240, BRAND.brand2],
    [0, 60, BRAND.ink],
  ]
  return [
    layer(grid()),
    layer([shadow(ex, ey, 520, 420), card(ex, ey, 520, 420)]),
    layer([
      rect(ex, ey, 520, 50, { fill: BRAND.brand4, radius: 18, ...ink }),
      ...[0, 1, 2].map((i) => dot(ex + 30 + i * 24, ey + 25, 7, BRAND.paper, ink)),
      rect(ex + 120, ey + 14, 120, 22, { fill: BRAND.paper, radius: 8 }),
      ...lines.map((_, i) => text(ex + 24, ey + 84 + i * 38, 18, BRAND.brand3, 10)),
    ]),
    ...lines.map(([indent, w, colour], i) =>
      layer([text(ex + 64 + indent * 32, ey + 82 + i * 38, w, colour, 14)], {
        anchor: [ex + 64 + indent * 32, ey + 89 + i * 38],
        motion: {
          scale: [
            [0, [0, 100]],
            [6 + i * 7, [0, 100]],
            [12 + i * 7, [100, 100]],
            [FRAMES - 12, [100, 100]],
            [FRAMES, [0, 100]],
          ],
        },
      }),
    ),
    // The cursor blinking at the end of the last line.
    layer([rect(ex + 134, ey + 344, 4, 26, { fill: BRAND.brand })], {
      motion: {
        opacity: Array.from({ length: 11 }, (_, i) => [i * 15, i % 2 ? 0 : 100]),
      },
    }),
    // The terminal: three test rows ticking green, then the passing badge.
    layer([shadow(620, 380, 340, 240), card(620, 380, 340, 240, BRAND.ink)]),
    ...[0, 1, 2].map((i) =>
      layer(
        [
          dot(660, 430 + i * 44, 11, BRAND.accent),
          text(684, 424 + i * 44, 160 - i * 30, BRAND.inkSoft),
        ],
        riseIn(66 + i * 10, 12),
      ),
    ),
    layer(success(900, 580, 34), popIn(104, [900, 580])),
  ]
}

/** UI/UX Design: a design canvas; a cursor picks a colour and the selected component takes it. */
function uiux() {
  const cx = 260
  const cy = 170
  return [
    layer(grid()),
    layer([shadow(cx, cy, 620, 440), card(cx, cy, 620, 440)]),
    // Layers panel and the artboard.
    layer([
      rect(cx, cy, 150, 440, { fill: BRAND.paperAlt, radius: 18, ...ink }),
      ...[0, 1, 2, 3, 4].map((i) =>
        text(cx + 24, cy + 40 + i * 34, 100 - (i % 2) * 30, BRAND.brand3),
      ),
      rect(cx + 190, cy + 40, 390, 360, {
        fill: BRAND.paper,
        radius: 8,
        stroke: BRAND.line,
        width: LINE,
      }),
      text(cx + 220, cy + 70, 160, BRAND.ink, 16),
      text(cx + 220, cy + 100, 240),
      text(cx + 220, cy + 120, 200),
    ]),
    // Wireframe boxes that turn into the designed card.
    layer(
      [
        rect(cx + 220, cy + 160, 150, 150, {
          fill: BRAND.paper,
          radius: 12,
          stroke: BRAND.brand3,
          width: LINE,
        }),
        poly(
          [
            [cx + 220, cy + 160],
            [cx + 370, cy + 310],
          ],
          { stroke: BRAND.brand3, width: LINE },
        ),
        poly(
          [
            [cx + 370, cy + 160],
            [cx + 220, cy + 310],
          ],
          { stroke: BRAND.brand3, width: LINE },
        ),
      ],
      {},
    ),
    layer(
      [
        rect(cx + 220, cy + 160, 150, 150, { fill: BRAND.brand, radius: 12 }),
        dot(cx + 295, cy + 215, 30, BRAND.brand2),
        text(cx + 250, cy + 266, 90, BRAND.paper),
      ],
      popIn(60, [cx + 295, cy + 235]),
    ),
    layer([
      rect(cx + 400, cy + 160, 150, 66, { fill: BRAND.accent2, radius: 12 }),
      rect(cx + 400, cy + 244, 150, 66, { fill: BRAND.brand4, radius: 12 }),
      rect(cx + 220, cy + 336, 120, 40, { fill: BRAND.ink, radius: 20 }),
    ]),
    // The selection handles round the card.
    layer(
      [
        rect(cx + 212, cy + 152, 166, 166, { stroke: BRAND.brand, width: 2 }),
        .../** @satisfies {Point[]} */ ([
          [212, 152],
          [378, 152],
          [212, 318],
          [378, 318],
        ]).map(([x, y]) =>
          rect(cx + x - 6, cy + y - 6, 12, 12, {
            fill: BRAND.paper,
            stroke: BRAND.brand,
            width: 2,
          }),
        ),
      ],
      popIn(30, [cx + 295, cy + 235]),
    ),
    // The swatches and the cursor that picks one.
    layer([
      shadow(840, 300, 120, 220),
      rect(840, 300, 120, 220, { fill: BRAND.paper, radius: 16, ...ink }),
      ...[BRAND.brand, BRAND.accent, BRAND.warm, BRAND.ink].map((c, i) =>
        dot(900, 340 + i * 48, 17, c, ink),
      ),
    ]),
    layer(
      [
        poly(
          [
            [900, 340],
            [900, 372],
            [909, 363],
            [917, 380],
            [924, 377],
            [916, 360],
            [928, 360],
          ],
          { closed: true, fill: BRAND.ink, stroke: BRAND.paper, width: 2 },
        ),
      ],
      {
        motion: {
          offset: [
            [0, [-240, 140]],
            [24, [-160, 60]],
            [36, [0, 0]],
            [50, [0, 0]],
            [62, [-320, -60]],
            [FRAMES - 10, [-320, -60]],
            [FRAMES, [-240, 140]],
          ],
        },
      },
    ),
  ]
}

/** E-commerce: a storefront; a product goes into the cart, the cart's count pops. */
function ecommerce() {
  const bx = 230
  const by = 170
  const products = [0, 1, 2].map((i) => [
    rect(bx + 30 + i * 170, by + 150, 150, 150, {
      fill: itemAt([BRAND.brand4, BRAND.accent2, BRAND.brand3], i),
      radius: 12,
    }),
    text(bx + 30 + i * 170, by + 316, 110, BRAND.ink),
    text(bx + 30 + i * 170, by + 338, 60, BRAND.brand2),
    rect(bx + 30 + i * 170, by + 362, 150, 34, {
      fill: i === 1 ? BRAND.brand : BRAND.paperAlt,
      radius: 17,
      stroke: i === 1 ? undefined : BRAND.line,
      width: LINE,
    }),
  ])
  return [
    layer(grid()),
    layer([shadow(bx, by, 560, 440), card(bx, by, 560, 440)]),
    layer([
      rect(bx, by, 560, 50, { fill: BRAND.brand4, radius: 18, ...ink }),
      text(bx + 30, by + 19, 90, BRAND.ink),
      text(bx + 30, by + 80, 220, BRAND.ink, 18),
      text(bx + 30, by + 110, 160),
      ...products.flat(),
    ]),
    // The shopping bag product shapes: a shirt, a mug, a lamp, drawn simply.
    layer([
      poly(
        [
          [bx + 70, by + 200],
          [bx + 90, by + 185],
          [bx + 120, by + 185],
          [bx + 140, by + 200],
          [bx + 130, by + 215],
          [bx + 122, by + 210],
          [bx + 122, by + 265],
          [bx + 88, by + 265],
          [bx + 88, by + 210],
          [bx + 80, by + 215],
        ],
        { closed: true, fill: BRAND.brand, ...ink },
      ),
      rect(bx + 250, by + 195, 52, 64, { fill: BRAND.paper, radius: 8, ...ink }),
      poly(
        curve(
          [bx + 302, by + 208],
          [bx + 330, by + 208],
          [bx + 330, by + 246],
          [bx + 302, by + 246],
          8,
        ),
        ink,
      ),
      poly(
        [
          [bx + 410, by + 250],
          [bx + 440, by + 250],
          [bx + 436, by + 200],
          [bx + 414, by + 200],
        ],
        { closed: true, fill: BRAND.warm, ...ink },
      ),
      poly(
        [
          [bx + 425, by + 250],
          [bx + 425, by + 270],
        ],
        ink,
      ),
    ]),
    // The cart and its count.
    layer([
      shadow(830, 230, 150, 150, 75),
      dot(905, 305, 75, BRAND.paper, ink),
      poly(
        [
          [860, 280],
          [875, 280],
          [888, 330],
          [935, 330],
          [948, 292],
          [880, 292],
        ],
        { stroke: BRAND.ink, width: LINE * 1.4 },
      ),
      dot(893, 346, 6, BRAND.ink),
      dot(930, 346, 6, BRAND.ink),
    ]),
    layer([rect(bx + 275, by + 210, 32, 32, { fill: BRAND.accent, radius: 8, ...ink })], {
      motion: {
        offset: [
          [0, [0, 0]],
          [30, [0, 0]],
          [54, [200, -120]],
          [66, [400, -60]],
          [FRAMES, [400, -60]],
        ],
        opacity: [
          [0, 0],
          [30, 0],
          [32, 100],
          [64, 100],
          [68, 0],
          [FRAMES, 0],
        ],
      },
    }),
    layer(
      [
        dot(955, 250, 22, BRAND.brand, ink),
        rect(949, 240, 12, 20, { fill: BRAND.paper, radius: 3 }),
      ],
      popIn(68, [955, 250]),
    ),
    layer(
      [
        shadow(740, 470, 240, 120),
        rect(740, 470, 240, 120, { fill: BRAND.paper, radius: 18, ...ink }),
        text(764, 496, 100, BRAND.ink),
        rect(764, 530, 190, 34, { fill: BRAND.accent, radius: 17 }),
        check(859, 547, 20),
      ],
      riseIn(90, 30),
    ),
  ]
}

/** Dedicated Dev Team: a board where cards move from To do to Done, each with its owner. */
function devTeam() {
  /** @type {[number, number, number]} */
  const cols = [250, 500, 750]
  /**
   * @param {number} cx
   * @param {number} cy
   * @param {string} colour
   */
  const person = (cx, cy, colour) => [dot(cx, cy, 14, colour, ink)]
  /**
   * @param {number} x
   * @param {number} y
   * @param {string} colour
   */
  const cardAt = (x, y, colour, w = 210) => [
    shadow(x, y, w, 90, 12),
    rect(x, y, w, 90, { fill: BRAND.paper, radius: 12, ...ink }),
    text(x + 20, y + 22, 120, BRAND.ink),
    text(x + 20, y + 44, 80),
    rect(x + 20, y + 62, 40, 12, { fill: colour, radius: 6 }),
  ]
  return [
    layer(grid()),
    layer(
      cols.flatMap((x, i) => [
        rect(x - 10, 160, 230, 500, { fill: BRAND.brand4, radius: 18 }),
        text(x + 10, 184, 90, itemAt([BRAND.inkSoft, BRAND.brand, BRAND.accent], i), 14),
      ]),
    ),
    layer([...cardAt(cols[0], 220, BRAND.warm), ...person(cols[0] + 180, 286, BRAND.brand2)]),
    layer([...cardAt(cols[0], 330, BRAND.brand2), ...person(cols[0] + 180, 396, BRAND.accent2)]),
    layer([...cardAt(cols[1], 220, BRAND.brand), ...person(cols[1] + 180, 286, BRAND.warm)]),
    layer([...cardAt(cols[2], 220, BRAND.accent), ...person(cols[2] + 180, 286, BRAND.brand3)]),
    layer([...cardAt(cols[2], 330, BRAND.accent), ...person(cols[2] + 180, 396, BRAND.brand)]),
    // The card on the move: from To do through In progress to Done.
    layer([...cardAt(cols[0], 440, BRAND.brand), ...person(cols[0] + 180, 506, BRAND.accent)], {
      motion: {
        offset: [
          [0, [0, 0]],
          [24, [0, 0]],
          [44, [250, -110]],
          [74, [250, -110]],
          [94, [500, 0]],
          [FRAMES - 12, [500, 0]],
          [FRAMES, [0, 0]],
        ],
      },
    }),
    layer(success(cols[2] + 200, 440, 24), popIn(98, [cols[2] + 200, 440])),
    // The next card of the backlog takes the free place.
    layer(
      [...cardAt(cols[0], 550, BRAND.warm), ...person(cols[0] + 180, 616, BRAND.brand)],
      riseIn(104, 30),
    ),
  ]
}

/** IT Consulting: an architecture sketched box by box, connectors drawn, a roadmap below. */
function it() {
  /** @type {[x: number, y: number, fill: string][]} */
  const nodes = [
    [300, 210, BRAND.brand4],
    [540, 210, BRAND.accent2],
    [780, 210, BRAND.brand4],
    [420, 400, BRAND.brand3],
    [660, 400, BRAND.brand3],
  ]
  /** @type {[from: number, to: number][]} */
  const links = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 3],
    [1, 4],
    [2, 4],
  ]
  /** @type {(node: [number, number, string]) => Point} */
  const centre = ([x, y]) => [x + 60, y + 40]
  return [
    layer(grid()),
    layer([shadow(240, 150, 720, 500), card(240, 150, 720, 500)]),
    ...links.map(([a, b], i) =>
      layer(
        [
          poly([centre(itemAt(nodes, a)), centre(itemAt(nodes, b))], {
            stroke: BRAND.brand2,
            width: LINE * 1.4,
          }),
        ],
        drawOn(20 + i * 6, 14),
      ),
    ),
    ...nodes.map(([x, y, fill], i) =>
      layer(
        [rect(x, y, 120, 80, { fill, radius: 14, ...ink }), text(x + 20, y + 34, 80, BRAND.ink)],
        popIn(2 + i * 5, [x + 60, y + 40]),
      ),
    ),
    // The roadmap: a line with milestones reached one by one.
    layer([
      poly(
        [
          [300, 570],
          [900, 570],
        ],
        { stroke: BRAND.line, width: LINE * 2 },
      ),
    ]),
    layer(
      [
        poly(
          [
            [300, 570],
            [900, 570],
          ],
          { stroke: BRAND.brand, width: LINE * 2 },
        ),
      ],
      drawOn(60, 50),
    ),
    ...[0, 1, 2, 3].map((i) =>
      layer(
        [dot(300 + i * 200, 570, 14, i === 3 ? BRAND.warm : BRAND.paper, ink)],
        popIn(60 + i * 16, [300 + i * 200, 570]),
      ),
    ),
  ]
}

/** Automation & Integration: a workflow: a trigger, a decision and two actions, a token passing. */
function automation() {
  /**
   * @param {number} x
   * @param {number} y
   * @param {string} fill
   * @param {(cx: number, cy: number) => Shape[]} glyph
   */
  const step = (x, y, fill, glyph) => [
    shadow(x, y, 150, 100, 16),
    rect(x, y, 150, 100, { fill: BRAND.paper, radius: 16, ...ink }),
    rect(x + 20, y + 26, 48, 48, { fill, radius: 12 }),
    text(x + 80, y + 36, 50, BRAND.ink),
    text(x + 80, y + 56, 36),
    ...glyph(x + 44, y + 50),
  ]
  /**
   * @param {number} cx
   * @param {number} cy
   */
  const bolt = (cx, cy) => [
    poly(
      [
        [cx + 4, cy - 16],
        [cx - 10, cy + 3],
        [cx, cy + 3],
        [cx - 4, cy + 16],
        [cx + 10, cy - 3],
        [cx, cy - 3],
      ],
      { closed: true, fill: BRAND.paper },
    ),
  ]
  /**
   * @param {number} cx
   * @param {number} cy
   */
  const mail = (cx, cy) => [
    rect(cx - 14, cy - 10, 28, 20, { fill: BRAND.paper, radius: 3 }),
    poly(
      [
        [cx - 14, cy - 10],
        [cx, cy + 2],
        [cx + 14, cy - 10],
      ],
      { stroke: BRAND.accent, width: 2 },
    ),
  ]
  /**
   * @param {number} cx
   * @param {number} cy
   */
  const db = (cx, cy) => [rect(cx - 12, cy - 14, 24, 28, { fill: BRAND.paper, radius: 8 })]
  /** @type {Point} */
  const trigger = [230, 350]
  /** @type {Point} */
  const decision = [560, 400]
  /** @type {[Point, Point]} */
  const actions = [
    [800, 200],
    [800, 500],
  ]
  /** @type {[Point[], Point[], Point[]]} */
  const links = [
    [
      [380, 400],
      [500, 400],
    ],
    curve([620, 400], [700, 400], [700, 250], [800, 250]),
    curve([620, 400], [700, 400], [700, 550], [800, 550]),
  ]
  /**
   * @param {Point[]} path
   * @param {number} from
   * @param {number} to
   */
  const token = (path, from, to) => {
    const [x0, y0] = itemAt(path, 0)
    return layer(
      [dot(x0, y0, 10, BRAND.warm, ink)],
      travel(
        path.map(([x, y]) => /** @satisfies {Point} */ ([x - x0, y - y0])),
        from,
        to,
      ),
    )
  }
  return [
    layer(grid()),
    ...links.map((p, i) =>
      layer([poly(p, { stroke: BRAND.brand2, width: LINE * 2 })], drawOn(4 + i * 6, 16)),
    ),
    layer(step(...trigger, BRAND.brand, bolt), popIn(0, [trigger[0] + 75, trigger[1] + 50])),
    layer([
      poly(
        [
          [decision[0], decision[1] - 60],
          [decision[0] + 60, decision[1]],
          [decision[0], decision[1] + 60],
          [decision[0] - 60, decision[1]],
        ],
        { closed: true, fill: BRAND.brand4, ...ink },
      ),
      text(decision[0] - 22, decision[1] - 6, 44, BRAND.brand),
    ]),
    layer(
      step(...actions[0], BRAND.accent, mail),
      popIn(70, [actions[0][0] + 75, actions[0][1] + 50]),
    ),
    layer(
      step(...actions[1], BRAND.brand2, db),
      popIn(78, [actions[1][0] + 75, actions[1][1] + 50]),
    ),
    token(links[0], 30, 50),
    token(links[1], 52, 76),
    token(links[2], 52, 76),
    layer(
      success(actions[0][0] + 150, actions[0][1], 22),
      popIn(80, [actions[0][0] + 150, actions[0][1]]),
    ),
    layer(
      success(actions[1][0] + 150, actions[1][1], 22),
      popIn(88, [actions[1][0] + 150, actions[1][1]]),
    ),
  ]
}

/** Business Process Outsourcing: documents come in, are handled in a queue and leave done. */
function bpo() {
  /**
   * @param {number} x
   * @param {number} y
   */
  const doc = (x, y, fill = BRAND.paper) => [
    rect(x, y, 90, 116, { fill, radius: 10, ...ink }),
    text(x + 16, y + 24, 58, BRAND.ink, 10),
    text(x + 16, y + 46, 48, BRAND.line, 10),
    text(x + 16, y + 64, 58, BRAND.line, 10),
  ]
  return [
    layer(grid()),
    // The inbox tray, the desk in the middle, the done tray.
    layer([shadow(240, 420, 180, 150), card(240, 420, 180, 150, BRAND.brand4)]),
    layer([...doc(285, 330), ...doc(275, 350)]),
    layer([shadow(480, 220, 240, 360), card(480, 220, 240, 360)]),
    layer([
      dot(600, 300, 46, BRAND.brand3, ink),
      rect(520, 380, 160, 14, { fill: BRAND.line, radius: 7 }),
      rect(520, 406, 120, 14, { fill: BRAND.line, radius: 7 }),
      rect(520, 432, 140, 14, { fill: BRAND.line, radius: 7 }),
    ]),
    layer([rect(520, 380, 160, 14, { fill: BRAND.brand, radius: 7 })], {
      anchor: [520, 387],
      motion: {
        scale: [
          [0, [0, 100]],
          [40, [0, 100]],
          [80, [100, 100]],
          [FRAMES - 12, [100, 100]],
          [FRAMES, [0, 100]],
        ],
      },
    }),
    layer([shadow(780, 420, 180, 150), card(780, 420, 180, 150, BRAND.accent2)]),
    layer([...doc(825, 350, BRAND.paper)]),
    layer(doc(555, 470), {
      motion: {
        offset: [
          [0, [-280, -120]],
          [20, [-280, -120]],
          [40, [0, 0]],
          [84, [0, 0]],
          [104, [270, -120]],
          [FRAMES, [270, -120]],
        ],
        opacity: [
          [0, 0],
          [20, 0],
          [24, 100],
          [104, 100],
          [108, 0],
          [FRAMES, 0],
        ],
      },
    }),
    layer(success(930, 360, 26), popIn(108, [930, 360])),
  ]
}

/** AI Agent Development: a conversation on the left, the agent calling its tools on the right. */
function aiAgents() {
  /** @type {Point} */
  const agent = [760, 400]
  /** @type {Point[]} */
  const tools = [
    [900, 250],
    [940, 420],
    [880, 580],
    [620, 580],
  ]
  return [
    layer(grid()),
    layer([shadow(230, 180, 340, 440), card(230, 180, 340, 440)]),
    layer(
      [rect(260, 220, 220, 60, { fill: BRAND.brand4, radius: 18 }), text(280, 244, 150, BRAND.ink)],
      riseIn(4, 20),
    ),
    layer(
      [rect(260, 426, 180, 60, { fill: BRAND.brand4, radius: 18 }), text(280, 450, 120, BRAND.ink)],
      riseIn(100, 20),
    ),
    // Typing dots while the agent works.
    ...[0, 1, 2].map((i) =>
      layer([dot(350 + i * 24, 350, 8, BRAND.brand2)], {
        motion: {
          opacity: [
            [0, 0],
            [14, 0],
            [20 + i * 4, 100],
            [30 + i * 4, 30],
            [40 + i * 4, 100],
            [50 + i * 4, 30],
            [64, 100],
            [68, 0],
            [FRAMES, 0],
          ],
        },
      }),
    ),
    layer(
      [
        rect(320, 310, 220, 86, { fill: BRAND.brand, radius: 18 }),
        text(340, 334, 160, BRAND.paper),
        text(340, 358, 110, BRAND.brand3),
      ],
      riseIn(70, 20),
    ),
    ...tools.map((t, i) =>
      layer(
        [poly([agent, t], { stroke: BRAND.brand2, width: LINE * 1.4 })],
        drawOn(18 + i * 8, 10),
      ),
    ),
    ...tools.map(([x, y], i) =>
      layer(
        [
          rect(x - 36, y - 36, 72, 72, {
            fill: itemAt([BRAND.accent2, BRAND.brand4, BRAND.brand3, BRAND.accent2], i),
            radius: 16,
            ...ink,
          }),
        ],
        popIn(18 + i * 8, [x, y]),
      ),
    ),
    layer(
      [
        dot(agent[0], agent[1], 64, BRAND.brand, ink),
        dot(agent[0], agent[1], 26, BRAND.paper, ink),
      ],
      {
        anchor: agent,
        motion: {
          scale: [
            [0, 100],
            [30, 108],
            [60, 100],
            [90, 108],
            [FRAMES, 100],
          ],
        },
      },
    ),
  ]
}

/** @type {Record<string, () => Layer[]>} */
const SCENES = {
  software,
  data,
  apps,
  it,
  'ecommerce-and-cms-platforms': ecommerce,
  'dev-team': devTeam,
  'ui-ux': uiux,
  'automation-and-integration': automation,
  'cloud-management': cloud,
  bpo,
  'ai-agents': aiAgents,
}

/** @param {string} slug */
function sceneOf(slug) {
  const draw = SCENES[slug]
  if (!draw) throw new Error(`No service scene for ${slug}`)
  // No backdrop: the scene floats on the hero's own background, poster and animation alike.
  return { width: WIDTH, height: HEIGHT, layers: draw() }
}

/**
 * The service's poster: its scene at rest.
 * @param {string} slug
 * @param {string} label
 */
export const serviceCover = (slug, label) => toSvg(sceneOf(slug), label)

/**
 * The service's hero animation (bodymovin JSON).
 * @param {string} slug
 * @param {string} title
 */
export const serviceAnimation = (slug, title) =>
  toLottie(sceneOf(slug), `${title} animation`, FRAMES)

export const SERVICE_SLUGS = Object.keys(SCENES)
