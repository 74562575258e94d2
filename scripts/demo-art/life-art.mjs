// "Life at the company": team moments on /careers (lunch, a hackathon, a talk, a hike…), each a
// scene of its own in the brand's line style: ink-outlined shapes in the brand's blues, teal and
// amber on the site's paper tones, with people as simple figures (natural skin and hair, no
// cartoon faces), so that they sit beside the offices and the service heroes.
import { INK, LINE, LOOKS, back, board, box, bust, dot, line, person, shape } from './figures.mjs'
import { esc, itemAt } from './random.mjs'
import { BRAND } from './system.mjs'

const W = 400
const H = 300

/**
 * A table's front edge at `y`, the brand's light blue with one inked top.
 * @param {number} y
 * @param {number} [x]
 * @param {number} [w]
 */
const table = (y, x = -10, w = W + 20) =>
  box(x, y, w, H - y + 10, 0, BRAND.brand4) +
  line(`M${x + 6} ${y + 12}H${x + w - 6}`, BRAND.brand3, LINE)

/** A pot plant standing on y. @param {number} x @param {number} y */
const plant = (x, y) =>
  line(
    `M${x} ${y - 30}c-14-16-6-34 6-42M${x} ${y - 30}c6-18 22-24 32-22M${x} ${y - 30}c-2-14-16-18-26-14`,
    BRAND.accent,
    6,
  ) + shape(`M${x - 16} ${y - 32}h32l-4 32h-24Z`, BRAND.warm)

/** A pendant lamp hanging from the ceiling at x. @param {number} x @param {number} len */
const lamp = (x, len) =>
  line(`M${x} 0V${len}`) + shape(`M${x - 20} ${len + 18}a20 18 0 0 1 40 0Z`, BRAND.warm)

/** The sun as the offices draw it. @param {number} cx @param {number} cy */
const sun = (cx, cy) => `<circle cx="${cx}" cy="${cy}" r="24" fill="${BRAND.warm}" opacity=".7"/>`

