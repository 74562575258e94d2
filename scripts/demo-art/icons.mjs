// Lucide icons (lucide-static) drawn inline: one <g> per icon, scaled from its 24 × 24 grid.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { r } from './random.mjs'

const require = createRequire(import.meta.url)
/** Each icon's elements: [tag, attributes]. */
const nodes = /** @type {Record<string, [tag: string, attributes: Record<string, string>][]>} */ (
  JSON.parse(readFileSync(require.resolve('lucide-static/icon-nodes.json'), 'utf8'))
)

const attrs = (/** @type {Record<string, string>} */ a) =>
  Object.entries(a)
    .filter(([k]) => k !== 'key')
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')

/**
 * The SVG elements of a Lucide icon, unstyled. Throws for a name Lucide does not have.
 * @param {string} name
 */
export function iconBody(name) {
  const icon = nodes[name]
  if (!icon) throw new Error(`lucide-static has no icon "${name}"`)
  return icon.map(([tag, a]) => `<${tag} ${attrs(a)}/>`).join('')
}

/**
 * A Lucide icon of `size` px with its top left corner at (x, y), stroked in `color`.
 * @param {string} name
 * @param {{ x: number, y: number, size: number, color: string, stroke?: number }} options
 */
export function icon(name, { x, y, size, color, stroke = 2 }) {
  const s = size / 24
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${Math.round(s * 100) / 100})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`
}
