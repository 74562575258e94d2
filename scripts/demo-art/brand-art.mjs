// Logos of clients, partners and technologies, award badges and feature icons: a mark and a
// wordmark in a typeface, shape and colour of their own per name.
import { icon } from './icons.mjs'
import { PALETTES, esc, itemAt, r, seeded, tint } from './random.mjs'
import { measure, textPath, wrap } from './type.mjs'
import { circle, rect } from './ui.mjs'

/**
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
const open = (w, h, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">`

/**
 * A mark's symbol from words in a name (a ship for a port, a leaf for a market…).
 * @type {[words: RegExp, icon: string][]}
 */
const NAME_ICONS = [
  [/freight|cargo|logistic/i, 'truck'],
  [/port|harbou?r|tide/i, 'anchor'],
  [/pay|bank|invest|mutual|insurance/i, 'landmark'],
  [/health|clinic|pharm|care|lab/i, 'heart-pulse'],
  [/energy|power|grid|volt/i, 'zap'],
  [/solar|sun|bright/i, 'sun-medium'],
  [/retail|market|store|shop/i, 'shopping-bag'],
  [/city|region|council|municipal/i, 'landmark'],
  [/finch|kestrel|bird/i, 'bird'],
  [/orchid|flower/i, 'flower-2'],
  [/maple|leaf|green/i, 'leaf'],
  [/quantum|atom/i, 'atom'],
  [/learn|school|univers/i, 'graduation-cap'],
  [/media|studio|film/i, 'clapperboard'],
]

const FACES = ['grotesk', 'serif', 'montserrat', 'playfair', 'mono', 'poppinsBold']
const SHAPES = ['circle', 'squircle', 'hexagon', 'diamond', 'blob', 'bars', 'ring', 'monogram']

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rad
 * @param {string} fill
 */
function hexagon(cx, cy, rad, fill) {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2
    return `${r(cx + rad * Math.cos(a))},${r(cy + rad * Math.sin(a))}`
  })
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

/**
 * A logo mark of `size` at (x, y): a shape with a symbol or a letter in it.
 * @param {string} name
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {{ shape: string, colour: string, second: string, face: string, white?: boolean }} look
 */
function mark(name, x, y, size, { shape, colour, second, face, white }) {
  const cx = x + size / 2
  const cy = y + size / 2
  const symbol = NAME_ICONS.find(([re]) => re.test(name))?.[1]
  const fg = white ? tint(colour, -0.2) : '#ffffff'
  const base = white ? '#ffffff' : colour
  /** @param {string} fill */
  const letter = (fill) =>
    textPath(name.charAt(0).toUpperCase(), {
      x: cx,
      y: cy + size * 0.2,
      size: size * 0.58,
      face,
      fill,
      anchor: 'middle',
    })
  /** @param {string} fill */
  const inner = (fill) =>
    symbol
      ? icon(symbol, {
          x: cx - size * 0.28,
          y: cy - size * 0.28,
          size: size * 0.56,
          color: fill,
          stroke: 2.2,
        })
      : letter(fill)
  switch (shape) {
    case 'circle':
      return circle(cx, cy, size / 2, base) + inner(fg)
    case 'squircle':
      return rect(x, y, size, size, size * 0.28, base) + inner(fg)
    case 'hexagon':
      return hexagon(cx, cy, size * 0.54, base) + inner(fg)
    case 'diamond':
      return (
        rect(
          x + size * 0.15,
          y + size * 0.15,
          size * 0.7,
          size * 0.7,
          size * 0.14,
          base,
          ` transform="rotate(45 ${r(cx)} ${r(cy)})"`,
        ) + inner(fg)
      )
    case 'blob':
      return (
        circle(cx - size * 0.14, cy, size * 0.36, base) +
        circle(cx + size * 0.14, cy, size * 0.36, white ? '#ffffff' : second, ' opacity=".85"')
      )
    case 'bars':
      return [0.45, 0.75, 1]
        .map((f, i) =>
          rect(
            x + i * size * 0.36,
            y + size * (1 - f),
            size * 0.26,
            size * f,
            size * 0.08,
            i === 1 && !white ? second : base,
          ),
        )
        .join('')
    case 'ring':
      return (
        circle(cx, cy, size * 0.4, 'none', ` stroke="${base}" stroke-width="${r(size * 0.16)}"`) +
        circle(cx + size * 0.26, cy - size * 0.26, size * 0.12, white ? '#ffffff' : second)
      )
    default:
      return (
        rect(
          x,
          y,
          size,
          size,
          size * 0.5,
          'none',
          ` stroke="${base}" stroke-width="${r(size * 0.07)}"`,
        ) + letter(base)
      )
  }
}

