// Portraits of the team, the clients who give testimonials, the product people and the
// ambassadors: head and shoulders in the ink line of the careers scenes and heroes (natural skin and
// hair, clothes in the brand's colours, a calm face drawn with a few lines), on the brand's disc.
import { INK, box, dot, line, shape } from './figures.mjs'
import { PEOPLE, skinOf } from './people.mjs'
import { esc, itemAt, r, seeded } from './random.mjs'
import { BRAND, CLOTHES } from './system.mjs'

/** The drawing's units: shown at about half a pixel each on the team page, as the scenes are. */
const W = 480
const H = 560
const CX = 240
/** Where the head sits: its centre and radii. */
const HEAD = { cy: 250, rx: 80, ry: 96 }

const OUTFITS = /** @type {const} */ (['crew', 'collar', 'jacket', 'vneck'])
const SHIRTS = [...CLOTHES, BRAND.brand2]

/**
 * Hair behind the head (long styles fall behind the shoulders).
 * @param {string} cut
 * @param {string} hair
 * @param {number} reach how far down long hair falls
 */
function hairBack(cut, hair, reach) {
  const { cy, rx } = HEAD
  if (cut === 'long' || cut === 'extraLong')
    return shape(
      `M${CX - rx - 14} ${cy + reach}V${cy - 20}a${rx + 14} ${rx + 24} 0 0 1 ${2 * (rx + 14)} 0V${cy + reach}Z`,
      hair,
    )
  if (cut === 'bobCut' || cut === 'bobBangs')
    return shape(
      `M${CX - rx - 16} ${cy + 70}V${cy - 20}a${rx + 16} ${rx + 26} 0 0 1 ${2 * (rx + 16)} 0V${cy + 70}q-20 12-40 0H${CX - rx + 24}q-20 12-40 0Z`,
      hair,
    )
  if (cut === 'curly' || cut === 'curlyHighTop')
    return (
      [-1, -0.6, -0.2, 0.2, 0.6, 1]
        .map((a) =>
          dot(
            CX + Math.sin(a * 1.5) * (rx + 6),
            cy - 20 - Math.cos(a * 1.5) * (cut === 'curly' ? rx : rx + 6),
            cut === 'curly' ? 44 : 38,
            hair,
          ),
        )
        .join('') +
      (cut === 'curly'
        ? dot(CX - rx - 10, cy + 20, 40, hair) + dot(CX + rx + 10, cy + 20, 40, hair)
        : '')
    )
  return ''
}

/**
 * Hair over the top of the head, by cut.
 * @param {string} cut
 * @param {string} hair
 * @param {number} part which side the parting falls (-1 or 1)
 */
function hairTop(cut, hair, part) {
  const { cy, rx, ry } = HEAD
  const top = cy - ry
  const cap = (/** @type {number} */ depth, /** @type {number} */ sweep) =>
    shape(
      `M${CX - rx - 2} ${cy - 6}C${CX - rx - 6} ${top - 30} ${CX + rx + 6} ${top - 30} ${CX + rx + 2} ${cy - 6}Q${CX + part * sweep} ${top + depth} ${CX - rx - 2} ${cy - 6}Z`,
      hair,
    )
  switch (cut) {
    case 'balding':
      return (
        shape(`M${CX - rx - 2} ${cy + 10}q-6-50 18-70l10 40Z`, hair) +
        shape(`M${CX + rx + 2} ${cy + 10}q6-50-18-70l-10 40Z`, hair)
      )
    case 'buzzcut':
      return cap(20, 0)
    case 'fade':
      return cap(36, 20)
    case 'bobBangs':
      return cap(72, 0)
    case 'curly':
    case 'curlyHighTop':
      return cap(30, 10)
    case 'sideShave':
      return cap(64, 50) + line(`M${CX - part * rx} ${cy - 40}v40`, hair, 10)
    default:
      return cap(52, 36)
  }
}

/**
 * The face: brows, eyes (or glasses), nose and a calm smile; a beard for some.
 * @param {string} eyes
 * @param {string} hair
 * @param {import('./random.mjs').Rng} rnd
 * @param {boolean} beard
 */
