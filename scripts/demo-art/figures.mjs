// The figures and ink shapes of the brand's scenes of people (the careers "life" pictures, the
// heroes, the teams at work): ink-outlined flat shapes in the brand's colours, people as simple
// figures with natural skin and hair and no cartoon faces.
import { r } from './random.mjs'
import { BRAND } from './system.mjs'

/** The ink line, in units shown at about half a pixel (the life scenes 400 wide at about 180 px,
 * heroes and teams at work 1200 wide at about 560 px): 3 reads as the service heroes' line. */
export const LINE = 3
export const INK = `stroke="${BRAND.ink}" stroke-width="${LINE}"`

/**
 * An outlined shape.
 * @param {string} d
 * @param {string} [fill]
 */
export const shape = (d, fill = BRAND.paper) => `<path d="${d}" fill="${fill}" ${INK}/>`
/**
 * A stroke with no fill.
 * @param {string} d
 * @param {string} [colour]
 * @param {number} [width]
 */
export const line = (d, colour = BRAND.ink, width = LINE) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`
/**
 * A rectangle, outlined unless `flat`.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} rx
 * @param {string} fill
 * @param {boolean} [flat]
 */
export const box = (x, y, w, h, rx, fill, flat = false) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${flat ? '' : ` ${INK}`}/>`
/**
 * A circle, outlined unless `flat`.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {string} fill
 * @param {boolean} [flat]
 */
