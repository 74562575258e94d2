// The inside of product screens for each kind of case study, desktop and mobile.
import { GOODS, good, goodsOf } from './goods-art.mjs'
import { icon } from './icons.mjs'
import { itemAt, r, tint } from './random.mjs'
import { DESKTOP, MOBILE } from './product-screens.mjs'
import { measure, textPath } from './type.mjs'
import {
  bar,
  barChart,
  button,
  card,
  circle,
  donut,
  iconBadge,
  lineChart,
  listRow,
  pill,
  progress,
  rect,
  series,
} from './ui.mjs'
/** @import { Palette, Rng } from './random.mjs' */
/** @import { Box } from './ui.mjs' */

/**
 * Sidebar icons and list icons of each industry (a truck for logistics), and of the two kinds of
 * product whose tools are the same in every industry (a design system, an API).
 * @type {Record<string, string[]> & { data: string[] }}
 */
const DOMAIN_ICONS = {
  logistics: ['truck', 'route', 'map-pin', 'package', 'warehouse', 'clock'],
  retail: ['store', 'shopping-bag', 'tag', 'receipt', 'users', 'gift'],
  health: ['heart-pulse', 'calendar-check', 'stethoscope', 'pill', 'activity', 'thermometer'],
  finance: ['wallet', 'credit-card', 'chart-line', 'piggy-bank', 'banknote', 'receipt'],
  energy: ['zap', 'sun-medium', 'wind', 'battery-charging', 'plug-zap', 'gauge'],
  education: ['graduation-cap', 'book-open', 'notebook-pen', 'trophy', 'timer', 'users'],
  media: ['clapperboard', 'tv', 'newspaper', 'headphones', 'radio-tower', 'mic'],
  civic: ['landmark', 'file-text', 'clipboard-check', 'id-card', 'mail', 'scale'],
  ai: ['bot', 'sparkles', 'brain', 'messages-square', 'file-text', 'search'],
  data: ['layout-dashboard', 'chart-column', 'database', 'chart-pie', 'layers', 'settings'],
  design: ['palette', 'layout-grid', 'swatch-book', 'pencil-ruler', 'blocks', 'frame'],
  api: ['terminal', 'git-branch', 'network', 'server', 'key-round', 'cloud-upload'],
}

/**
 * A catalogue's item: a shop's good, drawn (goods-art.mjs), or another catalogue's icon.
 * @param {string} name
 * @param {{ x: number, y: number, size: number, colour: string }} at
 * @param {Palette} pal
 */
const item = (name, at, pal) =>
  GOODS.includes(name)
    ? good(name, at, pal)
    : icon(name, { x: at.x, y: at.y, size: at.size, color: at.colour, stroke: 1.7 })

/**
 * @param {string} domain
 * @param {string} kind
 */
export const iconsOf = (domain, kind) =>
  DOMAIN_ICONS[kind] ?? DOMAIN_ICONS[domain] ?? DOMAIN_ICONS.data

/**
 * The left navigation of a desktop app: brand mark, then icon + label rows.
 * @param {Box} b
 * @param {Palette} pal
 * @param {string[]} icons
 * @param {Rng} rnd
 * @param {string} brand
 */
function sidebar(b, pal, icons, rnd, brand) {
  const w = b.w * 0.2
  const dark = rnd() < 0.5
  const bg = dark
    ? pal.ink === '#e8eefc' || pal.ink === '#f1edff'
      ? tint(pal.bg, -0.2)
      : pal.ink
    : tint(pal.bg, 0.3)
  const fg = dark ? '#ffffff' : pal.ink
  const rows = icons
    .map((name, i) => {
      const y = b.y + 86 + i * 42
      const active = i === 0
      return [
        active ? rect(b.x + 10, y - 10, w - 20, 36, 8, pal.primary) : '',
        icon(name, { x: b.x + 22, y: y - 2, size: 18, color: active ? '#fff' : fg, stroke: 2 }),
        bar(
          b.x + 50,
          y + 3,
          w * rnd.between(0.3, 0.45),
          8,
          active ? '#fff' : fg,
          active ? 0.9 : 0.45,
        ),
      ].join('')
    })
    .join('')
  const size = Math.min(15, (w - 66) / Math.max(1, measure(brand, 'poppinsBold', 1)))
  return [
    `<path d="M${r(b.x)} ${r(b.y)}h${r(w)}v${r(b.h)}h${r(-w + 14)}a14 14 0 0 1-14-14Z" fill="${bg}"/>`,
    rect(b.x + 18, b.y + 22, 28, 28, 8, pal.primary),
    icon(itemAt(icons, 0), { x: b.x + 23, y: b.y + 27, size: 18, color: '#fff' }),
    textPath(brand, { x: b.x + 54, y: b.y + 41, size, face: 'poppinsBold', fill: fg }),
    rows,
  ].join('')
}

/**
 * A search field and an avatar across the top of the content area.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {Palette} pal
 */
function topbar(x, y, w, pal) {
  return [
    rect(x, y, w * 0.42, 34, 17, tint(pal.bg, 0.4)),
    icon('search', { x: x + 12, y: y + 9, size: 16, color: tint(pal.ink, 0.5) }),
    bar(x + 36, y + 14, w * 0.16, 7, pal.ink, 0.25),
    icon('bell', { x: x + w - 84, y: y + 7, size: 20, color: tint(pal.ink, 0.4) }),
    circle(x + w - 26, y + 17, 17, pal.accent),
    circle(x + w - 26, y + 14, 6, '#fff', ' opacity=".85"'),
    `<path d="M${r(x + w - 36)} ${r(y + 27)}a10 8 0 0 1 20 0" fill="#fff" opacity=".85"/>`,
  ].join('')
}

/**
 * A KPI tile: icon, a value in real digits and a trend line.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {string} iconName
 * @param {string} value
 * @param {string} colour
 */
function kpi(x, y, w, h, pal, rnd, iconName, value, colour) {
  return [
    card(x, y, w, h, pal),
    iconBadge(iconName, x + 26, y + 28, 14, colour),
    bar(x + 48, y + 24, w * 0.35, 7, pal.ink, 0.35),
    textPath(value, {
      x: x + 16,
      y: y + h - 22,
      size: Math.min(26, h * 0.3),
      face: 'poppinsBold',
      fill: pal.ink,
    }),
    lineChart(x + w * 0.58, y + h * 0.5, w * 0.34, h * 0.3, series(rnd, 6), colour, {
      area: false,
      width: 2.5,
    }),
  ].join('')
}

/** @param {Rng} rnd */
const money = (rnd, unit = '€') =>
  `${unit}${rnd.int(12, 980)},${String(rnd.int(0, 999)).padStart(3, '0')}`

/**
 * A map: land, water, roads, a route and pins.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {{ pins?: number, clipId: string }} options
 */
