// Case study illustrations: a cover and two detail pictures per case study, drawn from what the
// project is (its kind: a map, a storefront, a patient app…), in a palette and layout of its own.
import { PALETTES, esc, r, seeded, tint } from './random.mjs'
import { PRODUCTS } from './case-study-products.mjs'
import { goodsOf } from './goods-art.mjs'
import { desktopScreen, mobileScreen } from './screens.mjs'
import { browser, circle, phone, rect, tablet } from './ui.mjs'
/** @import { Palette, Rng } from './random.mjs' */
/** @import { Box } from './ui.mjs' */

/**
 * The domain of a case study's industry: its screens' icons (a truck for logistics, a pill for
 * healthcare), whatever the product's kind.
 * @type {Record<string, string>}
 */
const INDUSTRY_DOMAIN = {
  Logistics: 'logistics',
  'E-commerce': 'retail',
  Healthcare: 'health',
  Fintech: 'finance',
  Energy: 'energy',
  Education: 'education',
  Media: 'media',
  'Public Sector': 'civic',
  AI: 'ai',
  'Data Platform': 'data',
}

/** @param {{ tags: string[] }} cs */
export const caseStudyDomain = ({ tags }) => INDUSTRY_DOMAIN[tags[0] ?? ''] ?? 'data'

/**
 * What a case study's screens show: its product's kind, from the table of the demo's products, or
 * for a case study not in it, a guess from its title.
 * @param {{ slug: string, title: string }} cs
 */
export function caseStudyKind({ slug, title }) {
  const known = PRODUCTS[slug]?.[0]
  if (known) return known
  const t = title.toLowerCase()
  const guesses = /** @type {[RegExp, string][]} */ ([
    [/design system/, 'design'],
    [/\bapi\b/, 'api'],
    [/paywall|checkout|subscription|basket/, 'checkout'],
    [/self-service|customer portal|account/, 'account'],
    [/booking|appointment/, 'booking'],
    [/chatbot|assistant|\bchat\b/, 'chat'],
    [/catalogue|marketplace|search/, 'catalogue'],
    [/application|portal|onboarding|claims/, 'form'],
    [/streaming|video|podcast player/, 'player'],
    [/crm|register|queue|triage|workflow/, 'pipeline'],
    [/timetable|rota|scheduling|planner/, 'schedule'],
    [/inspection|checklist|tasks/, 'tasks'],
    [/learning|course|lesson/, 'learning'],
    [/wallet|banking|payments?\b|cards?\b/, 'wallet'],
    [/monitoring|sensor|telemetry/, 'monitor'],
    [/fleet|delivery|route|map\b/, 'map'],
  ])
  return guesses.find(([re]) => re.test(t))?.[1] ?? 'dashboard'
}

/**
 * Which layout of its kind each case study is drawn in: alternating along the portfolio's order
 * (menu order), so that two neighbours of one kind never look alike.
 * @param {{ slug: string, title: string, menuOrder?: number }[]} caseStudies
 * @returns {Map<string, number>}
 */
export function layoutVariants(caseStudies) {
  /** @type {Map<string, number>} */
  const seen = new Map()
  /** @type {Map<string, number>} */
  const variants = new Map()
  const ordered = [...caseStudies].sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))
  for (const cs of ordered) {
    const kind = caseStudyKind(cs)
    const n = seen.get(kind) ?? 0
    variants.set(cs.slug, n % 2)
    seen.set(kind, n + 1)
  }
  return variants
}

/**
 * A name as the owner of something: "Wren & Co's", "Fairway Foods'".
 * @param {string} name
 */
const possessive = (name) => (/[^s]s$/.test(name) ? `${name}'` : `${name}'s`)

/**
 * Whether the product is mainly used on phones.
 * @param {{ title: string, tags: string[] }} options
 */
const mobileFirst = ({ title, tags }) => tags.includes('Mobile') || /\bapp\b|mobile/i.test(title)

/**
 * Soft shapes behind the devices.
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {Rng} rnd
 */
function backdrop(w, h, pal, rnd) {
  const shapes = [
    circle(
      w * rnd.between(0.05, 0.3),
      h * rnd.between(0.1, 0.4),
      h * rnd.between(0.3, 0.5),
      pal.bg2,
    ),
    circle(
      w * rnd.between(0.7, 0.95),
      h * rnd.between(0.6, 0.95),
      h * rnd.between(0.25, 0.45),
      tint(pal.bg2, -0.06),
      ' opacity=".7"',
    ),
    rect(
      w * rnd.between(0.55, 0.75),
      h * 0.06,
      h * 0.22,
      h * 0.22,
      h * 0.05,
      pal.accent,
      ` opacity=".35" transform="rotate(${rnd.int(-20, 20)} ${r(w * 0.65)} ${r(h * 0.17)})"`,
    ),
  ]
  const dots = Array.from({ length: 5 }, (_, i) =>
    Array.from({ length: 6 }, (_, j) =>
      circle(w * 0.04 + j * 18, h * 0.78 + i * 18, 3, pal.primary, ' opacity=".25"'),
    ).join(''),
  ).join('')
  return rect(0, 0, w, h, 0, pal.bg) + shapes.join('') + (rnd() < 0.6 ? dots : '')
}

/** @param {Palette} pal */
const isDark = (pal) => parseInt(pal.bg.slice(1, 3), 16) < 0x60

