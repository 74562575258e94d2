// Portraits of the demo's people and the landing page's dark background patterns.
import { person } from './people.mjs'
import { esc, r, seeded } from './random.mjs'
import { BRAND, CLOTHES } from './system.mjs'
import { circle, rect } from './ui.mjs'
/** @import { Rng } from './random.mjs' */

/**
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
const open = (w, h, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">`

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