function mapView(x, y, w, h, pal, rnd, { pins = 5, clipId }) {
  const land = tint(pal.secondary, 0.86)
  const water = tint(pal.primary, 0.78)
  const roads = Array.from({ length: 7 }, (_, i) => {
    const horizontal = i % 2 === 0
    const p = rnd.between(0.1, 0.9)
    const q = rnd.between(0.1, 0.9)
    return horizontal
      ? `M${r(x)} ${r(y + p * h)}C${r(x + w * 0.3)} ${r(y + q * h)} ${r(x + w * 0.6)} ${r(y + p * h)} ${r(x + w)} ${r(y + q * h)}`
      : `M${r(x + p * w)} ${r(y)}C${r(x + q * w)} ${r(y + h * 0.4)} ${r(x + p * w)} ${r(y + h * 0.6)} ${r(x + q * w)} ${r(y + h)}`
  })
  const route = Array.from(
    { length: 5 },
    (_, i) =>
      /** @satisfies {[number, number]} */ ([
        x + w * (0.12 + i * 0.19),
        y + h * rnd.between(0.2, 0.8),
      ]),
  )
  const routeD = route.map(([px, py], i) => `${i ? 'L' : 'M'}${r(px)} ${r(py)}`).join('')
  const marks = route
    .slice(0, pins)
    .map(([px, py], i) =>
      i === 0 || i === route.length - 1
        ? circle(
            px,
            py,
            11,
            i === 0 ? pal.primary : pal.secondary,
            ' stroke="#fff" stroke-width="3"',
          )
        : `<path d="M${r(px)} ${r(py)}c-9-12-13-17-13-23a13 13 0 0 1 26 0c0 6-4 11-13 23Z" fill="${pal.accent}" stroke="#fff" stroke-width="2"/>`,
    )
    .join('')
  return [
    `<clipPath id="${clipId}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="10"/></clipPath>`,
    `<g clip-path="url(#${clipId})">`,
    rect(x, y, w, h, 0, land),
    `<path d="M${r(x + w * rnd.between(0.55, 0.75))} ${r(y)}C${r(x + w * 0.6)} ${r(y + h * 0.4)} ${r(x + w * 0.95)} ${r(y + h * 0.5)} ${r(x + w)} ${r(y + h * 0.7)}V${r(y)}Z" fill="${water}"/>`,
    rect(x + w * 0.08, y + h * 0.62, w * 0.16, h * 0.2, 8, tint(pal.secondary, 0.7)),
    `<path d="${roads.join('')}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="${routeD}" fill="none" stroke="${pal.primary}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 0"/>`,
    marks,
    '</g>',
  ].join('')
}

/**
 * The drawing a kind of product is made of: some kinds share one (a monitor is the vital-signs
 * layout, with readings of its own domain); a dashboard's second layout is the stacked-bars one.
 * @param {string} kind
 * @param {number} layout
 */
const drawnAs = (kind, layout) =>
  ({
    catalogue: 'storefront',
    monitor: 'health',
    wallet: 'fintech',
    player: 'media',
    form: 'civic',
    chat: 'ai',
  })[kind] ?? (kind === 'dashboard' && layout % 2 ? 'energy' : kind)

/**
 * Three live readings of a monitor, in its domain's units.
 * @param {string} domain
 * @param {Rng} rnd
 */
const readings = (domain, rnd) =>
  domain === 'health'
    ? [
        `${rnd.int(62, 88)} bpm`,
        `${rnd.int(95, 99)}% SpO2`,
        `${rnd.int(110, 128)}/${rnd.int(70, 84)}`,
      ]
    : domain === 'energy'
      ? [
          `${rnd.int(40, 96)}%`,
          `${rnd.int(2, 13)}.${rnd.int(0, 9)} kWh`,
          `€${rnd.int(1, 9)}.${rnd.int(10, 99)}`,
        ]
      : [
          `${rnd.int(2, 5)}.${rnd.int(0, 9)} °C`,
          `${rnd.int(300, 900)} units`,
          `${rnd.int(1, 4)} alerts`,
        ]

/**
 * The content area of a desktop screen of `kind`.
 * @param {string} kind
 * @param {Box} c
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {string} id
 * @param {string[]} icons
 * @param {string} domain
 * @param {number} layout
 * @param {string[]} shop the goods of a shop (goods-art.mjs)
 */