/** @type {Record<string, () => string>} */
const SCENES = {
  // Lunch at one long table under pendant lamps, Saint Sava's dome in the window.
  'team lunch': () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    box(238, 34, 130, 104, 6, BRAND.brand4) +
    shape('M270 138v-22h66v22Z', BRAND.paper) +
    shape('M276 116a27 24 0 0 1 54 0Z', BRAND.accent) +
    line('M303 92v-10', BRAND.warm) +
    line('M303 34v104M238 86h130', BRAND.ink, 2) +
    lamp(88, 40) +
    lamp(196, 26) +
    [
      bust(64, 188, 16, itemAt(LOOKS, 0)),
      bust(152, 180, 17, itemAt(LOOKS, 5)),
      bust(244, 186, 16, itemAt(LOOKS, 9)),
      bust(334, 182, 17, itemAt(LOOKS, 3)),
    ].join('') +
    table(222) +
    [64, 152, 244, 334]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="240" rx="30" ry="9" fill="${BRAND.paper}" ${INK}/>` +
          dot(x - 6, 236, 7, i % 2 ? BRAND.accent : BRAND.warm, true) +
          dot(x + 8, 238, 5, BRAND.accent2, true),
      )
      .join('') +
    box(106, 226, 14, 24, 3, BRAND.brand2) +
    box(290, 226, 14, 24, 3, BRAND.brand2),
  // The hackathon's final: a team on stage with the trophy, their demo on the screen.
  hackathon: () =>
    box(0, 0, W, H, 0, BRAND.brand4, true) +
    board(40, 26, 200, 128, BRAND.ink, [
      BRAND.accent,
      BRAND.brand2,
      BRAND.warm,
      BRAND.brand2,
      BRAND.accent,
    ]) +
    shape('M290 60h44v16a22 22 0 0 1-44 0Z', BRAND.warm) +
    line('M290 66h-10a10 10 0 0 0 12 16M334 66h10a10 10 0 0 1-12 16', BRAND.ink, 3) +
    shape('M306 96h12v18h10v10h-32v-10h10Z', BRAND.warm) +
    [
      person(92, 286, 140, itemAt(LOOKS, 2), 'up'),
      person(178, 290, 150, itemAt(LOOKS, 7), 'down'),
      person(268, 288, 146, itemAt(LOOKS, 8), 'hold'),
      person(346, 290, 136, itemAt(LOOKS, 1), 'up'),
    ].join('') +
    box(-10, 280, W + 20, 30, 0, BRAND.brand3),
  // A talk: the speaker at the lectern beside the slide, the audience in front.
  'conference talk': () =>
    box(0, 0, W, H, 0, BRAND.ink, true) +
    box(40, 30, 200, 130, 6, BRAND.paper) +
    box(60, 50, 90, 10, 5, BRAND.brand3, true) +
    [40, 62, 50, 78]
      .map((h, i) =>
        box(70 + i * 30, 144 - h, 18, h, 3, i === 3 ? BRAND.brand : BRAND.brand2, true),
      )
      .join('') +
    line('M190 128l14-20 14 8 14-30', BRAND.accent, 4) +
    person(308, 226, 140, itemAt(LOOKS, 0), 'point', -1) +
    shape('M276 226h64l-8 -56h-48Z', BRAND.brand) +
    line('M290 178h36', BRAND.brand2, 3) +
    box(0, 226, W, 12, 0, BRAND.brandDark, true) +
    [30, 100, 170, 240, 310, 380]
      .map(
        (x, i) =>
          dot(x, 262 + (i % 2) * 6, 22, i % 2 ? BRAND.brandDark : BRAND.inkSoft, true) +
          box(x - 34, 276 + (i % 2) * 6, 68, 40, 20, i % 2 ? BRAND.brandDark : BRAND.inkSoft, true),
      )
      .join(''),
  // A mentor and a junior colleague over one laptop, code on the big screen behind.
  mentoring: () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    board(120, 28, 170, 100, BRAND.paper, [BRAND.brand, BRAND.line, BRAND.accent, BRAND.line]) +
    plant(356, 222) +
    bust(118, 176, 19, itemAt(LOOKS, 6)) +
    bust(262, 182, 18, itemAt(LOOKS, 4)) +
    table(222) +
    shape('M150 222l10-56h86l10 56Z', BRAND.brand3) +
    dot(203, 194, 7, BRAND.paper, true) +
    shape('M320 222v-20h20v20Z', BRAND.paper) +
    line('M340 208h6v8h-6', BRAND.ink, 3),
  // Coffee on the Lisbon office's terrace, over the roofs, the yellow tram passing below.
  terrace: () =>
    box(0, 0, W, H, 0, BRAND.brand4, true) +
    sun(330, 56) +
    [0, 1, 2, 3, 4, 5]
      .map((i) =>
        shape(
          `M${i * 72 - 10} 200v-${40 + (i % 3) * 14}l36-18 36 18v${40 + (i % 3) * 14}Z`,
          i % 2 ? BRAND.paper : BRAND.brand3,
        ),
      )
      .join('') +
    shape('M292 200v-34h96v34Z', BRAND.warm) +
    box(304, 172, 18, 14, 2, BRAND.paper) +
    box(332, 172, 18, 14, 2, BRAND.paper) +
    box(360, 172, 18, 14, 2, BRAND.paper) +
    line('M316 166l20-20', BRAND.ink, 2) +
    [
      person(70, 300, 150, itemAt(LOOKS, 3), 'hold'),
      person(160, 300, 160, itemAt(LOOKS, 2), 'down'),
      person(250, 300, 150, itemAt(LOOKS, 1), 'hold'),
    ].join('') +
    line('M0 234H400') +
    line(
      'M20 234v66M80 234v66M140 234v66M200 234v66M260 234v66M320 234v66M380 234v66',
      BRAND.ink,
      3,
    ),
  // Board games night: a board, dice and cards between the players, the window dark outside.
  'board games': () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    box(40, 30, 110, 90, 6, BRAND.ink) +
    dot(118, 56, 12, BRAND.warm, true) +
    dot(124, 52, 10, BRAND.ink, true) +
    lamp(260, 30) +
    [
      bust(60, 184, 16, itemAt(LOOKS, 8)),
      bust(160, 176, 17, itemAt(LOOKS, 4)),
      bust(262, 182, 16, itemAt(LOOKS, 1)),
      bust(352, 178, 16, itemAt(LOOKS, 7)),
    ].join('') +
    table(216) +
    `<g transform="rotate(-4 200 246)">${box(140, 228, 120, 40, 4, BRAND.paper)}${[0, 1, 2, 3, 4, 5].map((i) => box(148 + i * 18, 236, 14, 24, 2, itemAt([BRAND.brand, BRAND.accent2, BRAND.warm], i % 3), true)).join('')}</g>` +
    box(284, 232, 20, 20, 4, BRAND.paper) +
    dot(294, 242, 2.5, BRAND.ink, true) +
    box(312, 238, 20, 20, 4, BRAND.paper) +
    dot(318, 244, 2.5, BRAND.ink, true) +
    dot(326, 252, 2.5, BRAND.ink, true) +
    `<g transform="rotate(-12 80 244)">${box(60, 230, 26, 36, 3, BRAND.brand)}${box(74, 232, 26, 36, 3, BRAND.accent)}</g>`,
  // A hike: the team on the trail below the summit, a flag on the top.
  hiking: () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    sun(70, 60) +
    shape('M-10 230L120 90L190 160L260 70L410 230Z', BRAND.brand3) +
    shape('M230 102L260 70L290 102L272 96L260 108L248 96Z') +
    line('M260 70V40', BRAND.ink, 3) +
    shape('M260 40h24l-6 8 6 8h-24Z', BRAND.warm) +
    shape('M-10 300V214C80 190 200 230 410 200V300Z', BRAND.accent2) +
    [
      person(110, 276, 130, itemAt(LOOKS, 0), 'down'),
      person(200, 284, 140, itemAt(LOOKS, 5), 'point'),
      person(292, 280, 130, itemAt(LOOKS, 9), 'up'),
    ]
      .map(
        (p, i) =>
          box(
            itemAt([120, 210, 302], i) - 36,
            itemAt([276, 284, 280], i) - itemAt([130, 140, 130], i) * 0.76,
            20,
            40,
            6,
            itemAt([BRAND.warm, BRAND.brand, BRAND.brandDark], i),
          ) + p,
      )
      .join(''),
  // Pair programming, over two shoulders: the code and its passing tests on the big screen.
  'pair programming': () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    plant(360, 190) +
    box(182, 160, 36, 40, 0, BRAND.inkSoft) +
    board(64, 20, 272, 150, BRAND.ink, [
      BRAND.brand2,
      BRAND.accent,
      BRAND.paper,
      BRAND.brand2,
      BRAND.warm,
      BRAND.brand2,
    ]) +
    dot(312, 44, 10, BRAND.accent, true) +
    table(196) +
    back(132, 244, 22, itemAt(LOOKS, 3)) +
    back(270, 240, 23, itemAt(LOOKS, 9)),
  // A design sprint: sticky notes and a journey sketched on the wall, two people adding to it.
  'design sprint': () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    box(24, 24, 352, 170, 8, BRAND.paper) +
    line('M44 60h120l30 40h150', BRAND.brand2, 3) +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) =>
        box(
          44 + (i % 6) * 52,
          80 + Math.floor(i / 6) * 50 + (i % 2) * 6,
          38,
          38,
          3,
          itemAt([BRAND.warm, BRAND.accent2, BRAND.brand3, BRAND.warm], i % 4),
          true,
        ),
      )
      .join('') +
    person(108, 300, 170, itemAt(LOOKS, 1), 'point') +
    person(300, 300, 164, itemAt(LOOKS, 4), 'hold'),
  // The summer party: string lights in the evening, drinks and a grill in the garden.
  'summer party': () =>
    box(0, 0, W, H, 0, BRAND.brand4, true) +
    sun(320, 70) +
    shape('M-10 200C60 170 140 186 200 170S330 150 410 176V300H-10Z', BRAND.accent2) +
    line('M0 30Q100 80 200 40T400 40', BRAND.ink, 2) +
    [30, 70, 110, 150, 190, 230, 270, 310, 350, 390]
      .map((x, i) =>
        dot(
          x,
          i < 5
            ? 30 + 50 * Math.sin((x / 200) * Math.PI) * 0.7 + 4
            : 40 + 22 * Math.sin(((x - 200) / 200) * Math.PI * 2) * 0.5 + 6,
          7,
          BRAND.warm,
        ),
      )
      .join('') +
    [
      person(70, 296, 150, itemAt(LOOKS, 7), 'hold'),
      person(160, 300, 160, itemAt(LOOKS, 6), 'up'),
      person(330, 298, 150, itemAt(LOOKS, 0), 'hold'),
    ].join('') +
    shape('M232 300l8-60h40l8 60', BRAND.inkSoft) +
    shape('M222 240h76a38 20 0 0 1-76 0Z', BRAND.ink) +
    line('M236 226c-4-8 4-12 0-20M260 224c-4-8 4-12 0-20', BRAND.brand2, 3),
  // A charity run: three of the team towards the finish banner, race numbers on.
  'charity run': () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    [30, 110, 330]
      .map((x) => dot(x, 140, 30, BRAND.accent2) + line(`M${x} 170v40`, BRAND.ink, 4))
      .join('') +
    line('M300 40V260M390 40V260', BRAND.ink, 4) +
    box(290, 40, 110, 34, 4, BRAND.brand) +
    box(306, 52, 78, 10, 5, BRAND.paper, true) +
    shape('M-10 210H410V300H-10Z', BRAND.brand4) +
    line('M0 252H400', BRAND.paper, 4) +
    [
      person(90, 286, 140, itemAt(LOOKS, 8), 'run'),
      person(190, 280, 136, itemAt(LOOKS, 4), 'run'),
      person(262, 292, 144, itemAt(LOOKS, 5), 'run'),
    ]
      .map(
        (p, i) =>
          p +
          box(
            itemAt([80, 180, 252], i),
            itemAt([286, 280, 292], i) - itemAt([140, 136, 144], i) * 0.68,
            20,
            16,
            2,
            BRAND.paper,
          ),
      )
      .join(''),
  // A workshop with a client: a journey map on the whiteboard, the facilitator at it.
  workshop: () =>
    box(0, 0, W, H, 0, BRAND.paperAlt, true) +
    box(28, 24, 250, 150, 8, BRAND.paper) +
    [0, 1, 2]
      .map(
        (i) =>
          box(48 + i * 76, 48, 56, 34, 6, BRAND.paper) +
          box(58 + i * 76, 60, 36, 8, 4, itemAt([BRAND.brand, BRAND.accent, BRAND.warm], i), true),
      )
      .join('') +
    line('M104 65h20M180 65h20', BRAND.ink, 3) +
    line('M56 130q40-40 80-10t80-20', BRAND.brand2, 4) +
    dot(216, 100, 8, BRAND.warm) +
    person(312, 296, 170, itemAt(LOOKS, 3), 'point', -1) +
    bust(70, 238, 17, itemAt(LOOKS, 2)) +
    bust(170, 242, 17, itemAt(LOOKS, 6)) +
    table(268, -10, 280),
}

/** Which scene a caption asks for. */
const KINDS = [
  [/lunch/i, 'team lunch'],
  [/hackathon/i, 'hackathon'],
  [/conference|talk/i, 'conference talk'],
  [/mentor/i, 'mentoring'],
  [/terrace/i, 'terrace'],
  [/games/i, 'board games'],
  [/hik/i, 'hiking'],
  [/pair/i, 'pair programming'],
  [/sprint/i, 'design sprint'],
  [/party/i, 'summer party'],
  [/run\b/i, 'charity run'],
  [/workshop/i, 'workshop'],
]

/**
 * The scene a caption names, or null when there is none for it.
 * @param {string} caption
 */
export function lifeSceneOf(caption) {
  const found = KINDS.find(([pattern]) => /** @type {RegExp} */ (pattern).test(caption))
  return found ? /** @type {string} */ (found[1]) : null
}

/**
 * One "life at the company" picture, from its caption.
 * @param {string} caption
 * @param {number} w
 * @param {number} h
 */
export function lifeArt(caption, w, h) {
  const kind = lifeSceneOf(caption)
  const scene = kind ? SCENES[kind] : undefined
  if (!scene) throw new Error(`No life scene for "${caption}"`)
  if (w !== W || h !== H) throw new Error(`"${caption}": life scenes are ${W} × ${H}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(caption)}"><g stroke-linecap="round" stroke-linejoin="round">${scene()}</g></svg>`
}