function face(eyes, hair, rnd, beard) {
  const { cy } = HEAD
  const gap = rnd.between(30, 36)
  const eyeY = cy + rnd.between(2, 10)
  const brow = rnd.between(-4, 4)
  const smile = eyes === 'happy' ? 18 : 10
  return (
    (beard
      ? shape(
          `M${CX - 76} ${cy + 20}Q${CX - 70} ${cy + 100} ${CX} ${cy + 104}Q${CX + 70} ${cy + 100} ${CX + 76} ${cy + 20}Q${CX + 50} ${cy + 64} ${CX} ${cy + 62}Q${CX - 50} ${cy + 64} ${CX - 76} ${cy + 20}Z`,
          hair,
        )
      : '') +
    line(
      `M${r(CX - gap - 16)} ${r(eyeY - 26 + brow)}q16-8 30-2M${r(CX + gap + 16)} ${r(eyeY - 26 + brow)}q-16-8-30-2`,
      BRAND.ink,
      6,
    ) +
    (eyes === 'happy'
      ? line(
          `M${r(CX - gap - 9)} ${r(eyeY + 2)}q9-9 18 0M${r(CX + gap - 9)} ${r(eyeY + 2)}q9-9 18 0`,
          BRAND.ink,
          5,
        )
      : dot(CX - gap, eyeY, 6.5, BRAND.ink, true) + dot(CX + gap, eyeY, 6.5, BRAND.ink, true)) +
    (eyes === 'glasses'
      ? `<g fill="none" ${INK.replace(/stroke-width="\d+"/, 'stroke-width="5"')}>` +
        `<rect x="${r(CX - gap - 24)}" y="${r(eyeY - 18)}" width="48" height="36" rx="12"/>` +
        `<rect x="${r(CX + gap - 24)}" y="${r(eyeY - 18)}" width="48" height="36" rx="12"/>` +
        `<path d="M${r(CX - gap + 24)} ${r(eyeY - 4)}h${r(2 * gap - 48)}"/></g>`
      : '') +
    line(`M${CX + 2} ${r(eyeY + 12)}q-10 24 4 28`, BRAND.ink, 4) +
    line(`M${CX - 22} ${r(eyeY + 58)}q22 ${smile} 44 0`, beard ? BRAND.paper : BRAND.ink, 5)
  )
}

/**
 * The shoulders and what they wear.
 * @param {string} outfit
 * @param {string} shirt
 * @param {string} skin
 */
function shoulders(outfit, shirt, skin) {
  const y = 430
  const body = `M50 ${H + 10}V${y + 60}Q50 ${y} 120 ${y - 12}L196 ${y - 34}H284L360 ${y - 12}Q430 ${y} 430 ${y + 60}V${H + 10}Z`
  const neck = box(CX - 36, HEAD.cy + 60, 72, 110, 0, skin)
  if (outfit === 'jacket')
    return (
      neck +
      shape(body, shirt) +
      shape(`M196 ${y - 34}H284L${CX} ${y + 70}Z`, BRAND.paper) +
      shape(`M196 ${y - 34}L${CX} ${y + 70}L178 ${y + 130}L170 ${y + 10}Z`, shirt) +
      shape(`M284 ${y - 34}L${CX} ${y + 70}L302 ${y + 130}L310 ${y + 10}Z`, shirt)
    )
  if (outfit === 'collar')
    return (
      neck +
      shape(body, shirt) +
      shape(`M200 ${y - 36}L${CX} ${y + 10}L214 ${y + 30}L186 ${y - 20}Z`, BRAND.paper) +
      shape(`M280 ${y - 36}L${CX} ${y + 10}L266 ${y + 30}L294 ${y - 20}Z`, BRAND.paper) +
      line(`M${CX} ${y + 12}V${H}`, BRAND.ink, 3)
    )
  if (outfit === 'vneck')
    return neck + shape(body, shirt) + shape(`M204 ${y - 34}H276L${CX} ${y + 20}Z`, skin)
  return neck + shape(body, shirt) + line(`M204 ${y - 32}q36 36 72 0`, BRAND.ink, 3)
}

/**
 * A named person's portrait, `w` × `h`, head and shoulders: the look from PEOPLE, the rest (face
 * proportions, outfit) from the name, so that nobody shares a face.
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {string} label
 */
export function inkPortrait(name, w, h, label) {
  const person = PEOPLE[name]
  if (!person) throw new Error(`No look for ${name} (people.mjs PEOPLE)`)
  const [presentation, tone, cut, hairHex, eyes] = person
  const rnd = seeded(`ink-portrait:${name}`)
  const skin = skinOf(name, tone)
  const hair = `#${hairHex}`
  const outfit = rnd.pick(OUTFITS)
  // Shirts in turn down the list, so that the team wears all the brand's colours.
  const shirt = itemAt(SHIRTS, Object.keys(PEOPLE).indexOf(name) % SHIRTS.length)
  const beard = presentation === 'man' && (cut === 'shortComboverChops' || rnd() < 0.25)
  // The middle 400 units, as tall as the picture's shape asks: a tall portrait keeps the
  // shoulders, a square one is cut below them, never through the hair.
  const vw = 400
  const vh = Math.round((vw * h) / w)
  const top = Math.min(H - vh, 100)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${CX - vw / 2} ${top} ${vw} ${vh}" role="img" aria-label="${esc(label)}"><g stroke-linecap="round" stroke-linejoin="round">`,
    box(0, top, W, vh, 0, BRAND.paperAlt, true),
    dot(CX, 300, 200, BRAND.brand4, true),
    hairBack(cut, hair, cut === 'extraLong' ? 200 : 150),
    shoulders(outfit, shirt, skin),
    `<ellipse cx="${CX - HEAD.rx + 2}" cy="${HEAD.cy + 14}" rx="16" ry="22" fill="${skin}" ${INK}/>`,
    `<ellipse cx="${CX + HEAD.rx - 2}" cy="${HEAD.cy + 14}" rx="16" ry="22" fill="${skin}" ${INK}/>`,
    `<ellipse cx="${CX}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${skin}" ${INK}/>`,
    hairTop(cut, hair, rnd() < 0.5 ? -1 : 1),
    face(eyes, hair, rnd, beard),
    '</g></svg>',
  ].join('')
}