function desktopContent(kind, c, pal, rnd, id, icons, domain, layout, shop) {
  const own = DESKTOP[kind]
  if (own) return own(c, { pal, rnd, icons, layout })
  const { x, y, w, h } = c
  const col = [pal.primary, pal.secondary, pal.accent]
  // A shop's goods (drawn, of its trade) and prices; another catalogue's items are its domain's things.
  const goods = domain === 'retail' ? shop : icons
  const price = (/** @type {number} */ from, /** @type {number} */ to) =>
    domain === 'retail' || domain === 'logistics' ? `€${rnd.int(from, to)}` : `${rnd.int(2, 48)}`
  /**
   * @param {number} n
   * @param {number} top
   * @param {number} th
   * @param {string[]} values
   */
  const kpis = (n, top, th, values) =>
    Array.from({ length: n }, (_, i) => {
      const kw = (w - (n - 1) * 14) / n
      return kpi(
        x + i * (kw + 14),
        top,
        kw,
        th,
        pal,
        rnd,
        itemAt(icons, i + 1),
        itemAt(values, i),
        itemAt(col, i % 3),
      )
    }).join('')
  switch (drawnAs(kind, layout)) {
    case 'map': {
      const listW = w * 0.34
      const rows = Array.from(
        { length: 5 },
        (_, i) =>
          card(x, y + i * (h / 5.2), listW, h / 5.2 - 10, pal) +
          listRow(
            x + 12,
            y + i * (h / 5.2) + 4,
            listW - 24,
            h / 5.2 - 18,
            pal,
            rnd,
            i % 2 ? 'package' : 'truck',
            itemAt(col, i % 3),
          ),
      ).join('')
      return (
        rows +
        mapView(x + listW + 16, y, w - listW - 16, h, pal, rnd, { clipId: `${id}m` }) +
        pill(x + listW + 32, y + 16, 110, 28, pal.secondary)
      )
    }
    case 'storefront': {
      const hero =
        rect(x, y, w, h * 0.34, 12, tint(pal.primary, 0.15)) +
        bar(x + 28, y + h * 0.08, w * 0.3, 16, '#fff') +
        bar(x + 28, y + h * 0.08 + 26, w * 0.22, 10, '#fff', 0.7) +
        button(x + 28, y + h * 0.22, 120, 34, pal.accent) +
        item(
          rnd.pick(goods),
          {
            x: x + w * 0.66,
            y: y + h * 0.03,
            size: h * 0.28,
            colour: domain === 'retail' ? pal.accent : '#fff',
          },
          pal,
        )
      const cols = 4
      const tw = (w - (cols - 1) * 14) / cols
      const th = (h * 0.6) / 1.05
      const first = rnd.int(0, goods.length - 1)
      const tiles = Array.from({ length: cols }, (_, i) => {
        const tx = x + i * (tw + 14)
        const ty = y + h * 0.39
        return (
          card(tx, ty, tw, th, pal) +
          rect(tx + 8, ty + 8, tw - 16, th * 0.58, 8, tint(itemAt(col, (i + 1) % 3), 0.8)) +
          // Four different goods in a row: each tile its own.
          item(
            itemAt(goods, (first + i) % goods.length),
            {
              x: tx + tw / 2 - th * 0.24,
              y: ty + 8 + th * 0.05,
              size: th * 0.48,
              colour: itemAt(col, (i + 1) % 3),
            },
            pal,
          ) +
          bar(tx + 12, ty + th * 0.72, tw * 0.6, 8, pal.ink, 0.7) +
          textPath(price(19, 249), {
            x: tx + 12,
            y: ty + th * 0.92,
            size: 15,
            face: 'poppinsBold',
            fill: pal.ink,
          }) +
          circle(tx + tw - 24, ty + th * 0.87, 13, pal.primary) +
          icon('plus', { x: tx + tw - 32, y: ty + th * 0.87 - 8, size: 16, color: '#fff' })
        )
      }).join('')
      return hero + tiles
    }
    case 'health': {
      const top = kpis(3, y, h * 0.26, readings(domain, rnd))
      // A heart's trace for patients; a reading drifting out of its band for a machine.
      const ecg =
        domain === 'health'
          ? Array.from({ length: 40 }, (_, i) =>
              i % 8 === 4 ? 0.95 : i % 8 === 5 ? 0.1 : 0.45 + rnd.between(-0.05, 0.05),
            )
          : series(rnd, 24, { from: 0.35, to: 0.8, noise: 0.06 })
      const chart =
        card(x, y + h * 0.3, w * 0.6, h * 0.7, pal) +
        bar(x + 18, y + h * 0.3 + 20, 140, 9, pal.ink, 0.6) +
        lineChart(x + 18, y + h * 0.42, w * 0.6 - 36, h * 0.5, ecg, pal.secondary, {
          area: false,
          width: 3,
        })
      const slots = Array.from({ length: 4 }, (_, i) =>
        listRow(
          x + w * 0.64 + 14,
          y + h * 0.3 + 52 + i * (h * 0.15),
          w * 0.36 - 28,
          h * 0.13,
          pal,
          rnd,
          itemAt(icons, i % 2 ? 2 : 5),
          itemAt(col, i % 3),
        ),
      ).join('')
      return (
        top +
        chart +
        card(x + w * 0.64, y + h * 0.3, w * 0.36, h * 0.7, pal) +
        bar(x + w * 0.64 + 16, y + h * 0.3 + 20, 120, 9, pal.ink, 0.6) +
        slots
      )
    }
    case 'fintech': {
      const cw = w * 0.36
      const cardArt =
        rect(x, y, cw, h * 0.42, 16, pal.primary) +
        circle(x + cw * 0.85, y + h * 0.05, h * 0.2, '#fff', ' opacity=".12"') +
        rect(x + 20, y + 24, 34, 26, 5, pal.accent) +
        textPath(money(rnd), {
          x: x + 20,
          y: y + h * 0.3,
          size: 28,
          face: 'poppinsBold',
          fill: '#fff',
        }) +
        bar(x + 20, y + h * 0.34, cw * 0.45, 8, '#fff', 0.7)
      const chart =
        card(x + cw + 16, y, w - cw - 16, h * 0.42, pal) +
        lineChart(x + cw + 36, y + 40, w - cw - 56, h * 0.42 - 60, series(rnd, 12), pal.primary, {
          dots: false,
        })
      const rows = Array.from({ length: 5 }, (_, i) =>
        listRow(
          x + 16,
          y + h * 0.48 + i * (h * 0.1),
          w - 32,
          h * 0.09,
          pal,
          rnd,
          itemAt(['shopping-bag', 'banknote', 'coffee', 'receipt', 'plane'], i),
          itemAt(col, i % 3),
        ),
      ).join('')
      return cardArt + chart + card(x, y + h * 0.46, w, h * 0.54, pal) + rows
    }
    case 'energy': {
      const top = kpis(
        3,
        y,
        h * 0.26,
        domain === 'energy'
          ? [
              `${rnd.int(120, 980)} MW`,
              `${rnd.int(40, 96)}%`,
              `${rnd.int(2, 40)}.${rnd.int(0, 9)} GWh`,
            ]
          : [`${rnd.int(12, 980)}k`, `${rnd.int(40, 96)}%`, `+${rnd.int(2, 40)}.${rnd.int(0, 9)}%`],
      )
      const stacked =
        card(x, y + h * 0.3, w * 0.64, h * 0.7, pal) +
        barChart(
          x + 20,
          y + h * 0.4,
          w * 0.64 - 40,
          h * 0.52,
          series(rnd, 14, { from: 0.4, to: 0.7 }),
          pal.secondary,
          pal.accent,
        )
      const mix =
        card(x + w * 0.68, y + h * 0.3, w * 0.32, h * 0.7, pal) +
        donut(
          x + w * 0.84,
          y + h * 0.58,
          h * 0.15,
          [0.42, 0.28, 0.18],
          [pal.accent, pal.secondary, pal.primary],
          tint(pal.ink, 0.9),
        ) +
        [0, 1, 2]
          .map(
            (i) =>
              circle(
                x + w * 0.7 + 16,
                y + h * 0.82 + i * 22,
                6,
                itemAt([pal.accent, pal.secondary, pal.primary], i),
              ) + bar(x + w * 0.7 + 30, y + h * 0.82 + i * 22 - 4, 80, 8, pal.ink, 0.4),
          )
          .join('')
      return top + stacked + mix
    }
    case 'learning': {
      const cw = (w - 28) / 3
      const courses = Array.from({ length: 3 }, (_, i) => {
        const cx = x + i * (cw + 14)
        return (
          card(cx, y, cw, h * 0.56, pal) +
          rect(cx + 8, y + 8, cw - 16, h * 0.28, 8, tint(itemAt(col, i), 0.75)) +
          icon(
            itemAt(
              ['book-open', 'brain', 'pencil-ruler', 'graduation-cap'],
              (i + rnd.int(0, 3)) % 4,
            ),
            { x: cx + cw / 2 - 28, y: y + h * 0.08, size: 56, color: itemAt(col, i), stroke: 1.8 },
          ) +
          bar(cx + 14, y + h * 0.36, cw * 0.7, 9, pal.ink, 0.7) +
          bar(cx + 14, y + h * 0.36 + 18, cw * 0.45, 7, pal.ink, 0.3) +
          progress(
            cx + 14,
            y + h * 0.5,
            cw - 28,
            8,
            rnd.between(0.2, 0.9),
            itemAt(col, i),
            tint(itemAt(col, i), 0.85),
          )
        )
      }).join('')
      const streak =
        card(x, y + h * 0.6, w, h * 0.4, pal) +
        barChart(
          x + 24,
          y + h * 0.68,
          w * 0.6,
          h * 0.26,
          series(rnd, 7, { from: 0.3, to: 0.9 }),
          pal.primary,
        ) +
        donut(
          x + w * 0.82,
          y + h * 0.8,
          h * 0.11,
          [rnd.between(0.55, 0.9)],
          [pal.secondary],
          tint(pal.ink, 0.9),
        )
      return courses + streak
    }
    case 'media': {
      const pw = w * 0.64
      const player =
        rect(x, y, pw, h * 0.7, 12, '#0f1424') +
        rect(x, y, pw, h * 0.7, 12, tint(pal.primary, 0.2), ' opacity=".55"') +
        circle(x + pw * 0.3, y + h * 0.25, h * 0.2, pal.accent, ' opacity=".5"') +
        circle(x + pw * 0.62, y + h * 0.42, h * 0.26, pal.secondary, ' opacity=".45"') +
        circle(x + pw / 2, y + h * 0.35, 34, '#fff', ' opacity=".92"') +
        `<path d="M${r(x + pw / 2 - 9)} ${r(y + h * 0.35 - 15)}l26 15-26 15Z" fill="${pal.primary}"/>` +
        progress(x + 20, y + h * 0.64, pw - 40, 6, rnd.between(0.2, 0.7), pal.accent, '#ffffff55')
      const below =
        bar(x, y + h * 0.76, pw * 0.7, 14, pal.ink, 0.8) +
        bar(x, y + h * 0.76 + 24, pw * 0.5, 9, pal.ink, 0.35)
      const list = Array.from({ length: 4 }, (_, i) => {
        const ly = y + i * (h * 0.25)
        return (
          rect(x + pw + 16, ly, w * 0.14, h * 0.2, 8, tint(itemAt(col, i % 3), 0.55)) +
          icon(itemAt(['play', 'newspaper', 'headphones', 'tv'], i), {
            x: x + pw + 16 + w * 0.07 - 12,
            y: ly + h * 0.1 - 12,
            size: 24,
            color: '#fff',
          }) +
          bar(x + pw + w * 0.16 + 24, ly + 14, w * 0.14, 8, pal.ink, 0.7) +
          bar(x + pw + w * 0.16 + 24, ly + 32, w * 0.1, 6, pal.ink, 0.3)
        )
      }).join('')
      return player + below + list
    }
    case 'civic': {
      const steps = Array.from({ length: 4 }, (_, i) => {
        const sx = x + 40 + i * ((w - 80) / 3)
        const done = i < 2
        return (
          circle(sx, y + 26, 16, done ? pal.primary : tint(pal.ink, 0.88)) +
          (done
            ? icon('check', { x: sx - 9, y: y + 17, size: 18, color: '#fff', stroke: 3 })
            : textPath(String(i + 1), {
                x: sx,
                y: y + 32,
                size: 15,
                face: 'poppinsBold',
                fill: pal.ink,
                anchor: 'middle',
              })) +
          bar(sx - 30, y + 54, 60, 7, pal.ink, 0.4)
        )
      }).join('')
      const line =
        rect(x + 40, y + 24, w - 80, 4, 2, tint(pal.ink, 0.88)) +
        rect(x + 40, y + 24, (w - 80) / 3, 4, 2, pal.primary)
      const fields = Array.from({ length: 3 }, (_, i) => {
        const fy = y + h * 0.26 + i * h * 0.17
        return (
          bar(x + 20, fy, 120, 8, pal.ink, 0.55) +
          rect(
            x + 20,
            fy + 16,
            w * 0.55,
            38,
            8,
            '#fff',
            ` stroke="${tint(pal.ink, 0.8)}" stroke-width="1.5"`,
          )
        )
      }).join('')
      const upload =
        rect(
          x + w * 0.62,
          y + h * 0.26,
          w * 0.38 - 20,
          h * 0.5,
          12,
          tint(pal.primary, 0.92),
          ` stroke="${pal.primary}" stroke-width="2" stroke-dasharray="8 6"`,
        ) +
        icon('cloud-upload', {
          x: x + w * 0.81 - 28,
          y: y + h * 0.4,
          size: 56,
          color: pal.primary,
          stroke: 1.8,
        }) +
        bar(x + w * 0.72, y + h * 0.62, w * 0.18, 8, pal.ink, 0.4)
      return line + steps + fields + upload + button(x + 20, y + h * 0.84, 180, 44, pal.primary)
    }
    case 'ai': {
      const chatW = w * 0.66
      const bubbles = Array.from({ length: 4 }, (_, i) => {
        const mine = i % 2 === 1
        const bw = chatW * rnd.between(0.45, 0.7)
        const by = y + 10 + i * (h * 0.19)
        const bx = mine ? x + chatW - bw : x + 44
        const lines = Array.from({ length: mine ? 1 : 2 }, (_, j) =>
          bar(
            bx + 16,
            by + 16 + j * 16,
            bw * (j ? 0.5 : 0.8),
            7,
            mine ? '#fff' : pal.ink,
            mine ? 0.9 : 0.5,
          ),
        ).join('')
        return (
          (mine ? '' : iconBadge('bot', x + 16, by + 18, 16, pal.primary)) +
          rect(bx, by, bw, mine ? 44 : 60, 16, mine ? pal.primary : tint(pal.bg2, 0.3)) +
          lines
        )
      }).join('')
      const input =
        rect(
          x,
          y + h - 52,
          chatW,
          48,
          24,
          '#fff',
          ` stroke="${tint(pal.ink, 0.8)}" stroke-width="1.5"`,
        ) +
        bar(x + 22, y + h - 32, chatW * 0.4, 8, pal.ink, 0.25) +
        circle(x + chatW - 26, y + h - 28, 17, pal.primary) +
        icon('send', { x: x + chatW - 35, y: y + h - 37, size: 18, color: '#fff' })
      const sources =
        card(x + chatW + 16, y, w - chatW - 16, h, pal) +
        bar(x + chatW + 32, y + 20, 90, 9, pal.ink, 0.6) +
        Array.from({ length: 4 }, (_, i) =>
          listRow(
            x + chatW + 30,
            y + 48 + i * (h * 0.2),
            w - chatW - 44,
            h * 0.16,
            pal,
            rnd,
            i % 2 ? 'file-text' : 'sparkles',
            itemAt(col, i % 3),
          ),
        ).join('')
      return bubbles + input + sources
    }
    case 'design': {
      const sw = (w * 0.5 - 30) / 4
      const swatches = [pal.primary, pal.secondary, pal.accent, pal.ink]
        .map(
          (c, i) =>
            rect(x + i * (sw + 10), y, sw, h * 0.3, 10, c) +
            bar(x + i * (sw + 10) + 10, y + h * 0.3 - 20, sw * 0.5, 7, '#fff', 0.85),
        )
        .join('')
      const type =
        card(x + w * 0.52, y, w * 0.48, h * 0.3, pal) +
        textPath('Aa', {
          x: x + w * 0.56,
          y: y + h * 0.22,
          size: h * 0.16,
          face: rnd.pick(['serif', 'grotesk', 'playfair']),
          fill: pal.ink,
        }) +
        [0, 1, 2]
          .map((i) =>
            bar(
              x + w * 0.74,
              y + 26 + i * 22,
              w * (0.2 - i * 0.04),
              9 - i * 1.5,
              pal.ink,
              0.6 - i * 0.15,
            ),
          )
          .join('')
      const comps =
        card(x, y + h * 0.35, w, h * 0.65, pal) +
        button(x + 24, y + h * 0.42, 140, 40, pal.primary) +
        rect(
          x + 180,
          y + h * 0.42,
          140,
          40,
          20,
          '#fff',
          ` stroke="${pal.primary}" stroke-width="2"`,
        ) +
        bar(x + 215, y + h * 0.42 + 16, 70, 8, pal.primary) +
        rect(x + 340, y + h * 0.42 + 6, 52, 28, 14, pal.secondary) +
        circle(x + 378, y + h * 0.42 + 20, 10, '#fff') +
        rect(
          x + 24,
          y + h * 0.6,
          w * 0.4,
          40,
          8,
          '#fff',
          ` stroke="${tint(pal.ink, 0.75)}" stroke-width="1.5"`,
        ) +
        bar(x + 40, y + h * 0.6 + 16, w * 0.15, 8, pal.ink, 0.3) +
        [0, 1, 2]
          .map((i) =>
            rect(
              x + 24 + i * 34,
              y + h * 0.78,
              24,
              24,
              6,
              i === 0 ? pal.primary : '#fff',
              ` stroke="${pal.primary}" stroke-width="2"`,
            ),
          )
          .join('') +
        icon('check', { x: x + 28, y: y + h * 0.78 + 4, size: 16, color: '#fff', stroke: 3 }) +
        card(x + w * 0.5, y + h * 0.42, w * 0.46, h * 0.5, pal) +
        rect(
          x + w * 0.5 + 10,
          y + h * 0.42 + 10,
          w * 0.46 - 20,
          h * 0.22,
          8,
          tint(pal.secondary, 0.7),
        ) +
        bar(x + w * 0.5 + 16, y + h * 0.7, w * 0.25, 9, pal.ink, 0.7) +
        bar(x + w * 0.5 + 16, y + h * 0.7 + 20, w * 0.18, 7, pal.ink, 0.35)
      return swatches + type + comps
    }
    case 'api': {
      const ew = w * 0.6
      const code = Array.from({ length: 11 }, (_, i) => {
        const indent = itemAt([0, 1, 2, 2, 2, 1, 0, 0, 1, 1, 0], i) * 22
        const ly = y + 54 + i * ((h - 70) / 11)
        return (
          bar(x + 16, ly, 14, 8, '#5b6785') +
          bar(
            x + 48 + indent,
            ly,
            ew * rnd.between(0.12, 0.25),
            8,
            rnd.pick([pal.secondary, pal.accent, '#8ab4ff']),
          ) +
          bar(x + 48 + indent + ew * 0.28, ly, ew * rnd.between(0.08, 0.3), 8, '#c9d3ea', 0.55)
        )
      }).join('')
      const editor =
        rect(x, y, ew, h, 12, '#0f1628') +
        rect(x, y, ew, 36, 0, '#17213a') +
        rect(x + 12, y + 8, 110, 22, 6, '#24304f') +
        textPath('GET /v2/orders', {
          x: x + 140,
          y: y + 23,
          size: 12,
          face: 'mono',
          fill: pal.secondary,
        }) +
        code
      const docs = Array.from({ length: 4 }, (_, i) => {
        const dy = y + i * (h / 4)
        const verb = itemAt(['GET', 'POST', 'PUT', 'DEL'], i)
        return (
          card(x + ew + 16, dy, w - ew - 16, h / 4 - 12, pal) +
          rect(x + ew + 30, dy + 18, 48, 22, 6, tint(itemAt(col, i % 3), 0.75)) +
          textPath(verb, {
            x: x + ew + 54,
            y: dy + 34,
            size: 11,
            face: 'mono',
            fill: itemAt(col, i % 3),
            anchor: 'middle',
          }) +
          bar(x + ew + 90, dy + 25, (w - ew) * 0.4, 8, pal.ink, 0.6) +
          bar(x + ew + 30, dy + 52, (w - ew) * 0.6, 6, pal.ink, 0.25)
        )
      }).join('')
      return editor + docs
    }
    default: {
      const top = kpis(3, y, h * 0.26, [
        `${rnd.int(12, 98)}.${rnd.int(0, 9)}k`,
        `${rnd.int(12, 64)}%`,
        `${rnd.int(120, 999)} ms`.replace(/(\d+) ms/, '$1 ms'),
      ])
      const chart =
        card(x, y + h * 0.3, w * 0.62, h * 0.7, pal) +
        bar(x + 18, y + h * 0.3 + 20, 140, 9, pal.ink, 0.6) +
        lineChart(x + 18, y + h * 0.44, w * 0.62 - 36, h * 0.48, series(rnd, 10), pal.primary, {
          dots: true,
        }) +
        lineChart(
          x + 18,
          y + h * 0.44,
          w * 0.62 - 36,
          h * 0.48,
          series(rnd, 10, { from: 0.1, to: 0.5 }),
          pal.secondary,
          { area: false },
        )
      const side =
        card(x + w * 0.65, y + h * 0.3, w * 0.35, h * 0.7, pal) +
        barChart(
          x + w * 0.65 + 18,
          y + h * 0.42,
          w * 0.35 - 36,
          h * 0.48,
          series(rnd, 7, { from: 0.3, to: 0.9 }),
          pal.secondary,
          pal.accent,
        )
      return top + chart + side
    }
  }
}