/**
 * A client logo (and its white version for dark backgrounds).
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {{ white?: boolean, label: string }} options
 */
export function clientLogo(name, w, h, { white = false, label }) {
  const rnd = seeded(`logo:${name}`)
  const pal = rnd.pick(PALETTES)
  const dark = parseInt(pal.primary.slice(1, 3), 16) > 0xd0
  const colour = dark ? pal.secondary : pal.primary
  const face = rnd.pick(FACES)
  const shape = rnd.pick(SHAPES)
  const upper = face === 'montserrat' || face === 'mono' || rnd() < 0.2
  const text = upper ? name.toUpperCase() : name
  const tracking = upper ? 1.5 : 0
  const size = h * 0.46
  const gap = h * 0.1
  const pad = h * 0.14
  const room = w - pad * 2 - size - gap
  const fontSize = Math.min(
    h * 0.3,
    room / Math.max(1, measure(text, face, 1, tracking / (h * 0.3))),
  )
  const ink = white
    ? '#ffffff'
    : pal.ink === '#e8eefc' || pal.ink === '#f1edff'
      ? '#10213a'
      : pal.ink
  const textW = measure(text, face, fontSize, tracking)
  const x0 = (w - (size + gap + textW)) / 2
  return [
    open(w, h, label),
    mark(name, x0, (h - size) / 2, size, { shape, colour, second: pal.accent, face, white }),
    textPath(text, {
      x: x0 + size + gap,
      y: h / 2 + fontSize * 0.36,
      size: fontSize,
      face,
      fill: ink,
      tracking,
    }),
    '</svg>',
  ].join('')
}

/**
 * A partner lockup: the partner's mark, its name and the tier under it, on no frame of its own
 * (the partner card around it is the one container), flush left like the card's text.
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function partnerBadge(name, w, h, label) {
  const rnd = seeded(`partner:${name}`)
  const pal = itemAt(PALETTES, Math.floor(rnd() * 7))
  const face = rnd.pick(FACES)
  const tier = rnd.pick([
    'Advanced Partner',
    'Premier Partner',
    'Certified Partner',
    'Select Partner',
  ])
  const size = h * 0.5
  const gap = h * 0.14
  const room = w - size - gap
  const fontSize = Math.min(h * 0.26, room / measure(name, face, 1))
  const shape = itemAt(SHAPES, Math.floor(rnd() * 5))
  const x = size + gap
  return [
    open(w, h, label),
    mark(name, 0, (h - size) / 2, size, { shape, colour: pal.primary, second: pal.accent, face }),
    textPath(name, { x, y: h * 0.5, size: fontSize, face, fill: '#10213a' }),
    textPath(tier.toUpperCase(), {
      x,
      y: h * 0.72,
      size: h * 0.11,
      face: 'poppins',
      fill: pal.primary,
      tracking: 1.2,
    }),
    '</svg>',
  ].join('')
}

/**
 * The symbol of a technology's logo.
 * @type {Record<string, string>}
 */
const TECH_ICONS = {
  React: 'atom',
  'Next.js': 'triangle',
  'Vue.js': 'chevron-down',
  Angular: 'shield',
  TypeScript: 'braces',
  Svelte: 'flame',
  'Node.js': 'hexagon',
  Go: 'gauge',
  Java: 'coffee',
  Kotlin: 'diamond',
  '.NET': 'box',
  Python: 'code-xml',
  Swift: 'bird',
  'Kotlin Multiplatform': 'layers',
  Flutter: 'feather',
  'React Native': 'smartphone',
  SwiftUI: 'layout-grid',
  PostgreSQL: 'database',
  Snowflake: 'snowflake',
  'Apache Kafka': 'network',
  dbt: 'git-branch',
  PyTorch: 'flame',
  Databricks: 'layers',
  AWS: 'cloud',
  'Microsoft Azure': 'cloud-cog',
  'Google Cloud': 'cloudy',
  Kubernetes: 'ship-wheel',
  Terraform: 'blocks',
  'Cloudflare Workers': 'globe',
  Playwright: 'drama',
  Cypress: 'scan-line',
  k6: 'activity',
  SonarQube: 'radar',
  Vitest: 'test-tube',
}

