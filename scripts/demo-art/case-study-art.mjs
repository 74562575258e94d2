// Case study illustrations: a cover and two detail pictures per case study, drawn from what the
// project is (its kind: a map, a storefront, a patient app…), in a palette and layout of its own.
import { PALETTES, esc, r, seeded, tint } from './random.mjs'
import { desktopScreen, mobileScreen } from './screens.mjs'
import { browser, circle, phone, rect, tablet } from './ui.mjs'
/** @import { Palette, Rng } from './random.mjs' */
/** @import { Box } from './ui.mjs' */

/** @type {Record<string, string>} */
const INDUSTRY_KIND = {
  Logistics: 'map',
  'E-commerce': 'storefront',
  Healthcare: 'health',
  Fintech: 'fintech',
  Energy: 'energy',
  Education: 'learning',
  Media: 'media',
  'Public Sector': 'civic',
  AI: 'ai',
  'Data Platform': 'dashboard',
}

/**
 * What a case study's screens show, from its title first and then its industry tag.
 * @param {{ title: string, tags: string[] }} options
 */
export function caseStudyKind({ title, tags }) {
  const t = title.toLowerCase()
  if (/design system/.test(t)) return 'design'
  if (/\bapi\b/.test(t)) return 'api'
  if (/chatbot|assistant|triage|chat\b|document check/.test(t)) return 'ai'
  // A claims portal is a form people fill in and follow, as a council's applications are.
  if (/claims portal/.test(t)) return 'civic'
  if (
    /warehouse migration|analytics|forecast|reporting|pipeline|data hub|catalogue|metrics|carbon/.test(
      t,
    )
  )
    return 'dashboard'
  if (/route|fleet|delivery|freight|cargo|cold.chain|tracking|dispatch/.test(t)) return 'map'
  return INDUSTRY_KIND[tags[0] ?? ''] ?? 'dashboard'
}

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
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
const svgOpen = (w, h, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">`

/**
 * The three pictures of one case study, by media key.
 * @param {{ slug: string, title: string, tags: string[] }} cs
 * @param {string | undefined} client
 * @param {string} [kindOverride]
 */
export function caseStudyArt(cs, client, kindOverride) {
  const kind = kindOverride ?? caseStudyKind(cs)
  const rnd = seeded(cs.slug)
  const scene = rnd.pick(PALETTES)
  // Product screens stay light on a dark backdrop, as most products are.
  const pal = isDark(scene)
    ? { ...scene, bg: '#eef2fb', bg2: '#d5def2', ink: '#10213a', surface: '#ffffff' }
    : scene
  const brand = client || cs.title
  const mobile = mobileFirst(cs)
  const layout = mobile
    ? rnd.pick(['phones', 'desktop+phone'])
    : rnd.pick(['desktop+phone', 'tablet+cards'])
  const id = cs.slug.replaceAll(/[^a-z]/g, '').slice(0, 8)
  /** @param {string} n */
  const ctx = (n) => ({ brand, id: `${id}${n}` })

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
    } else if (layout === 'desktop') {
      devices = browser(w * 0.1, h * 0.12, w * 0.8, h * 0.8, pal, (b) =>
        desktopScreen(kind, b, pal, rnd, ctx('d')),
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
    return `${svgOpen(w, h, label)}${backdrop(w, h, scene, rnd)}${devices}</svg>`
  }

  /**
   * @param {number} w
   * @param {number} h
   * @param {string} label
   */
  const desktopDetail = (w, h, label) =>
    `${svgOpen(w, h, label)}${backdrop(w, h, scene, seeded(`${cs.slug}-d`))}${browser(w * 0.08, h * 0.08, w * 0.84, h * 0.86, pal, (b) => desktopScreen(kind, b, pal, seeded(`${cs.slug}-d1`), ctx('x')))}</svg>`

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
    return `${svgOpen(w, h, label)}${backdrop(w, h, scene, seeded(`${cs.slug}-m`))}${phones}</svg>`
  }

  return { kind, palette: pal, cover, desktopDetail, mobileDetail }
}