/**
 * A whole desktop screen: a sidebar (layout 0) or a top navigation (layout 1), and the kind's
 * content.
 * @param {string} kind
 * @param {Box} box
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {{ brand: string, id: string, domain?: string, layout?: number, shop?: string[] }} options
 */
export function desktopScreen(
  kind,
  box,
  pal,
  rnd,
  { brand, id, domain = 'data', layout = 0, shop = goodsOf('') },
) {
  const icons = iconsOf(domain, kind)
  const side = layout ? 0 : box.w * 0.2
  const pad = 22
  const top = layout ? 118 : 72
  const content = {
    x: box.x + side + pad,
    y: box.y + top,
    w: box.w - side - pad * 2,
    h: box.h - top - pad,
  }
  return [
    rect(box.x, box.y, box.w, box.h - 14, 0, tint(pal.bg, 0.55)),
    `<path d="M${r(box.x)} ${r(box.y + box.h - 14)}v0a14 14 0 0 0 14 14h${r(box.w - 28)}a14 14 0 0 0 14-14Z" fill="${tint(pal.bg, 0.55)}"/>`,
    layout ? topNav(box, pal, icons, brand) : sidebar(box, pal, icons, rnd, brand),
    topbar(content.x, box.y + (layout ? 66 : 20), content.w, pal),
    desktopContent(kind, content, pal, rnd, id, icons, domain, layout, shop),
  ].join('')
}