/**
 * A technology logo: its symbol in a colour of its own, and its name.
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function techLogo(name, w, h, label) {
  const rnd = seeded(`tech:${name}`)
  const pal = itemAt(PALETTES, Math.floor(rnd() * 7))
  const colour = rnd() < 0.5 ? pal.primary : pal.secondary
  const face = rnd.pick(['poppinsBold', 'grotesk', 'montserrat'])
  const size = h * 0.5
  const fontSize = Math.min(h * 0.26, (w - size - 30) / measure(name, face, 1))
  const textW = measure(name, face, fontSize)
  const x0 = (w - size - 10 - textW) / 2
  return [
    open(w, h, label),
    rect(x0, (h - size) / 2, size, size, size * 0.24, tint(colour, 0.85)),
    icon(TECH_ICONS[name] ?? 'code-xml', {
      x: x0 + size * 0.18,
      y: (h - size) / 2 + size * 0.18,
      size: size * 0.64,
      color: colour,
    }),
    textPath(name, {
      x: x0 + size + 10,
      y: h / 2 + fontSize * 0.36,
      size: fontSize,
      face,
      fill: '#10213a',
    }),
    '</svg>',
  ].join('')
}

/**
 * Stars in a row.
 * @param {number} cx
 * @param {number} y
 * @param {number} n
 * @param {number} size
 * @param {string} fill
 */
const stars = (cx, y, n, size, fill) =>
  Array.from({ length: n }, (_, i) => {
    const x = cx + (i - (n - 1) / 2) * size * 1.2
    const pts = Array.from({ length: 10 }, (_, k) => {
      const a = (Math.PI / 5) * k - Math.PI / 2
      const rad = k % 2 ? size * 0.22 : size * 0.5
      return `${r(x + rad * Math.cos(a))},${r(y + rad * Math.sin(a))}`
    })
    return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
  }).join('')

