// The dark backgrounds behind text on the landing page, in the brand's line: the offices' cities
// drawn as a quiet outline skyline, and a system of services linked by the paths events take.
// Faint lines on the site's navy, so that white text over them keeps its contrast.
import { esc, r, seeded } from './random.mjs'
import { BRAND } from './system.mjs'

const LINE = `fill="none" stroke="${BRAND.brand2}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`

/**
 * @param {number} w
 * @param {number} h
 * @param {string} label
 * @param {string} body
 */
const svg = (w, h, label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><rect width="${w}" height="${h}" fill="${BRAND.navy}"/>${body}</svg>`

/**
 * The five offices' landmarks in outline along one ground line: Saint Sava's dome and the Ada
 * bridge (Belgrade), Petrovaradin's clock tower (Novi Sad), canal houses (Amsterdam), Belém tower
 * and the bridge (Lisbon), the Capitol (Austin).
 * @param {number} w
 * @param {number} h
 */
function skyline(w, h) {
  const g = h - 80
  const x = (/** @type {number} */ f) => r(f * w)
  const dome = (/** @type {number} */ cx, /** @type {number} */ s) =>
    `M${cx - s} ${g}v${-s}h${2 * s}v${s}M${cx - s * 0.8} ${g - s}a${s * 0.8} ${s * 0.8} 0 0 1 ${s * 1.6} 0M${cx} ${g - s * 1.8}v-30`
  const paths = [
    dome(x(0.1), 110),
    `M${x(0.2)} ${g}V${g - 300}M${x(0.2)} ${g - 280}L${x(0.14)} ${g - 40}M${x(0.2)} ${g - 280}L${x(0.27)} ${g - 40}M${x(0.2)} ${g - 220}L${x(0.31)} ${g - 40}M${x(0.13)} ${g - 40}H${x(0.33)}`,
    `M${x(0.37)} ${g}v-180h60v180M${x(0.37)} ${g - 180}l30-50 30 50M${x(0.37) + 30} ${g - 130}m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0`,
    ...[0, 1, 2, 3].map(
      (i) =>
        `M${x(0.45) + i * 70} ${g}v-${150 + (i % 2) * 40}l35-40 35 40v${150 + (i % 2) * 40}M${x(0.45) + i * 70 + 22} ${g - 90}h26v40h-26z`,
    ),
    `M${x(0.66)} ${g}v-200h70v200M${x(0.66) - 10} ${g - 200}h90M${x(0.66) + 15} ${g - 200}v-40h40v40M${x(0.66) + 35} ${g - 240}v-20`,
    `M${x(0.72)} ${g - 60}H${x(0.86)}M${x(0.75)} ${g}V${g - 220}M${x(0.83)} ${g}V${g - 220}M${x(0.72)} ${g - 150}Q${x(0.79)} ${g - 40} ${x(0.86)} ${g - 150}`,
    dome(x(0.93), 90) + `M${x(0.93) - 150} ${g}v-60h300v60`,
  ]
  const windows = [0.1, 0.37, 0.45, 0.66, 0.93]
    .map(
      (f, i) =>
        `<circle cx="${x(f) + 12 + i * 9}" cy="${g - 40 - i * 7}" r="6" fill="${BRAND.warm}" opacity=".7"/>`,
    )
    .join('')
  return (
    `<path d="${paths.join('')}" ${LINE} opacity=".45"/>` +
    `<path d="M0 ${g}H${w}" ${LINE} opacity=".6"/>` +
    windows
  )
}

/**
 * Services in columns, linked by the right-angled paths events take, a few events on their way.
 * @param {number} w
 * @param {number} h
 * @param {string} seed
 */
function network(w, h, seed) {
  const rnd = seeded(seed)
  const cols = 7
  const nodes = Array.from({ length: cols }, (_, c) =>
    Array.from({ length: 3 }, (_, i) => ({
      x: r(80 + (c * (w - 160)) / (cols - 1)),
      y: r(100 + i * 180 + rnd.between(-30, 30)),
    })),
  )
  const links = nodes.slice(1).flatMap((col, c) =>
    col
      .filter(() => rnd() < 0.7)
      .map((to) => {
        const from = rnd.pick(nodes[c] ?? [])
        const mid = r((from.x + to.x) / 2)
        return `M${from.x + 50} ${from.y}H${mid}V${to.y}H${to.x - 50}`
      }),
  )
  const boxes = nodes
    .flat()
    .map(({ x, y }) => `M${x - 50} ${y - 28}h100v56h-100z`)
    .join('')
  const events = links
    .filter((_, i) => i % 3 === 0)
    .map((d) => {
      const [, x, y] = /^M(\d+) (\d+)/.exec(d) ?? []
      return `<circle cx="${Number(x) + 26}" cy="${y}" r="7" fill="${BRAND.accent}"/>`
    })
    .join('')
  return (
    `<path d="${links.join('')}" ${LINE} opacity=".35"/>` +
    `<path d="${boxes}" ${LINE} opacity=".5"/>` +
    events
  )
}

/**
 * A wide dark background: the cities' skyline or a network of services.
 * @param {string} key
 * @param {string} caption
 * @param {number} w
 * @param {number} h
 */
export function pattern(key, caption, w, h) {
  return svg(w, h, caption, /\bcit(y|ies)\b/i.test(caption) ? skyline(w, h) : network(w, h, key))
}