/**
 * The navigation of a desktop app across its top: brand mark, name and tabs.
 * @param {Box} b
 * @param {Palette} pal
 * @param {string[]} icons
 * @param {string} brand
 */
function topNav(b, pal, icons, brand) {
  const size = Math.min(15, (b.w * 0.22) / Math.max(1, measure(brand, 'poppinsBold', 1)))
  const tabsX = b.x + 60 + b.w * 0.24
  const tabs = icons
    .slice(0, 4)
    .map((name, i) => {
      const tx = tabsX + i * 112
      return [
        i === 0 ? rect(tx - 10, b.y + 12, 100, 32, 16, pal.primary) : '',
        icon(name, { x: tx, y: b.y + 19, size: 18, color: i ? pal.ink : '#fff', stroke: 2 }),
        bar(tx + 26, b.y + 25, 50, 7, i ? pal.ink : '#fff', i ? 0.45 : 0.9),
      ].join('')
    })
    .join('')
  return [
    rect(b.x, b.y, b.w, 56, 0, tint(pal.bg, 0.3)),
    rect(b.x, b.y + 55, b.w, 1.5, 0, tint(pal.ink, 0.85)),
    rect(b.x + 20, b.y + 14, 28, 28, 8, pal.primary),
    icon(itemAt(icons, 0), { x: b.x + 25, y: b.y + 19, size: 18, color: '#fff' }),
    textPath(brand, { x: b.x + 58, y: b.y + 33, size, face: 'poppinsBold', fill: pal.ink }),
    tabs,
  ].join('')
}

