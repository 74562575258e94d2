// Product screens of the kinds that are neither a chart nor a map: a checkout, a customer's account,
// a booking calendar, a pipeline of cases, a schedule board, a checklist with photos and an editor.
// Each has two desktop layouts (`layout` 0 and 1) and phone screens (`v` 0–2).
import { icon } from './icons.mjs'
import { itemAt, r, tint } from './random.mjs'
import { textPath } from './type.mjs'
import { bar, barChart, button, card, circle, iconBadge, pill, progress, rect } from './ui.mjs'
/** @import { Palette, Rng } from './random.mjs' */
/** @import { Box } from './ui.mjs' */

/**
 * @typedef {{ pal: Palette, rnd: Rng, icons: string[], layout: number }} Ctx
 * @typedef {{ x: number, y: number, w: number, h: number, ix: number, iw: number, pal: Palette, rnd: Rng, icons: string[], v: number }} Phone
 */

/**
 * The item at `i` of a list, going round.
 * @template T
 * @param {readonly T[]} list
 * @param {number} i
 */
const at = (list, i) => itemAt(list, i % list.length)

/**
 * A form field: a label bar over an outlined box, with an icon in it when given.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {string} [iconName]
 */
function field(x, y, w, h, pal, iconName) {
  return [
    bar(x, y, Math.min(110, w * 0.4), h * 0.2, pal.ink, 0.5),
    rect(
      x,
      y + h * 0.35,
      w,
      h * 0.65,
      h * 0.14,
      '#fff',
      ` stroke="${tint(pal.ink, 0.8)}" stroke-width="1.5"`,
    ),
    iconName
      ? icon(iconName, {
          x: x + h * 0.16,
          y: y + h * 0.47,
          size: h * 0.4,
          color: tint(pal.ink, 0.4),
        })
      : '',
    bar(x + (iconName ? h * 0.7 : h * 0.2), y + h * 0.6, w * 0.35, h * 0.14, pal.ink, 0.3),
  ].join('')
}

/**
 * A money figure drawn as type.
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} fill
 */
const figure = (text, x, y, size, fill, anchor = 'start') =>
  textPath(text, { x, y, size, face: 'poppinsBold', fill, anchor })

/**
 * A photo: sky, a hill and the sun, in the palette.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} pal
 * @param {string} clip
 */
function photo(x, y, w, h, pal, clip) {
  return [
    `<clipPath id="${clip}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="8"/></clipPath>`,
    `<g clip-path="url(#${clip})">`,
    rect(x, y, w, h, 0, tint(pal.secondary, 0.75)),
    circle(x + w * 0.75, y + h * 0.3, h * 0.12, pal.accent),
    `<path d="M${r(x)} ${r(y + h * 0.8)}L${r(x + w * 0.35)} ${r(y + h * 0.42)}L${r(x + w * 0.6)} ${r(y + h * 0.68)}L${r(x + w * 0.75)} ${r(y + h * 0.55)}L${r(x + w)} ${r(y + h * 0.8)}V${r(y + h)}H${r(x)}Z" fill="${tint(pal.primary, 0.35)}"/>`,
    '</g>',
  ].join('')
}

/**
 * A round checkbox, ticked or empty.
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {boolean} done
 * @param {Palette} pal
 */
const tick = (cx, cy, radius, done, pal) =>
  done
    ? circle(cx, cy, radius, pal.primary) +
      icon('check', {
        x: cx - radius * 0.65,
        y: cy - radius * 0.65,
        size: radius * 1.3,
        color: '#fff',
        stroke: 3,
      })
    : circle(cx, cy, radius, '#fff', ` stroke="${tint(pal.ink, 0.7)}" stroke-width="2"`)