export const dot = (cx, cy, radius, fill, flat = false) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${flat ? '' : ` ${INK}`}/>`
/**
 * A limb: an ink outline with the colour inside, round at both ends.
 * @param {string} d
 * @param {string} colour
 * @param {number} width
 */
export const limb = (d, colour, width) =>
  line(d, BRAND.ink, width + LINE * 2) + line(d, colour, width)

/** @typedef {'short' | 'long' | 'bun' | 'curly' | 'bald'} Hair */
/** @typedef {{ skin: string, hair: string, cut: Hair, shirt: string }} Look */

/** The team's looks: natural skin and hair, clothes in the brand's colours. */
/** @type {Look[]} */
export const LOOKS = [
  { skin: '#e7a391', hair: '#2c1b18', cut: 'long', shirt: BRAND.brand },
  { skin: '#623d36', hair: '#2c1b18', cut: 'curly', shirt: BRAND.accent },
  { skin: '#eeb4a4', hair: '#a55728', cut: 'short', shirt: BRAND.warm },
  { skin: '#b16a5b', hair: '#4a312c', cut: 'bun', shirt: BRAND.ink },
  { skin: '#e5a07e', hair: '#d6b370', cut: 'long', shirt: BRAND.brand2 },
  { skin: '#623d36', hair: '#2c1b18', cut: 'short', shirt: BRAND.paper },
  { skin: '#d78774', hair: '#724133', cut: 'bald', shirt: BRAND.brandDark },
  { skin: '#eeb4a4', hair: '#4a312c', cut: 'bun', shirt: BRAND.accent },
  { skin: '#b16a5b', hair: '#2c1b18', cut: 'short', shirt: BRAND.brand },
  { skin: '#e7a391', hair: '#b58143', cut: 'curly', shirt: BRAND.warm },
]

/**
 * A head of `radius` at (cx, cy): hair behind, the face, hair on top.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {Look} look
 */
export function head(cx, cy, radius, look) {
  const k = radius
  const back =
    look.cut === 'long'
      ? shape(
          `M${r(cx - k * 1.1)} ${r(cy + k * 1.3)}V${r(cy)}a${r(k * 1.1)} ${r(k * 1.1)} 0 0 1 ${r(k * 2.2)} 0V${r(cy + k * 1.3)}Z`,
          look.hair,
        )
      : look.cut === 'bun'
        ? dot(cx, cy - k * 1.05, k * 0.45, look.hair)
        : look.cut === 'curly'
          ? [-0.8, -0.3, 0.3, 0.8]
              .map((a) =>
                dot(
                  cx + Math.sin(a * 1.6) * k,
                  cy - Math.cos(a * 1.6) * k * 0.85,
                  k * 0.5,
                  look.hair,
                ),
              )
              .join('')
          : ''
  const top =
    look.cut === 'bald'
      ? ''
      : shape(
          `M${r(cx - k)} ${r(cy - k * 0.05)}A${r(k)} ${r(k)} 0 0 1 ${r(cx + k)} ${r(cy - k * 0.05)}Q${r(cx + k * 0.1)} ${r(cy - k * 0.7)} ${r(cx - k)} ${r(cy - k * 0.05)}Z`,
          look.hair,
        )
  return back + dot(cx, cy, k, look.skin) + top
}

/**
 * Someone seen from the chest up (behind a table or in a crowd), their shoulders at `y`.
 * @param {number} cx
 * @param {number} y
 * @param {number} size the head's radius
 * @param {Look} look
 */
export function bust(cx, y, size, look) {
  const w = size * 3.4
  return (
    box(cx - size * 0.35, y - size * 0.9, size * 0.7, size, 0, look.skin) +
    shape(
      `M${r(cx - w / 2)} ${r(y + size * 3)}V${r(y + size * 0.7)}q0-${r(size * 0.7)} ${r(size * 0.7)}-${r(size * 0.7)}H${r(cx + w / 2 - size * 0.7)}q${r(size * 0.7)} 0 ${r(size * 0.7)} ${r(size * 0.7)}V${r(y + size * 3)}Z`,
      look.shirt,
    ) +
    head(cx, y - size * 1.6, size, look)
  )
}

/**
 * Someone seen from behind, looking at what is in front of them.
 * @param {number} cx
 * @param {number} y the shoulders
 * @param {number} size the head's radius
 * @param {Look} look
 */
export function back(cx, y, size, look) {
  const w = size * 3.4
  return (
    shape(
      `M${r(cx - w / 2)} ${r(y + size * 3)}V${r(y + size * 0.7)}q0-${r(size * 0.7)} ${r(size * 0.7)}-${r(size * 0.7)}H${r(cx + w / 2 - size * 0.7)}q${r(size * 0.7)} 0 ${r(size * 0.7)} ${r(size * 0.7)}V${r(y + size * 3)}Z`,
      look.shirt,
    ) +
    (look.cut === 'bun' ? dot(cx, y - size * 2.5, size * 0.45, look.hair) : '') +
    dot(cx, y - size * 1.5, size, look.cut === 'bald' ? look.skin : look.hair) +
    (look.cut === 'long'
      ? shape(
          `M${r(cx - size)} ${r(y - size * 1.5)}V${r(y + size * 0.2)}H${r(cx + size)}V${r(y - size * 1.5)}Z`,
          look.hair,
        )
      : '')
  )
}

/** @typedef {'down' | 'up' | 'point' | 'hold' | 'run'} Pose */

/**
 * Someone standing (or running) with their feet on `footY`, `h` tall.
 * @param {number} cx
 * @param {number} footY
 * @param {number} h
 * @param {Look} look
 * @param {Pose} [pose]
 * @param {number} [facing] 1 to the right, -1 to the left (for pointing and running)
 */
export function person(cx, footY, h, look, pose = 'down', facing = 1) {
  const k = h * 0.085
  const top = footY - h
  const shoulder = top + k * 2.3
  const hip = footY - h * 0.44
  const tw = h * 0.3
  const arm = h * 0.075
  const f = facing
  const legs =
    pose === 'run'
      ? limb(
          `M${r(cx)} ${r(hip)}l${r(f * h * 0.16)} ${r(h * 0.22)}l${r(-f * h * 0.02)} ${r(h * 0.2)}`,
          BRAND.inkSoft,
          h * 0.1,
        ) +
        limb(
          `M${r(cx)} ${r(hip)}l${r(-f * h * 0.08)} ${r(h * 0.24)}l${r(-f * h * 0.16)} ${r(h * 0.08)}`,
          BRAND.inkSoft,
          h * 0.1,
        )
      : limb(
          `M${r(cx - tw * 0.22)} ${r(hip)}V${r(footY - h * 0.03)}M${r(cx + tw * 0.22)} ${r(hip)}V${r(footY - h * 0.03)}`,
          BRAND.inkSoft,
          h * 0.1,
        )
  const left = cx - tw / 2 + arm / 2
  const right = cx + tw / 2 - arm / 2
  const armY = shoulder + arm * 0.6
  /** @type {Record<Pose, string>} */
  const arms = {
    down: `M${r(left)} ${r(armY)}V${r(hip)}M${r(right)} ${r(armY)}V${r(hip)}`,
    up: `M${r(left)} ${r(armY)}V${r(hip)}M${r(right)} ${r(armY)}l${r(h * 0.1)} ${r(-h * 0.26)}`,
    point: `M${r(f > 0 ? left : right)} ${r(armY)}V${r(hip)}M${r(f > 0 ? right : left)} ${r(armY)}l${r(f * h * 0.26)} ${r(-h * 0.08)}`,
    hold: `M${r(left)} ${r(armY)}l${r(h * 0.02)} ${r(h * 0.2)}l${r(h * 0.12)} ${r(-h * 0.04)}M${r(right)} ${r(armY)}V${r(hip)}`,
    run: `M${r(left)} ${r(armY)}l${r(-f * h * 0.12)} ${r(h * 0.12)}l${r(f * h * 0.02)} ${r(h * 0.1)}M${r(right)} ${r(armY)}l${r(f * h * 0.14)} ${r(h * 0.08)}l${r(f * h * 0.04)} ${r(-h * 0.12)}`,
  }
  return (
    legs +
    box(cx - k * 0.35, top + k * 1.6, k * 0.7, k, 0, look.skin) +
    shape(
      `M${r(cx - tw / 2)} ${r(hip)}V${r(shoulder + k)}q0-${r(k)} ${r(k)}-${r(k)}H${r(cx + tw / 2 - k)}q${r(k)} 0 ${r(k)} ${r(k)}V${r(hip)}Z`,
      look.shirt,
    ) +
    limb(arms[pose], look.shirt, arm) +
    (pose === 'hold'
      ? box(left + h * 0.1, armY + h * 0.1, h * 0.07, h * 0.08, 2, BRAND.paper)
      : '') +
    head(cx, top + k, k, look)
  )
}

/**
 * A screen or board on the wall: bars of code or text inside.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} fill
 * @param {string[]} bars colours of the lines
 */
export const board = (x, y, w, h, fill, bars) =>
  box(x, y, w, h, 8, fill) +
  bars
    .map((c, i) =>
      box(
        x + w * 0.1 + (i % 3) * w * 0.06,
        y + h * 0.16 + (i * (h * 0.68)) / bars.length,
        w * (0.3 + ((i * 37) % 40) / 100),
        h * 0.08,
        3,
        c,
        true,
      ),
    )
    .join('')