/**
 * A mobile screen of `kind`; `variant` 0–2 shows different screens of the same app.
 * @param {string} kind
 * @param {Box} box
 * @param {Palette} pal
 * @param {Rng} rnd
 * @param {{ brand: string, id: string, variant?: number, domain?: string, layout?: number, shop?: string[] }} options
 */
export function mobileScreen(
  kind,
  box,
  pal,
  rnd,
  { brand, id, variant = 0, domain = 'data', layout = 0, shop = goodsOf('') },
) {
  const { x, w } = box
  const pad = w * 0.07
  const ix = x + pad
  const iw = w - 2 * pad
  let y = box.y
  const col = [pal.primary, pal.secondary, pal.accent]
  const icons = iconsOf(domain, kind)
  const goods = domain === 'retail' ? shop : icons
  // A long name is shortened to its first word that names the client ("Holloway", not "The").
  const name =
    brand.length > 12
      ? (brand.split(/\s+/).find((w) => !/^(the|city|region|municipality|of|st\.?)$/i.test(w)) ??
        brand)
      : brand
  const head =
    textPath(name, {
      x: ix,
      y: y + w * 0.09,
      size: w * 0.075,
      face: 'poppinsBold',
      fill: pal.ink,
    }) + circle(x + w - pad - w * 0.05, y + w * 0.065, w * 0.05, pal.accent)
  y += w * 0.16
  const nav = () => {
    const ny = box.y + box.h - w * 0.17
    return (
      rect(x, ny, w, w * 0.17, 0, tint(pal.bg, 0.5)) +
      icons
        .slice(0, 4)
        .map((n, i) =>
          icon(n, {
            x: x + w * (0.1 + i * 0.23),
            y: ny + w * 0.045,
            size: w * 0.075,
            color: i === variant % 4 ? pal.primary : tint(pal.ink, 0.55),
          }),
        )
        .join('')
    )
  }
  /**
   * @param {number} top
   * @param {number} n
   * @param {number} rowH
   */
  const rows = (top, n, rowH) =>
    Array.from({ length: n }, (_, i) =>
      listRow(
        ix,
        top + i * rowH,
        iw,
        rowH * 0.85,
        pal,
        rnd,
        itemAt(icons, (i + 1) % icons.length),
        itemAt(col, i % 3),
      ),
    ).join('')
  /**
   * @param {number} h
   * @param {string} fill
   */
  const hero = (h, fill) => rect(ix, y, iw, h, w * 0.06, fill)
  let body = ''
  const v = (variant + layout) % 3
  const own = MOBILE[kind]
  if (own) return head + own({ x, y, w, h: box.h, ix, iw, pal, rnd, icons, v }) + nav()
  switch (drawnAs(kind, 0)) {
    case 'map':
      body =
        v === 0
          ? mapView(x, y, w, box.h * 0.55, pal, rnd, { pins: 5, clipId: `${id}mm${variant}` }) +
            card(ix, y + box.h * 0.48, iw, box.h * 0.3, pal, w * 0.06) +
            iconBadge('truck', ix + w * 0.12, y + box.h * 0.48 + w * 0.14, w * 0.07, pal.primary) +
            textPath(`ETA ${rnd.int(8, 18)}:${String(rnd.int(0, 5) * 10).padStart(2, '0')}`, {
              x: ix + w * 0.24,
              y: y + box.h * 0.48 + w * 0.16,
              size: w * 0.07,
              face: 'poppinsBold',
              fill: pal.ink,
            }) +
            progress(
              ix + w * 0.05,
              y + box.h * 0.48 + w * 0.3,
              iw - w * 0.1,
              w * 0.03,
              rnd.between(0.3, 0.8),
              pal.secondary,
              tint(pal.secondary, 0.8),
            )
          : hero(w * 0.32, pal.primary) +
            textPath(`${rnd.int(12, 48)} stops`, {
              x: ix + w * 0.06,
              y: y + w * 0.2,
              size: w * 0.08,
              face: 'poppinsBold',
              fill: '#fff',
            }) +
            rows(y + w * 0.38, 4, w * 0.2)
      break
    case 'storefront':
      body =
        v === 0
          ? hero(box.h * 0.34, tint(itemAt(col, 1), 0.78)) +
            item(
              rnd.pick(goods),
              {
                x: x + w / 2 - w * 0.24,
                y: y + box.h * 0.05,
                size: w * 0.48,
                colour: itemAt(col, 1),
              },
              pal,
            ) +
            bar(ix, y + box.h * 0.38, iw * 0.7, w * 0.04, pal.ink, 0.8) +
            textPath(domain === 'retail' ? `€${rnd.int(29, 199)}` : `${rnd.int(2, 48)}`, {
              x: ix,
              y: y + box.h * 0.47,
              size: w * 0.08,
              face: 'poppinsBold',
              fill: pal.ink,
            }) +
            [0, 1, 2, 3]
              .map((i) =>
                circle(
                  ix + w * 0.05 + i * w * 0.12,
                  y + box.h * 0.53,
                  w * 0.04,
                  itemAt([pal.ink, pal.primary, pal.accent, pal.secondary], i),
                ),
              )
              .join('') +
            button(ix, y + box.h * 0.6, iw, w * 0.14, pal.primary)
          : Array.from({ length: 4 }, (_, i) => {
              const tw = (iw - w * 0.04) / 2
              const tx = ix + (i % 2) * (tw + w * 0.04)
              const ty = y + Math.floor(i / 2) * (box.h * 0.34)
              return (
                rect(tx, ty, tw, box.h * 0.22, w * 0.04, tint(itemAt(col, i % 3), 0.8)) +
                item(
                  itemAt(goods, (i + variant * 3) % goods.length),
                  {
                    x: tx + (tw - Math.min(tw * 0.8, box.h * 0.19)) / 2,
                    y: ty + (box.h * 0.22 - Math.min(tw * 0.8, box.h * 0.19)) / 2,
                    size: Math.min(tw * 0.8, box.h * 0.19),
                    colour: itemAt(col, i % 3),
                  },
                  pal,
                ) +
                bar(tx, ty + box.h * 0.25, tw * 0.8, w * 0.03, pal.ink, 0.7) +
                bar(tx, ty + box.h * 0.29, tw * 0.4, w * 0.03, pal.primary)
              )
            }).join('')
      break
    case 'health':
      body =
        v === 0
          ? hero(w * 0.5, tint(pal.secondary, 0.8)) +
            donut(
              ix + iw / 2,
              y + w * 0.25,
              w * 0.15,
              [rnd.between(0.5, 0.85)],
              [pal.secondary],
              '#ffffff',
            ) +
            icon(itemAt(icons, 0), {
              x: ix + iw / 2 - w * 0.06,
              y: y + w * 0.19,
              size: w * 0.12,
              color: pal.secondary,
            }) +
            rows(y + w * 0.58, 3, w * 0.2)
          : Array.from({ length: 5 }, (_, i) =>
              rect(
                ix + i * (iw / 5),
                y,
                iw / 5 - w * 0.02,
                w * 0.2,
                w * 0.03,
                i === 2 ? pal.primary : tint(pal.bg, 0.3),
              ),
            ).join('') +
            Array.from({ length: 6 }, (_, i) =>
              rect(
                ix + (i % 2) * (iw / 2 + w * 0.01),
                y + w * 0.28 + Math.floor(i / 2) * w * 0.15,
                iw / 2 - w * 0.01,
                w * 0.12,
                w * 0.03,
                i === 3 ? pal.secondary : '#fff',
                ` stroke="${tint(pal.ink, 0.85)}"`,
              ),
            ).join('') +
            button(ix, y + w * 0.8, iw, w * 0.14, pal.primary)
      break
    case 'fintech':
      body =
        v === 0
          ? hero(w * 0.52, pal.primary) +
            rect(ix + w * 0.06, y + w * 0.06, w * 0.1, w * 0.075, w * 0.015, pal.accent) +
            textPath(money(rnd), {
              x: ix + w * 0.06,
              y: y + w * 0.32,
              size: w * 0.09,
              face: 'poppinsBold',
              fill: '#fff',
            }) +
            bar(ix + w * 0.06, y + w * 0.4, iw * 0.45, w * 0.025, '#fff', 0.7) +
            ['send', 'arrow-down-left', 'plus']
              .map((n, i) =>
                iconBadge(n, ix + iw * (0.17 + i * 0.33), y + w * 0.66, w * 0.07, itemAt(col, i)),
              )
              .join('') +
            rows(y + w * 0.8, 3, w * 0.19)
          : card(ix, y, iw, w * 0.6, pal, w * 0.05) +
            lineChart(
              ix + w * 0.04,
              y + w * 0.12,
              iw - w * 0.08,
              w * 0.4,
              series(rnd, 9),
              pal.primary,
            ) +
            rows(y + w * 0.68, 4, w * 0.19)
      break
    case 'energy':
      body =
        v === 0
          ? donut(
              x + w / 2,
              y + w * 0.34,
              w * 0.26,
              [rnd.between(0.55, 0.92)],
              [pal.secondary],
              tint(pal.ink, 0.9),
            ) +
            icon('battery-charging', {
              x: x + w / 2 - w * 0.09,
              y: y + w * 0.25,
              size: w * 0.18,
              color: pal.secondary,
            }) +
            textPath(`${rnd.int(48, 92)}%`, {
              x: x + w / 2,
              y: y + w * 0.8,
              size: w * 0.11,
              face: 'poppinsBold',
              fill: pal.ink,
              anchor: 'middle',
            }) +
            rows(y + w * 0.92, 3, w * 0.19)
          : card(ix, y, iw, w * 0.6, pal, w * 0.05) +
            barChart(
              ix + w * 0.04,
              y + w * 0.1,
              iw - w * 0.08,
              w * 0.44,
              series(rnd, 8),
              pal.accent,
              pal.secondary,
            ) +
            rows(y + w * 0.68, 4, w * 0.19)
      break
    case 'learning':
      body =
        v === 0
          ? hero(w * 0.42, tint(pal.primary, 0.85)) +
            bar(ix + w * 0.06, y + w * 0.1, iw * 0.7, w * 0.035, pal.ink, 0.8) +
            Array.from(
              { length: 4 },
              (_, i) =>
                rect(
                  ix,
                  y + w * (0.5 + i * 0.2),
                  iw,
                  w * 0.16,
                  w * 0.04,
                  i === 1 ? pal.secondary : '#fff',
                  ` stroke="${tint(pal.ink, 0.8)}" stroke-width="1.5"`,
                ) +
                circle(
                  ix + w * 0.08,
                  y + w * (0.58 + i * 0.2),
                  w * 0.03,
                  i === 1 ? '#fff' : tint(pal.ink, 0.8),
                ) +
                bar(
                  ix + w * 0.15,
                  y + w * (0.565 + i * 0.2),
                  iw * 0.5,
                  w * 0.03,
                  i === 1 ? '#fff' : pal.ink,
                  0.7,
                ),
            ).join('')
          : donut(
              x + w / 2,
              y + w * 0.3,
              w * 0.22,
              [rnd.between(0.4, 0.85)],
              [pal.primary],
              tint(pal.ink, 0.9),
            ) +
            icon('trophy', {
              x: x + w / 2 - w * 0.08,
              y: y + w * 0.22,
              size: w * 0.16,
              color: pal.accent,
            }) +
            rows(y + w * 0.62, 4, w * 0.19)
      break
    case 'media':
      body =
        v === 0
          ? rect(ix, y, iw, iw, w * 0.06, tint(itemAt(col, variant % 3), 0.3)) +
            circle(ix + iw * 0.35, y + iw * 0.4, iw * 0.28, pal.accent, ' opacity=".6"') +
            icon(itemAt(icons, 1), {
              x: ix + iw / 2 - w * 0.12,
              y: y + iw / 2 - w * 0.12,
              size: w * 0.24,
              color: '#fff',
            }) +
            bar(ix, y + iw + w * 0.06, iw * 0.7, w * 0.04, pal.ink, 0.8) +
            Array.from({ length: 26 }, (_, i) =>
              rect(
                ix + i * (iw / 26),
                y + iw + w * 0.24 - rnd.between(0.02, 0.1) * w,
                iw / 26 - 2,
                rnd.between(0.04, 0.2) * w,
                1.5,
                i < 11 ? pal.primary : tint(pal.ink, 0.8),
              ),
            ).join('') +
            circle(x + w / 2, y + iw + w * 0.42, w * 0.09, pal.primary) +
            `<path d="M${r(x + w / 2 - w * 0.025)} ${r(y + iw + w * 0.38)}l${r(w * 0.07)} ${r(w * 0.04)}-${r(w * 0.07)} ${r(w * 0.04)}Z" fill="#fff"/>`
          : rows(y, 6, w * 0.21)
      break
    case 'civic':
      body =
        Array.from({ length: 5 }, (_, i) => {
          const done = i < 3 - (variant % 2)
          const sy = y + i * w * 0.26
          return (
            (i < 4
              ? rect(
                  ix + w * 0.055,
                  sy + w * 0.08,
                  3,
                  w * 0.2,
                  1.5,
                  done ? pal.primary : tint(pal.ink, 0.85),
                )
              : '') +
            circle(
              ix + w * 0.06,
              sy + w * 0.05,
              w * 0.05,
              done ? pal.primary : tint(pal.ink, 0.88),
            ) +
            (done
              ? icon('check', {
                  x: ix + w * 0.03,
                  y: sy + w * 0.02,
                  size: w * 0.06,
                  color: '#fff',
                  stroke: 3,
                })
              : '') +
            bar(ix + w * 0.16, sy + w * 0.025, iw * 0.55, w * 0.032, pal.ink, 0.75) +
            bar(ix + w * 0.16, sy + w * 0.075, iw * 0.35, w * 0.025, pal.ink, 0.3)
          )
        }).join('') + button(ix, y + w * 1.34, iw, w * 0.14, pal.primary)
      break
    case 'ai':
      body = Array.from({ length: 5 }, (_, i) => {
        const mine = i % 2 === 1
        const bw = iw * rnd.between(0.55, 0.8)
        const by = y + i * w * 0.27
        return (
          rect(
            mine ? ix + iw - bw : ix,
            by,
            bw,
            w * 0.2,
            w * 0.05,
            mine ? pal.primary : tint(pal.bg2, 0.3),
          ) +
          bar(
            (mine ? ix + iw - bw : ix) + w * 0.05,
            by + w * 0.07,
            bw * 0.7,
            w * 0.028,
            mine ? '#fff' : pal.ink,
            0.6,
          ) +
          bar(
            (mine ? ix + iw - bw : ix) + w * 0.05,
            by + w * 0.12,
            bw * 0.45,
            w * 0.028,
            mine ? '#fff' : pal.ink,
            0.4,
          )
        )
      }).join('')
      break
    default:
      // A dashboard's phone screens: the trend, a breakdown and its alerts.
      if (v === 1) {
        body =
          card(ix, y, iw, w * 0.62, pal, w * 0.05) +
          bar(ix + w * 0.05, y + w * 0.07, iw * 0.4, w * 0.03, pal.ink, 0.6) +
          barChart(
            ix + w * 0.05,
            y + w * 0.16,
            iw - w * 0.1,
            w * 0.4,
            series(rnd, 7, { from: 0.3, to: 0.9 }),
            pal.secondary,
            pal.accent,
          ) +
          rows(y + w * 0.7, 4, w * 0.19)
        break
      }
      if (v === 2) {
        body =
          donut(
            x + w / 2,
            y + w * 0.3,
            w * 0.22,
            [0.45, 0.3, 0.15],
            [pal.primary, pal.secondary, pal.accent],
            tint(pal.ink, 0.9),
          ) +
          textPath(`${rnd.int(12, 98)}%`, {
            x: x + w / 2,
            y: y + w * 0.33,
            size: w * 0.08,
            face: 'poppinsBold',
            fill: pal.ink,
            anchor: 'middle',
          }) +
          [0, 1, 2]
            .map(
              (i) =>
                rect(
                  ix,
                  y + w * (0.62 + i * 0.2),
                  iw,
                  w * 0.16,
                  w * 0.04,
                  tint(itemAt(col, i), 0.85),
                ) +
                icon(i ? itemAt(icons, i + 1) : 'triangle-alert', {
                  x: ix + w * 0.04,
                  y: y + w * (0.66 + i * 0.2),
                  size: w * 0.08,
                  color: itemAt(col, i),
                }) +
                bar(ix + w * 0.16, y + w * (0.69 + i * 0.2), iw * 0.5, w * 0.03, pal.ink, 0.6),
            )
            .join('')
        break
      }
      body =
        hero(w * 0.42, pal.primary) +
        lineChart(ix + w * 0.05, y + w * 0.08, iw - w * 0.1, w * 0.26, series(rnd, 8), '#fff', {
          area: true,
        }) +
        card(ix, y + w * 0.48, iw / 2 - w * 0.02, w * 0.3, pal, w * 0.04) +
        card(ix + iw / 2 + w * 0.02, y + w * 0.48, iw / 2 - w * 0.02, w * 0.3, pal, w * 0.04) +
        textPath(`${rnd.int(12, 98)}%`, {
          x: ix + w * 0.05,
          y: y + w * 0.7,
          size: w * 0.08,
          face: 'poppinsBold',
          fill: pal.ink,
        }) +
        donut(
          ix + iw * 0.75,
          y + w * 0.63,
          w * 0.08,
          [0.6, 0.25],
          [pal.secondary, pal.accent],
          tint(pal.ink, 0.9),
        ) +
        rows(y + w * 0.86, 3, w * 0.19)
  }
  return head + body + nav()
}