/** Desktop contents by kind: (content box, context) → SVG. */
/** @type {Record<string, (c: Box, k: Ctx) => string>} */
export const DESKTOP = {
  checkout({ x, y, w, h }, { pal, rnd, layout }) {
    const main = w * 0.6
    const side = w - main - 20
    const mx = layout ? x + side + 20 : x
    const sx = layout ? x : x + main + 20
    const pw = (main - 28) / 3
    // The chosen plan's badge is a tab on its card's top edge, clear of the plan's name below it
    // (it sat on the name's line, and over it where the cards are narrow).
    const top = y + 12
    const plans = [0, 1, 2]
      .map((i) => {
        const px = mx + i * (pw + 14)
        const chosen = i === 1
        const bw = Math.min(84, pw - 40)
        return [
          rect(
            px,
            top,
            pw,
            h * 0.46 - 12,
            12,
            '#fff',
            ` stroke="${chosen ? pal.primary : tint(pal.ink, 0.85)}" stroke-width="${chosen ? 3 : 1.5}"`,
          ),
          chosen
            ? `<g data-part="badge">${rect(px + (pw - bw) / 2, top - 11, bw, 22, 11, pal.primary)}${bar(px + (pw - bw) / 2 + 14, top - 3.5, bw - 28, 7, '#fff', 0.9)}</g>`
            : '',
          `<g${chosen ? ' data-part="chosen-plan-title"' : ''}>${bar(px + 16, top + 34, pw * 0.4, 9, pal.ink, 0.7)}</g>`,
          figure(`€${at([4, 9, 15], i)}`, px + 16, top + 34 + h * 0.1, 26, pal.ink),
          ...[0, 1, 2].map(
            (j) =>
              icon('check', {
                x: px + 14,
                y: top + 34 + h * 0.14 + j * 24,
                size: 16,
                color: chosen ? pal.primary : tint(pal.ink, 0.5),
                stroke: 3,
              }) +
              bar(
                px + 38,
                top + 34 + h * 0.14 + j * 24 + 5,
                pw * (0.5 - j * 0.08),
                7,
                pal.ink,
                0.35,
              ),
          ),
        ].join('')
      })
      .join('')
    const pay =
      card(mx, y + h * 0.52, main, h * 0.48, pal) +
      bar(mx + 18, y + h * 0.52 + 20, 120, 9, pal.ink, 0.65) +
      field(mx + 18, y + h * 0.52 + 40, main - 36, 56, pal, 'credit-card') +
      field(mx + 18, y + h * 0.52 + 110, (main - 50) / 2, 56, pal) +
      field(mx + 32 + (main - 50) / 2, y + h * 0.52 + 110, (main - 50) / 2, 56, pal, 'lock')
    const lines = [0, 1, 2]
      .map(
        (i) =>
          bar(sx + 18, y + 64 + i * 34, side * rnd.between(0.35, 0.5), 8, pal.ink, 0.55) +
          bar(sx + side - 70, y + 64 + i * 34, 52, 8, pal.ink, 0.55),
      )
      .join('')
    const summary =
      card(sx, y, side, h, pal) +
      bar(sx + 18, y + 24, side * 0.5, 11, pal.ink, 0.8) +
      lines +
      rect(sx + 18, y + 170, side - 36, 1.5, 0, tint(pal.ink, 0.85)) +
      bar(sx + 18, y + 196, 60, 9, pal.ink, 0.6) +
      // The chosen plan (€9) with VAT.
      figure('€10.89', sx + side - 18, y + 210, 24, pal.ink, 'end') +
      button(sx + 18, y + h - 110, side - 36, 46, pal.primary) +
      icon('lock', { x: sx + 18, y: y + h - 48, size: 16, color: tint(pal.ink, 0.4) }) +
      bar(sx + 42, y + h - 43, side * 0.45, 7, pal.ink, 0.3)
    return plans + pay + summary
  },

  account({ x, y, w, h }, { pal, rnd, icons, layout }) {
    const plan =
      rect(x, y, w, h * 0.24, 14, tint(pal.primary, 0.12)) +
      iconBadge(at(icons, 1), x + 46, y + h * 0.12, 24, '#fff', tint(pal.primary, 0.3)) +
      bar(x + 86, y + h * 0.12 - 16, w * 0.25, 12, '#fff', 0.95) +
      bar(x + 86, y + h * 0.12 + 6, w * 0.16, 8, '#fff', 0.7) +
      button(x + w - 300, y + h * 0.12 - 20, 130, 40, pal.accent) +
      rect(x + w - 156, y + h * 0.12 - 20, 130, 40, 20, 'none', ' stroke="#fff" stroke-width="2"') +
      bar(x + w - 126, y + h * 0.12 - 3, 70, 7, '#fff', 0.9)
    const top = y + h * 0.29
    const cw = w * 0.6
    const [ux, bx] = layout ? [x + w - cw, x] : [x, x + cw + 16]
    const usage =
      card(ux, top, cw, h * 0.38, pal) +
      bar(ux + 18, top + 18, 130, 9, pal.ink, 0.6) +
      barChart(
        ux + 18,
        top + 44,
        cw - 36,
        h * 0.38 - 60,
        Array.from(
          { length: 12 },
          (_, i) => 0.35 + 0.35 * Math.cos(i / 2) ** 2 + rnd.between(0, 0.15),
        ),
        pal.secondary,
      )
    const bw = w - cw - 16
    const bill =
      card(bx, top, bw, h * 0.38, pal) +
      bar(bx + 18, top + 18, bw * 0.4, 9, pal.ink, 0.6) +
      figure(`€${rnd.int(24, 140)}.${rnd.int(10, 99)}`, bx + 18, top + h * 0.18, 32, pal.ink) +
      bar(bx + 18, top + h * 0.22, bw * 0.5, 8, pal.ink, 0.35) +
      button(bx + 18, top + h * 0.38 - 62, bw - 36, 40, pal.primary)
    const docs = [0, 1, 2]
      .map((i) => {
        const ry = y + h * 0.72 + i * (h * 0.09)
        return [
          icon(i ? 'file-text' : at(icons, 2), {
            x: x + 18,
            y: ry + 6,
            size: 20,
            color: pal.primary,
          }),
          bar(x + 52, ry + 12, w * 0.26, 8, pal.ink, 0.65),
          bar(x + w * 0.42, ry + 12, w * 0.12, 8, pal.ink, 0.35),
          pill(x + w * 0.64, ry + 4, 90, 24, at([pal.secondary, pal.accent, pal.primary], i)),
          icon('download', { x: x + w - 42, y: ry + 6, size: 20, color: tint(pal.ink, 0.4) }),
        ].join('')
      })
      .join('')
    return plan + usage + bill + card(x, y + h * 0.69, w, h * 0.31, pal) + docs
  },

  booking({ x, y, w, h }, { pal, rnd, layout }) {
    if (layout) {
      // A week's diary: days across, hours down, appointments as blocks.
      const gx = x + 56
      const cw = (w - 56) / 5
      const rows = 8
      const rh = (h - 40) / rows
      const grid = [
        card(x, y, w, h, pal),
        ...Array.from({ length: 5 }, (_, d) =>
          bar(gx + d * cw + cw * 0.3, y + 14, cw * 0.4, 9, pal.ink, d === 2 ? 0.9 : 0.45),
        ),
        ...Array.from(
          { length: rows },
          (_, i) =>
            rect(x + 10, y + 40 + i * rh, w - 20, 1, 0, tint(pal.ink, 0.9)) +
            bar(x + 14, y + 46 + i * rh, 30, 7, pal.ink, 0.3),
        ),
      ].join('')
      const blocks = Array.from({ length: 5 }, (_, d) =>
        Array.from({ length: rows - 1 }, (_, i) => {
          if (rnd() < 0.45) return ''
          const colour = at([pal.primary, pal.secondary, pal.accent], (d + i) % 3)
          const bh = rh * (rnd() < 0.3 ? 2 : 1) - 6
          return (
            rect(gx + d * cw + 5, y + 43 + i * rh, cw - 10, bh, 6, tint(colour, 0.78)) +
            rect(gx + d * cw + 5, y + 43 + i * rh, 4, bh, 2, colour) +
            bar(gx + d * cw + 16, y + 43 + i * rh + 10, cw * 0.5, 7, pal.ink, 0.6)
          )
        }).join(''),
      ).join('')
      return grid + blocks + rect(gx + 2 * cw, y + 40, 2, h - 44, 0, pal.accent)
    }
    const cw = w * 0.44
    const cell = (cw - 36) / 7
    const chosen = rnd.int(10, 24)
    const days = Array.from({ length: 35 }, (_, i) => {
      const cx = x + 18 + (i % 7) * cell + cell / 2
      const cy = y + 84 + Math.floor(i / 7) * (cell * 0.9)
      const day = i - 2
      if (day < 1 || day > 30) return ''
      const open = day % 7 !== 5 && day % 7 !== 6 && (day * 7) % 5 !== 0
      return day === chosen
        ? circle(cx, cy, cell * 0.36, pal.primary) + bar(cx - 8, cy - 3, 16, 6, '#fff')
        : bar(cx - 8, cy - 3, 16, 6, pal.ink, open ? 0.7 : 0.2) +
            (open ? circle(cx, cy + 12, 2.5, pal.secondary) : '')
    }).join('')
    const calendar =
      card(x, y, cw, h, pal) +
      bar(x + 18, y + 24, cw * 0.35, 11, pal.ink, 0.75) +
      icon('chevron-left', { x: x + cw - 70, y: y + 18, size: 22, color: pal.ink }) +
      icon('chevron-right', { x: x + cw - 40, y: y + 18, size: 22, color: pal.ink }) +
      Array.from({ length: 7 }, (_, i) =>
        bar(x + 18 + i * cell + cell / 2 - 6, y + 58, 12, 6, pal.ink, 0.35),
      ).join('') +
      days
    const sx = x + cw + 18
    const sw = w - cw - 18
    const slotW = (sw - 36 - 24) / 3
    const slots = Array.from({ length: 12 }, (_, i) => {
      const px = sx + 18 + (i % 3) * (slotW + 12)
      const py = y + 60 + Math.floor(i / 3) * 48
      const taken = (i * 5 + chosen) % 4 === 0
      const mine = i === 4
      return (
        rect(
          px,
          py,
          slotW,
          36,
          18,
          mine ? pal.primary : taken ? tint(pal.ink, 0.92) : '#fff',
          mine || taken ? '' : ` stroke="${pal.primary}" stroke-width="1.5"`,
        ) + bar(px + slotW / 2 - 20, py + 15, 40, 7, mine ? '#fff' : pal.ink, taken ? 0.25 : 0.7)
      )
    }).join('')
    const confirm =
      rect(sx + 18, y + h - 120, sw - 36, 100, 12, tint(pal.secondary, 0.85)) +
      iconBadge('calendar-check', sx + 52, y + h - 70, 20, pal.secondary, '#fff') +
      bar(sx + 86, y + h - 84, sw * 0.35, 9, pal.ink, 0.7) +
      bar(sx + 86, y + h - 64, sw * 0.22, 7, pal.ink, 0.4) +
      button(sx + sw - 150, y + h - 90, 114, 40, pal.primary)
    return (
      calendar +
      card(sx, y, sw, h, pal) +
      bar(sx + 18, y + 24, sw * 0.3, 11, pal.ink, 0.75) +
      slots +
      confirm
    )
  },

  pipeline({ x, y, w, h }, { pal, rnd, icons, layout }) {
    const col = [pal.primary, pal.secondary, pal.accent]
    if (layout) {
      // A register: one row a case, with its stage and owner.
      const rh = (h - 50) / 8
      const head =
        card(x, y, w, h, pal) +
        rect(x, y, w, 44, 10, tint(pal.bg, 0.3)) +
        [0.06, 0.36, 0.58, 0.8].map((f) => bar(x + w * f, y + 18, 60, 8, pal.ink, 0.5)).join('')
      const rows = Array.from({ length: 8 }, (_, i) => {
        const ry = y + 50 + i * rh
        const stage = rnd.int(0, 2)
        return [
          i ? rect(x + 12, ry, w - 24, 1, 0, tint(pal.ink, 0.92)) : '',
          tick(x + w * 0.03, ry + rh / 2, 8, i < 2, pal),
          icon(at(icons, i + 1), {
            x: x + w * 0.06,
            y: ry + rh / 2 - 9,
            size: 18,
            color: at(col, i % 3),
          }),
          bar(x + w * 0.06 + 28, ry + rh / 2 - 4, w * rnd.between(0.14, 0.22), 8, pal.ink, 0.7),
          bar(x + w * 0.36, ry + rh / 2 - 4, w * 0.12, 8, pal.ink, 0.35),
          pill(x + w * 0.58, ry + rh / 2 - 11, 96, 22, at(col, stage)),
          circle(x + w * 0.82, ry + rh / 2, 11, tint(at(col, i % 3), 0.5)),
          progress(
            x + w * 0.86,
            ry + rh / 2 - 3,
            w * 0.1,
            6,
            rnd.between(0.2, 1),
            at(col, stage),
            tint(pal.ink, 0.9),
          ),
        ].join('')
      }).join('')
      return head + rows
    }
    // A board: a column a stage, a card a case.
    const cw = (w - 3 * 14) / 4
    return Array.from({ length: 4 }, (_, c) => {
      const cx = x + c * (cw + 14)
      const n = at([4, 3, 3, 2], c)
      const cards = Array.from({ length: n }, (_, i) => {
        const cy = y + 48 + i * ((h - 56) / 4)
        const ch = (h - 56) / 4 - 12
        return [
          card(cx + 8, cy, cw - 16, ch, pal, 8),
          rect(cx + 8, cy, 4, ch, 2, at(col, (c + i) % 3)),
          bar(cx + 22, cy + 16, (cw - 40) * rnd.between(0.55, 0.85), 8, pal.ink, 0.7),
          bar(cx + 22, cy + 32, (cw - 40) * 0.45, 6, pal.ink, 0.3),
          circle(cx + cw - 30, cy + ch - 20, 10, tint(at(col, i % 3), 0.5)),
          icon(at(icons, c + i + 1), {
            x: cx + 20,
            y: cy + ch - 30,
            size: 16,
            color: tint(pal.ink, 0.45),
          }),
        ].join('')
      }).join('')
      return (
        rect(cx, y, cw, h, 12, tint(pal.bg, c % 2 ? 0.2 : 0.35)) +
        bar(cx + 14, y + 18, cw * 0.4, 9, pal.ink, 0.7) +
        rect(cx + cw - 44, y + 12, 30, 20, 10, at(col, c % 3)) +
        cards
      )
    }).join('')
  },

  schedule({ x, y, w, h }, { pal, rnd, icons, layout }) {
    const col = [pal.primary, pal.secondary, pal.accent]
    if (layout) {
      // A board of places (beds, rooms) and their state.
      const cols = 6
      const rows = 4
      const tw = (w - (cols - 1) * 12) / cols
      const th = (h - 40 - (rows - 1) * 12) / rows
      const legend = [0, 1, 2]
        .map(
          (i) =>
            circle(x + 8 + i * 110, y + 10, 7, at(col, i)) +
            bar(x + 22 + i * 110, y + 6, 70, 8, pal.ink, 0.45),
        )
        .join('')
      const tiles = Array.from({ length: cols * rows }, (_, i) => {
        const tx = x + (i % cols) * (tw + 12)
        const ty = y + 40 + Math.floor(i / cols) * (th + 12)
        const state = rnd.int(0, 3)
        if (state === 3)
          return rect(
            tx,
            ty,
            tw,
            th,
            10,
            'none',
            ` stroke="${tint(pal.ink, 0.75)}" stroke-width="1.5" stroke-dasharray="6 5"`,
          )
        const c = at(col, state)
        return (
          rect(tx, ty, tw, th, 10, tint(c, 0.82)) +
          rect(tx, ty, tw, 6, 3, c) +
          bar(tx + 12, ty + 22, tw * 0.5, 8, pal.ink, 0.7) +
          bar(tx + 12, ty + 38, tw * 0.35, 6, pal.ink, 0.35) +
          icon(at(icons, state + 1), { x: tx + tw - 30, y: ty + th - 30, size: 18, color: c })
        )
      }).join('')
      return legend + tiles
    }
    // A timeline: a row a person or asset, blocks over the hours.
    const rows = 7
    const lw = w * 0.2
    const rh = (h - 44) / rows
    const ticks = Array.from({ length: 8 }, (_, i) =>
      bar(x + lw + i * ((w - lw) / 8) + 6, y + 12, 28, 7, pal.ink, 0.35),
    ).join('')
    const lanes = Array.from({ length: rows }, (_, i) => {
      const ry = y + 40 + i * rh
      let bx = x + lw + rnd.between(0, 0.12) * (w - lw)
      const blocks = []
      while (bx < x + w - 60) {
        const bw = (w - lw) * rnd.between(0.12, 0.3)
        const c = at(col, rnd.int(0, 2))
        blocks.push(
          rect(bx, ry + 6, Math.min(bw, x + w - bx - 8), rh - 12, 8, tint(c, 0.7)) +
            bar(bx + 10, ry + rh / 2 - 3, Math.min(bw, x + w - bx - 8) * 0.5, 7, pal.ink, 0.55),
        )
        bx += bw + (w - lw) * rnd.between(0.03, 0.12)
      }
      return [
        i % 2 ? rect(x, ry, w, rh, 0, tint(pal.bg, 0.4)) : '',
        iconBadge(at(icons, i), x + 20, ry + rh / 2, 13, at(col, i % 3)),
        bar(x + 42, ry + rh / 2 - 4, lw - 56, 8, pal.ink, 0.6),
        blocks.join(''),
      ].join('')
    }).join('')
    const now = x + lw + (w - lw) * rnd.between(0.35, 0.6)
    return (
      card(x, y, w, h, pal) +
      ticks +
      lanes +
      rect(now - 1, y + 34, 3, h - 38, 1.5, pal.accent) +
      circle(now, y + 34, 6, pal.accent)
    )
  },

  tasks({ x, y, w, h }, { pal, rnd, icons, layout }) {
    const lw = w * 0.5
    const [lx, px] = layout ? [x + w - lw, x] : [x, x + lw + 18]
    const pw = w - lw - 18
    const n = 7
    const rh = (h - 60) / n
    const list =
      card(lx, y, lw, h, pal) +
      bar(lx + 18, y + 22, lw * 0.4, 11, pal.ink, 0.75) +
      progress(lx + lw * 0.55, y + 24, lw * 0.38, 8, 0.57, pal.primary, tint(pal.primary, 0.85)) +
      Array.from({ length: n }, (_, i) => {
        const ry = y + 54 + i * rh
        const done = i < 4
        return [
          tick(lx + 30, ry + rh / 2, 11, done, pal),
          bar(
            lx + 52,
            ry + rh / 2 - 4,
            lw * rnd.between(0.35, 0.55),
            8,
            pal.ink,
            done ? 0.35 : 0.7,
          ),
          i % 3 === 1
            ? icon('camera', {
                x: lx + lw - 42,
                y: ry + rh / 2 - 10,
                size: 20,
                color: pal.secondary,
              })
            : '',
          i === 4
            ? icon('triangle-alert', {
                x: lx + lw - 42,
                y: ry + rh / 2 - 10,
                size: 20,
                color: pal.accent,
              })
            : '',
        ].join('')
      }).join('')
    if (layout) {
      // Photos of the evidence, a grid of them.
      const tw = (pw - 12) / 2
      const th = (h - 24) / 3
      const grid = Array.from({ length: 6 }, (_, i) => {
        const tx = px + (i % 2) * (tw + 12)
        const ty = y + Math.floor(i / 2) * (th + 12)
        return (
          photo(tx, ty, tw, th, pal, `${icons[0]}-${r(tx)}-${r(ty)}`.replace(/[^a-z0-9-]/g, '')) +
          (i < 4 ? tick(tx + tw - 18, ty + 18, 11, true, pal) : '')
        )
      }).join('')
      return list + grid
    }
    const evidence =
      card(px, y, pw, h, pal) +
      photo(px + 14, y + 14, pw - 28, h * 0.5, pal, `ph${r(px)}${r(y)}`) +
      circle(px + pw * 0.45, y + h * 0.3, 26, 'none', ` stroke="${pal.accent}" stroke-width="4"`) +
      bar(px + 18, y + h * 0.58, pw * 0.55, 10, pal.ink, 0.75) +
      bar(px + 18, y + h * 0.58 + 22, pw * 0.75, 7, pal.ink, 0.35) +
      bar(px + 18, y + h * 0.58 + 38, pw * 0.6, 7, pal.ink, 0.35) +
      button(px + 18, y + h - 62, (pw - 50) / 2, 42, pal.primary) +
      rect(
        px + 32 + (pw - 50) / 2,
        y + h - 62,
        (pw - 50) / 2,
        42,
        21,
        '#fff',
        ` stroke="${pal.primary}" stroke-width="2"`,
      ) +
      bar(px + 32 + (pw - 50) / 4 + (pw - 50) / 2 - 24, y + h - 44, 48, 7, pal.primary)
    return list + evidence
  },

  editor({ x, y, w, h }, { pal, rnd, icons, layout }) {
    const dw = w * 0.66
    const [dx, sx] = layout ? [x + w - dw, x] : [x, x + dw + 18]
    const sw = w - dw - 18
    const tools = ['bold', 'italic', 'link', 'image', 'list']
      .map((n, i) =>
        icon(n, { x: dx + 18 + i * 34, y: y + 14, size: 18, color: tint(pal.ink, 0.35) }),
      )
      .join('')
    const para = (/** @type {number} */ top, /** @type {number} */ n) =>
      Array.from({ length: n }, (_, i) =>
        bar(
          dx + 28,
          top + i * 18,
          (dw - 56) * (i === n - 1 ? 0.55 : rnd.between(0.85, 1)),
          7,
          pal.ink,
          0.35,
        ),
      ).join('')
    const doc =
      card(dx, y, dw, h, pal) +
      tools +
      rect(dx, y + 44, dw, 1.5, 0, tint(pal.ink, 0.88)) +
      bar(dx + 28, y + 70, dw * 0.62, 18, pal.ink, 0.85) +
      bar(dx + 28, y + 100, dw * 0.4, 10, pal.ink, 0.4) +
      para(y + 130, 4) +
      photo(dx + 28, y + 212, dw - 56, h * 0.3, pal, `ed${r(dx)}${r(y)}`) +
      para(y + 222 + h * 0.3, 3)
    const side = layout
      ? // The marks a teacher or editor works from, in a grid.
        card(sx, y, sw, h, pal) +
        bar(sx + 16, y + 20, sw * 0.45, 10, pal.ink, 0.7) +
        Array.from({ length: 24 }, (_, i) => {
          const cx = sx + 16 + (i % 4) * ((sw - 32) / 4)
          const cy = y + 50 + Math.floor(i / 4) * 36
          const v = rnd.int(0, 2)
          return (
            rect(
              cx,
              cy,
              (sw - 32) / 4 - 8,
              26,
              6,
              tint(at([pal.primary, pal.secondary, pal.accent], v), 0.75),
            ) + bar(cx + 8, cy + 10, 20, 6, pal.ink, 0.55)
          )
        }).join('') +
        button(sx + 16, y + h - 60, sw - 32, 40, pal.primary)
      : // Where the story goes: a switch a channel, then publish.
        card(sx, y, sw, h, pal) +
        bar(sx + 16, y + 20, sw * 0.45, 10, pal.ink, 0.7) +
        ['globe', 'smartphone', 'mail', at(icons, 2)]
          .map((n, i) => {
            const ry = y + 56 + i * 52
            const on = i !== 3
            return (
              iconBadge(
                n,
                sx + 34,
                ry + 14,
                16,
                at([pal.primary, pal.secondary, pal.accent], i % 3),
              ) +
              bar(sx + 60, ry + 10, sw * 0.32, 8, pal.ink, 0.6) +
              rect(sx + sw - 62, ry + 2, 44, 24, 12, on ? pal.secondary : tint(pal.ink, 0.85)) +
              circle(on ? sx + sw - 30 : sx + sw - 50, ry + 14, 9, '#fff')
            )
          })
          .join('') +
        rect(sx + 16, y + h - 130, sw - 32, 56, 10, tint(pal.accent, 0.8)) +
        icon('clock', { x: sx + 28, y: y + h - 114, size: 22, color: pal.accent }) +
        bar(sx + 60, y + h - 106, sw * 0.4, 8, pal.ink, 0.55) +
        button(sx + 16, y + h - 60, sw - 32, 40, pal.primary)
    return doc + side
  },
}