/**
 * An award badge in the style of its issuer: ring, shield, trophy or seal.
 * @param {string} title
 * @param {string} issuer
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function awardBadge(title, issuer, w, h, label) {
  const rnd = seeded(`award:${title}`)
  const cx = w / 2
  const style = /clutch/i.test(issuer)
    ? 'ring'
    : /goodfirms/i.test(issuer)
      ? 'shield'
      : /certif/i.test(issuer)
        ? 'seal'
        : 'trophy'
  const colour = { ring: '#1f3a5f', shield: '#0e7c86', seal: '#2f855a', trophy: '#b7791f' }[style]
  const accent = { ring: '#ef4444', shield: '#f6c945', seal: '#ffffff', trophy: '#f6c945' }[style]
  const lines = wrap(title, 'poppinsBold', 18, w * 0.66, 3)
  const size = lines.length > 2 ? 15 : 18
  /**
   * @param {number} top
   * @param {string} fill
   */
  const text = (top, fill) =>
    lines
      .map((line, i) =>
        textPath(line, {
          x: cx,
          y: top + i * size * 1.2,
          size,
          face: 'poppinsBold',
          fill,
          anchor: 'middle',
        }),
      )
      .join('')
  let body = ''
  if (style === 'ring') {
    body =
      circle(cx, h / 2, w * 0.46, colour) +
      circle(cx, h / 2, w * 0.4, 'none', ` stroke="${tint(colour, 0.5)}" stroke-width="2"`) +
      textPath(issuer.toUpperCase(), {
        x: cx,
        y: h * 0.24,
        size: 13,
        face: 'grotesk',
        fill: accent,
        anchor: 'middle',
        tracking: 2,
      }) +
      text(h / 2 - ((lines.length - 1) * size * 1.2) / 2 + 4, '#ffffff') +
      stars(cx, h * 0.8, 5, 12, '#f6c945')
  } else if (style === 'shield') {
    body =
      `<path d="M${r(cx)} ${r(h * 0.03)}L${r(w * 0.9)} ${r(h * 0.16)}V${r(h * 0.5)}C${r(w * 0.9)} ${r(h * 0.75)} ${r(w * 0.7)} ${r(h * 0.9)} ${r(cx)} ${r(h * 0.98)}C${r(w * 0.3)} ${r(h * 0.9)} ${r(w * 0.1)} ${r(h * 0.75)} ${r(w * 0.1)} ${r(h * 0.5)}V${r(h * 0.16)}Z" fill="${colour}"/>` +
      icon('badge-check', { x: cx - 18, y: h * 0.12, size: 36, color: accent }) +
      text(h * 0.46 - ((lines.length - 1) * size * 1.2) / 2 + 10, '#ffffff') +
      textPath(issuer, {
        x: cx,
        y: h * 0.84,
        size: 12,
        face: 'poppins',
        fill: accent,
        anchor: 'middle',
      })
  } else if (style === 'seal') {
    const pts = Array.from({ length: 48 }, (_, k) => {
      const a = (Math.PI / 24) * k
      const rad = k % 2 ? w * 0.44 : w * 0.48
      return `${r(cx + rad * Math.cos(a))},${r(h / 2 + rad * Math.sin(a))}`
    })
    body =
      `<polygon points="${pts.join(' ')}" fill="${colour}"/>` +
      circle(
        cx,
        h / 2,
        w * 0.38,
        'none',
        ' stroke="#ffffff" stroke-width="2" stroke-dasharray="4 4"',
      ) +
      icon('shield-check', { x: cx - 20, y: h * 0.16, size: 40, color: '#ffffff' }) +
      text(h * 0.58 - ((lines.length - 1) * size * 1.2) / 2, '#ffffff') +
      textPath('CERTIFIED', {
        x: cx,
        y: h * 0.8,
        size: 11,
        face: 'grotesk',
        fill: '#d3f5dc',
        anchor: 'middle',
        tracking: 2,
      })
  } else {
    body =
      circle(cx, h / 2, w * 0.47, tint(colour, 0.85)) +
      icon(rnd.pick(['trophy', 'award', 'medal']), {
        x: cx - 30,
        y: h * 0.1,
        size: 60,
        color: colour,
        stroke: 1.8,
      }) +
      text(h * 0.6 - ((lines.length - 1) * size * 1.2) / 2, tint(colour, -0.45))
  }
  return `${open(w, h, label)}${body}</svg>`
}

/**
 * The icon of each service, benefit and data service, by media key.
 * @type {Record<string, string>}
 */
export const FEATURE_ICONS = {
  'icon-software': 'code-xml',
  'icon-data': 'chart-column',
  'icon-apps': 'smartphone',
  'icon-it': 'lightbulb',
  'icon-ecommerce-and-cms-platforms': 'shopping-cart',
  'icon-dev-team': 'users',
  'icon-ui-ux': 'pen-tool',
  'icon-automation-and-integration': 'workflow',
  'icon-cloud-management': 'cloud-cog',
  'icon-bpo': 'headset',
  'benefit-0': 'graduation-cap',
  'benefit-1': 'heart-pulse',
  'benefit-2': 'house',
  'benefit-3': 'tent',
  'benefit-4': 'laptop',
  'benefit-5': 'baby',
  'data-data-platform-build': 'database',
  'data-bi-dashboards': 'chart-pie',
  'data-machine-learning': 'brain-circuit',
  'data-data-migration': 'repeat',
  'data-data-quality': 'shield-check',
  'data-analytics-engineering': 'chart-spline',
  'data-mlops': 'cog',
}

/**
 * A feature icon: a Lucide symbol on a tinted rounded square.
 * @param {string} key
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function featureIcon(key, w, h, label) {
  const name = FEATURE_ICONS[key]
  if (!name) throw new Error(`no icon chosen for ${key}`)
  const rnd = seeded(key)
  const colour = rnd.pick(['#1f5eff', '#0f9d7a', '#6d4aff', '#e0366b', '#f2672e', '#0b84d8'])
  return `${open(w, h, label)}${rect(0, 0, w, h, w * 0.26, tint(colour, 0.86))}${icon(name, { x: w * 0.25, y: h * 0.25, size: w * 0.5, color: colour, stroke: 1.8 })}</svg>`
}