/**
 * The root of a picture; it names the kind and layout drawn, so that tests can tell them apart.
 * @param {number} w
 * @param {number} h
 * @param {string} label
 * @param {string} kind
 * @param {number} variant
 */
const svgOpen = (w, h, label, kind, variant) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}" data-kind="${kind}" data-variant="${variant}">`

/**
 * The three pictures of one case study, by media key, and their alternative texts.
 * @param {{ slug: string, title: string, tags: string[] }} cs
 * @param {string | undefined} client
 * @param {{ variant?: number }} [options] which layout of its kind (see `layoutVariants`)
 */
export function caseStudyArt(cs, client, { variant = 0 } = {}) {
  const kind = caseStudyKind(cs)
  const domain = caseStudyDomain(cs)
  const rnd = seeded(cs.slug)
  const scene = rnd.pick(PALETTES)
  // Product screens stay light on a dark backdrop, as most products are.
  const pal = isDark(scene)
    ? { ...scene, bg: '#eef2fb', bg2: '#d5def2', ink: '#10213a', surface: '#ffffff' }
    : scene
  const brand = client || cs.title
  const mobile = mobileFirst(cs)
  // Neighbours of one kind also differ in how the devices are arranged.
  const layout = mobile
    ? variant
      ? 'desktop+phone'
      : 'phones'
    : variant
      ? 'tablet+cards'
      : 'desktop+phone'
  const id = cs.slug.replaceAll(/[^a-z]/g, '').slice(0, 8)
  // A shop's tiles show goods of its trade, by what its screen shows (the products table).
  const shop = goodsOf(PRODUCTS[cs.slug]?.[1] ?? cs.title)
  /** @param {string} n */
  const ctx = (n) => ({ brand, id: `${id}${n}`, domain, layout: variant, shop })
  /**
   * @param {number} w
   * @param {number} h
   * @param {string} label
   */
  const open = (w, h, label) => svgOpen(w, h, label, kind, variant)

  const [, desktopShows, mobileShows] = PRODUCTS[cs.slug] ?? [kind, cs.title, 'app screens']
  const owner = possessive(brand)
  const alts = {
    cover:
      layout === 'phones'
        ? `Three screens of ${owner} app: ${mobileShows}`
        : `${owner} ${desktopShows}, ${layout === 'tablet+cards' ? 'on a tablet' : 'in a browser'} and on a phone`,
    desktop: `${owner} ${desktopShows} on desktop`,
    mobile: `${owner} ${mobileShows} on three phones`,
  }

  /**
   * @param {number} w
   * @param {number} h
   * @param {string} label
   */
  const cover = (w, h, label) => {
    let devices = ''
    if (layout === 'phones') {
      const pw = h * 0.42
      const ph = pw * 2.05
      devices = [0, 1, 2]
        .map((i) => {
          const px = w / 2 - pw * 1.6 + i * pw * 1.1
          const py = h * 0.12 + (i === 1 ? -h * 0.04 : h * 0.06)
          return phone(px, py, pw, ph, pal, (b) =>
            mobileScreen(kind, b, pal, seeded(`${cs.slug}${i}`), { ...ctx(`c${i}`), variant: i }),
          )
        })
        .join('')
    } else if (layout === 'tablet+cards') {
      const tw = w * 0.66
      devices =
        tablet(w * 0.17, h * 0.14, tw, tw * 0.66, pal, (b) =>
          desktopScreen(kind, b, pal, rnd, ctx('t')),
        ) +
        phone(w * 0.72, h * 0.36, h * 0.27, h * 0.56, pal, (b) =>
          mobileScreen(kind, b, pal, rnd, ctx('p')),
        )
    } else {
      devices =
        browser(w * 0.06, h * 0.1, w * 0.7, h * 0.74, pal, (b) =>
          desktopScreen(kind, b, pal, rnd, ctx('d')),
        ) +
        phone(w * 0.7, h * 0.28, h * 0.3, h * 0.62, pal, (b) =>
          mobileScreen(kind, b, pal, rnd, ctx('p')),
        )
    }
    return `${open(w, h, label)}${backdrop(w, h, scene, rnd)}${devices}</svg>`
  }

  /**
   * @param {number} w
   * @param {number} h
   * @param {string} label
   */
  const desktopDetail = (w, h, label) =>
    `${open(w, h, label)}${backdrop(w, h, scene, seeded(`${cs.slug}-d`))}${browser(w * 0.08, h * 0.08, w * 0.84, h * 0.86, pal, (b) => desktopScreen(kind, b, pal, seeded(`${cs.slug}-d1`), ctx('x')))}</svg>`

  /**
   * @param {number} w
   * @param {number} h
   * @param {string} label
   */
  const mobileDetail = (w, h, label) => {
    const pw = h * 0.4
    const ph = pw * 2.05
    const phones = [0, 1, 2]
      .map((i) =>
        phone(w / 2 - pw * 1.75 + i * pw * 1.25, h * 0.08 + (i % 2) * h * 0.04, pw, ph, pal, (b) =>
          mobileScreen(kind, b, pal, seeded(`${cs.slug}-m${i}`), {
            ...ctx(`m${i}`),
            variant: i + 1,
          }),
        ),
      )
      .join('')
    return `${open(w, h, label)}${backdrop(w, h, scene, seeded(`${cs.slug}-m`))}${phones}</svg>`
  }

  return { kind, variant, alts, palette: pal, cover, desktopDetail, mobileDetail }
}