/** Phone screens by kind: one of three (`v`) of the app. */
/** @type {Record<string, (p: Phone) => string>} */
export const MOBILE = {
  checkout({ x, y, w, ix, iw, pal, rnd, v }) {
    if (v === 1)
      return (
        [0, 1, 2]
          .map((i) => {
            const py = y + i * w * 0.36
            const chosen = i === 1
            return (
              rect(
                ix,
                py,
                iw,
                w * 0.3,
                w * 0.05,
                '#fff',
                ` stroke="${chosen ? pal.primary : tint(pal.ink, 0.8)}" stroke-width="${chosen ? 3 : 1.5}"`,
              ) +
              tick(ix + w * 0.09, py + w * 0.15, w * 0.04, chosen, pal) +
              bar(ix + w * 0.17, py + w * 0.1, iw * 0.4, w * 0.03, pal.ink, 0.7) +
              bar(ix + w * 0.17, py + w * 0.17, iw * 0.3, w * 0.025, pal.ink, 0.35) +
              figure(
                `€${at([4, 9, 15], i)}`,
                ix + iw - w * 0.05,
                py + w * 0.18,
                w * 0.07,
                pal.ink,
                'end',
              )
            )
          })
          .join('') + button(ix, y + w * 1.14, iw, w * 0.14, pal.primary)
      )
    if (v === 2)
      return (
        circle(x + w / 2, y + w * 0.3, w * 0.16, tint(pal.secondary, 0.8)) +
        icon('check', {
          x: x + w / 2 - w * 0.09,
          y: y + w * 0.21,
          size: w * 0.18,
          color: pal.secondary,
          stroke: 3,
        }) +
        bar(x + w * 0.25, y + w * 0.56, w * 0.5, w * 0.04, pal.ink, 0.8) +
        bar(x + w * 0.32, y + w * 0.64, w * 0.36, w * 0.03, pal.ink, 0.35) +
        card(ix, y + w * 0.76, iw, w * 0.42, pal, w * 0.04) +
        [0, 1, 2]
          .map(
            (i) =>
              bar(ix + w * 0.05, y + w * (0.84 + i * 0.1), iw * 0.45, w * 0.025, pal.ink, 0.5) +
              bar(ix + iw - w * 0.2, y + w * (0.84 + i * 0.1), w * 0.15, w * 0.025, pal.ink, 0.5),
          )
          .join('')
      )
    // The thing bought and what it costs, then the pay button.
    return (
      photo(ix, y, iw, w * 0.55, pal, `mc${r(x)}${r(y)}`) +
      bar(ix, y + w * 0.63, iw * 0.7, w * 0.04, pal.ink, 0.8) +
      bar(ix, y + w * 0.71, iw * 0.5, w * 0.03, pal.ink, 0.35) +
      rect(ix, y + w * 0.72 + w * 0.1, iw, w * 0.6, w * 0.02, tint(pal.bg, 0.3)) +
      [0, 1, 2]
        .map((i) =>
          bar(
            ix + w * 0.04,
            y + w * (0.9 + i * 0.12),
            iw * rnd.between(0.4, 0.6),
            w * 0.03,
            pal.ink,
            0.5,
          ),
        )
        .join('') +
      figure(`€${rnd.int(9, 80)}`, ix + iw - w * 0.04, y + w * 1.3, w * 0.09, pal.ink, 'end') +
      button(ix, y + w * 1.46, iw, w * 0.14, pal.primary)
    )
  },

  account({ x, y, w, ix, iw, pal, rnd, icons, v }) {
    if (v === 1)
      return (
        card(ix, y, iw, w * 0.62, pal, w * 0.05) +
        bar(ix + w * 0.05, y + w * 0.08, iw * 0.4, w * 0.03, pal.ink, 0.6) +
        barChart(
          ix + w * 0.05,
          y + w * 0.16,
          iw - w * 0.1,
          w * 0.4,
          Array.from({ length: 8 }, () => rnd.between(0.3, 0.95)),
          pal.secondary,
        ) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              icon(i ? 'file-text' : at(icons, 1), {
                x: ix,
                y: y + w * (0.72 + i * 0.17),
                size: w * 0.08,
                color: pal.primary,
              }) +
              bar(ix + w * 0.13, y + w * (0.745 + i * 0.17), iw * 0.45, w * 0.03, pal.ink, 0.6) +
              pill(
                ix + iw - w * 0.24,
                y + w * (0.72 + i * 0.17),
                w * 0.24,
                w * 0.08,
                at([pal.secondary, pal.accent, pal.primary], i % 3),
              ),
          )
          .join('')
      )
    if (v === 2)
      return (
        rect(ix, y, iw, w * 0.55, w * 0.06, pal.primary) +
        icon('qr-code', {
          x: x + w / 2 - w * 0.17,
          y: y + w * 0.08,
          size: w * 0.34,
          color: '#fff',
          stroke: 1.6,
        }) +
        bar(ix + w * 0.06, y + w * 0.47, iw * 0.5, w * 0.03, '#fff', 0.85) +
        [0, 1, 2]
          .map(
            (i) =>
              card(ix, y + w * (0.64 + i * 0.24), iw, w * 0.2, pal, w * 0.04) +
              iconBadge(
                at(icons, i + 2),
                ix + w * 0.1,
                y + w * (0.74 + i * 0.24),
                w * 0.055,
                at([pal.primary, pal.secondary, pal.accent], i),
              ) +
              bar(ix + w * 0.2, y + w * (0.72 + i * 0.24), iw * 0.5, w * 0.03, pal.ink, 0.65),
          )
          .join('')
      )
    return (
      rect(ix, y, iw, w * 0.42, w * 0.06, tint(pal.primary, 0.15)) +
      bar(ix + w * 0.06, y + w * 0.08, iw * 0.4, w * 0.03, '#fff', 0.8) +
      figure(
        `€${rnd.int(24, 140)}.${rnd.int(10, 99)}`,
        ix + w * 0.06,
        y + w * 0.26,
        w * 0.1,
        '#fff',
      ) +
      bar(ix + w * 0.06, y + w * 0.33, iw * 0.35, w * 0.025, '#fff', 0.7) +
      [0, 1, 2, 3]
        .map((i) => {
          const tx = ix + (i % 2) * (iw / 2 + w * 0.02)
          const ty = y + w * 0.5 + Math.floor(i / 2) * w * 0.34
          return (
            card(tx, ty, iw / 2 - w * 0.02, w * 0.3, pal, w * 0.04) +
            iconBadge(
              at(icons, i + 1),
              tx + w * 0.11,
              ty + w * 0.1,
              w * 0.06,
              at([pal.primary, pal.secondary, pal.accent], i % 3),
            ) +
            bar(tx + w * 0.05, ty + w * 0.21, iw * 0.25, w * 0.03, pal.ink, 0.6)
          )
        })
        .join('')
    )
  },

  booking({ x, y, w, ix, iw, pal, rnd, v }) {
    if (v === 2)
      return (
        circle(x + w / 2, y + w * 0.28, w * 0.15, tint(pal.primary, 0.82)) +
        icon('calendar-check', {
          x: x + w / 2 - w * 0.08,
          y: y + w * 0.2,
          size: w * 0.16,
          color: pal.primary,
        }) +
        bar(x + w * 0.22, y + w * 0.52, w * 0.56, w * 0.04, pal.ink, 0.8) +
        card(ix, y + w * 0.64, iw, w * 0.5, pal, w * 0.05) +
        ['calendar', 'clock', 'map-pin']
          .map(
            (n, i) =>
              icon(n, {
                x: ix + w * 0.05,
                y: y + w * (0.7 + i * 0.14),
                size: w * 0.07,
                color: pal.secondary,
              }) + bar(ix + w * 0.16, y + w * (0.725 + i * 0.14), iw * 0.5, w * 0.03, pal.ink, 0.6),
          )
          .join('') +
        button(ix, y + w * 1.24, iw, w * 0.14, pal.primary)
      )
    const strip = Array.from(
      { length: 5 },
      (_, i) =>
        rect(
          ix + i * (iw / 5),
          y,
          iw / 5 - w * 0.02,
          w * 0.22,
          w * 0.03,
          i === 1 + v ? pal.primary : tint(pal.bg, 0.3),
        ) +
        bar(
          ix + i * (iw / 5) + w * 0.04,
          y + w * 0.08,
          w * 0.08,
          w * 0.03,
          i === 1 + v ? '#fff' : pal.ink,
          0.7,
        ),
    ).join('')
    const slots = Array.from({ length: 8 }, (_, i) => {
      const sx = ix + (i % 2) * (iw / 2 + w * 0.01)
      const sy = y + w * 0.32 + Math.floor(i / 2) * w * 0.16
      const mine = i === 3
      const taken = rnd() < 0.25 && !mine
      return (
        rect(
          sx,
          sy,
          iw / 2 - w * 0.01,
          w * 0.12,
          w * 0.06,
          mine ? pal.primary : taken ? tint(pal.ink, 0.92) : '#fff',
          mine || taken ? '' : ` stroke="${pal.primary}" stroke-width="1.5"`,
        ) +
        bar(
          sx + w * 0.12,
          sy + w * 0.05,
          w * 0.16,
          w * 0.025,
          mine ? '#fff' : pal.ink,
          taken ? 0.25 : 0.7,
        )
      )
    }).join('')
    return strip + slots + button(ix, y + w * 1.0, iw, w * 0.14, pal.primary)
  },

  pipeline({ ix, iw, y, w, pal, rnd, icons, v }) {
    if (v === 1)
      return (
        rect(ix, y, iw, w * 0.36, w * 0.05, tint(pal.accent, 0.8)) +
        bar(ix + w * 0.05, y + w * 0.07, iw * 0.5, w * 0.04, pal.ink, 0.8) +
        pill(ix + w * 0.05, y + w * 0.16, w * 0.3, w * 0.08, pal.accent) +
        progress(ix + w * 0.05, y + w * 0.28, iw - w * 0.1, w * 0.03, 0.6, pal.accent, '#ffffff') +
        [0, 1, 2, 3]
          .map(
            (i) =>
              tick(ix + w * 0.05, y + w * (0.5 + i * 0.15), w * 0.04, i < 2, pal) +
              bar(
                ix + w * 0.13,
                y + w * (0.49 + i * 0.15),
                iw * rnd.between(0.45, 0.7),
                w * 0.03,
                pal.ink,
                0.6,
              ),
          )
          .join('')
      )
    const col = [pal.primary, pal.secondary, pal.accent]
    const tabs = [0, 1, 2]
      .map((i) =>
        rect(
          ix + i * (iw / 3),
          y,
          iw / 3 - w * 0.02,
          w * 0.1,
          w * 0.05,
          i === v / 2 ? pal.primary : tint(pal.bg, 0.3),
        ),
      )
      .join('')
    return (
      tabs +
      Array.from({ length: 5 }, (_, i) => {
        const cy = y + w * 0.16 + i * w * 0.24
        return (
          card(ix, cy, iw, w * 0.2, pal, w * 0.04) +
          rect(ix, cy, w * 0.015, w * 0.2, w * 0.007, at(col, i % 3)) +
          icon(at(icons, i + 1), {
            x: ix + w * 0.05,
            y: cy + w * 0.06,
            size: w * 0.08,
            color: at(col, i % 3),
          }) +
          bar(ix + w * 0.17, cy + w * 0.06, iw * rnd.between(0.35, 0.55), w * 0.03, pal.ink, 0.7) +
          bar(ix + w * 0.17, cy + w * 0.12, iw * 0.3, w * 0.025, pal.ink, 0.3) +
          circle(ix + iw - w * 0.08, cy + w * 0.1, w * 0.04, tint(at(col, i % 3), 0.5))
        )
      }).join('')
    )
  },

  schedule({ ix, iw, y, w, pal, rnd, icons, v }) {
    const col = [pal.primary, pal.secondary, pal.accent]
    if (v === 1)
      return Array.from({ length: 8 }, (_, i) => {
        const tx = ix + (i % 2) * (iw / 2 + w * 0.02)
        const ty = y + Math.floor(i / 2) * w * 0.3
        const c = at(col, rnd.int(0, 2))
        return (
          rect(tx, ty, iw / 2 - w * 0.02, w * 0.26, w * 0.04, tint(c, 0.8)) +
          rect(tx, ty, iw / 2 - w * 0.02, w * 0.03, w * 0.015, c) +
          bar(tx + w * 0.04, ty + w * 0.1, iw * 0.22, w * 0.03, pal.ink, 0.7) +
          icon(at(icons, i % 4), {
            x: tx + w * 0.04,
            y: ty + w * 0.15,
            size: w * 0.07,
            color: c,
          })
        )
      }).join('')
    return Array.from({ length: 6 }, (_, i) => {
      const ty = y + i * w * 0.22
      const c = at(col, i % 3)
      return (
        bar(ix, ty + w * 0.06, w * 0.1, w * 0.025, pal.ink, 0.4) +
        rect(ix + w * 0.16, ty, iw - w * 0.16, w * 0.18, w * 0.04, i === 2 ? c : tint(c, 0.8)) +
        bar(ix + w * 0.21, ty + w * 0.05, iw * 0.4, w * 0.03, i === 2 ? '#fff' : pal.ink, 0.7) +
        bar(ix + w * 0.21, ty + w * 0.11, iw * 0.25, w * 0.025, i === 2 ? '#fff' : pal.ink, 0.4)
      )
    }).join('')
  },

  tasks({ x, ix, iw, y, w, pal, rnd, v }) {
    if (v === 1)
      return (
        photo(ix, y, iw, w * 0.8, pal, `mt${r(x)}${r(y)}`) +
        rect(
          ix + iw * 0.2,
          y + w * 0.15,
          iw * 0.6,
          w * 0.5,
          w * 0.03,
          'none',
          ` stroke="#fff" stroke-width="3" stroke-dasharray="14 10"`,
        ) +
        circle(x + w / 2, y + w * 1.0, w * 0.1, pal.primary) +
        icon('camera', {
          x: x + w / 2 - w * 0.055,
          y: y + w * 0.945,
          size: w * 0.11,
          color: '#fff',
        }) +
        bar(ix, y + w * 1.18, iw * 0.7, w * 0.03, pal.ink, 0.6)
      )
    return (
      progress(ix, y, iw, w * 0.03, 0.5 + v * 0.2, pal.primary, tint(pal.primary, 0.85)) +
      Array.from({ length: 6 }, (_, i) => {
        const ty = y + w * 0.1 + i * w * 0.2
        const done = i < 2 + v
        return (
          rect(
            ix,
            ty,
            iw,
            w * 0.16,
            w * 0.04,
            done ? tint(pal.bg, 0.4) : '#fff',
            ` stroke="${tint(pal.ink, 0.85)}"`,
          ) +
          tick(ix + w * 0.08, ty + w * 0.08, w * 0.04, done, pal) +
          bar(
            ix + w * 0.16,
            ty + w * 0.065,
            iw * rnd.between(0.4, 0.6),
            w * 0.03,
            pal.ink,
            done ? 0.35 : 0.7,
          ) +
          (i === 3
            ? icon('camera', {
                x: ix + iw - w * 0.12,
                y: ty + w * 0.04,
                size: w * 0.08,
                color: pal.secondary,
              })
            : '')
        )
      }).join('')
    )
  },

  editor({ x, ix, iw, y, w, pal, rnd, v }) {
    if (v === 1)
      return (
        photo(ix, y, iw, w * 0.5, pal, `me${r(x)}${r(y)}`) +
        bar(ix, y + w * 0.58, iw * 0.9, w * 0.05, pal.ink, 0.85) +
        bar(ix, y + w * 0.66, iw * 0.6, w * 0.05, pal.ink, 0.85) +
        Array.from({ length: 6 }, (_, i) =>
          bar(
            ix,
            y + w * (0.8 + i * 0.07),
            iw * (i === 5 ? 0.5 : rnd.between(0.85, 1)),
            w * 0.025,
            pal.ink,
            0.35,
          ),
        ).join('')
      )
    return (
      ['bold', 'italic', 'image', 'link']
        .map((n, i) =>
          icon(n, { x: ix + i * w * 0.12, y, size: w * 0.07, color: tint(pal.ink, 0.4) }),
        )
        .join('') +
      bar(ix, y + w * 0.16, iw * 0.8, w * 0.045, pal.ink, 0.8) +
      Array.from({ length: 7 }, (_, i) =>
        bar(
          ix,
          y + w * (0.28 + i * 0.07),
          iw * (i === 6 ? 0.4 : rnd.between(0.8, 1)),
          w * 0.025,
          pal.ink,
          0.35,
        ),
      ).join('') +
      [0, 1]
        .map((i) =>
          photo(
            ix + i * (iw / 2 + w * 0.02),
            y + w * 0.8,
            iw / 2 - w * 0.02,
            w * 0.3,
            pal,
            `mp${i}${r(x)}${r(y)}${v}`,
          ),
        )
        .join('') +
      progress(ix, y + w * 1.18, iw, w * 0.03, 0.7, pal.secondary, tint(pal.secondary, 0.85)) +
      button(ix, y + w * 1.28, iw, w * 0.14, pal.primary)
    )
  },
}
