// Deterministic randomness: the same key always draws the same picture.

/**
 * A seeded sequence: each call a number in [0, 1); `int`, `pick` and `between` draw from it.
 * @typedef {(() => number) & {
 *   int: (min: number, max: number) => number,
 *   pick: <T>(list: readonly T[]) => T,
 *   between: (min: number, max: number) => number,
 * }} Rng
 */
/**
 * Colours of one picture: background, a second background tone, primary, secondary, accent, ink
 * (text), surface (cards).
 * @typedef {{ bg: string, bg2: string, primary: string, secondary: string, accent: string,
 *   ink: string, surface: string }} Palette
 */

/**
 * The item at `index`, which must be there (an index the drawing computed from the list).
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
export function itemAt(list, index) {
  const item = list[index]
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`)
  return item
}

/**
 * A pseudo-random sequence in [0, 1) from a string (FNV-1a seed, xorshift-multiply mix).
 * @param {string} text
 * @returns {Rng}
 */
export function seeded(text) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
  next.int = (/** @type {number} */ min, /** @type {number} */ max) =>
    min + Math.floor(next() * (max - min + 1))
  /** @type {<T>(list: readonly T[]) => T} */
  next.pick = (list) => itemAt(list, Math.floor(next() * list.length))
  next.between = (/** @type {number} */ min, /** @type {number} */ max) =>
    min + next() * (max - min)
  return next
}

/** Rounds a coordinate to whole units: the art is drawn at 1–2× its displayed size. */
export const r = (/** @type {number} */ n) => Math.round(n)

/**
 * Colour palettes of the art: background, a second background tone, primary, secondary, accent,
 * ink (text), surface (cards). Picked per image from its seed.
 * @type {Palette[]}
 */
export const PALETTES = [
  {
    bg: '#e8efff',
    bg2: '#c9d8ff',
    primary: '#1f5eff',
    secondary: '#13c2a3',
    accent: '#ffb547',
    ink: '#10213a',
    surface: '#ffffff',
  },
  {
    bg: '#e6f7f2',
    bg2: '#bfeadc',
    primary: '#0f9d7a',
    secondary: '#1f5eff',
    accent: '#ff7a59',
    ink: '#0f2e2a',
    surface: '#ffffff',
  },
  {
    bg: '#fff1e6',
    bg2: '#ffd9bd',
    primary: '#f2672e',
    secondary: '#2d3a8c',
    accent: '#ffc233',
    ink: '#2a1a10',
    surface: '#ffffff',
  },
  {
    bg: '#f1ecff',
    bg2: '#dacfff',
    primary: '#6d4aff',
    secondary: '#ff5fa2',
    accent: '#27c4e8',
    ink: '#1d1440',
    surface: '#ffffff',
  },
  {
    bg: '#e9f6ff',
    bg2: '#c4e6fb',
    primary: '#0b84d8',
    secondary: '#ffb020',
    accent: '#22c55e',
    ink: '#0c2235',
    surface: '#ffffff',
  },
  {
    bg: '#fdecef',
    bg2: '#f8ccd6',
    primary: '#e0366b',
    secondary: '#3b4bd8',
    accent: '#ffc857',
    ink: '#2b0f1a',
    surface: '#ffffff',
  },
  {
    bg: '#eef5e8',
    bg2: '#d3e8c2',
    primary: '#3f8f2f',
    secondary: '#f59e0b',
    accent: '#2563eb',
    ink: '#16260f',
    surface: '#ffffff',
  },
  {
    bg: '#13203a',
    bg2: '#1e3158',
    primary: '#4f8bff',
    secondary: '#2dd4bf',
    accent: '#fbbf24',
    ink: '#e8eefc',
    surface: '#1b2a4a',
  },
  {
    bg: '#fff8e1',
    bg2: '#ffe9a8',
    primary: '#b7791f',
    secondary: '#2f855a',
    accent: '#e53e3e',
    ink: '#2d2310',
    surface: '#ffffff',
  },
  {
    bg: '#eaf4f4',
    bg2: '#c6e3e3',
    primary: '#0e7c86',
    secondary: '#ef6f6c',
    accent: '#f6c945',
    ink: '#0c2a2c',
    surface: '#ffffff',
  },
  {
    bg: '#1a1433',
    bg2: '#2a2150',
    primary: '#a78bfa',
    secondary: '#f472b6',
    accent: '#34d399',
    ink: '#f1edff',
    surface: '#241c45',
  },
  {
    bg: '#f3f4f6',
    bg2: '#dfe3ea',
    primary: '#111827',
    secondary: '#f43f5e',
    accent: '#10b981',
    ink: '#111827',
    surface: '#ffffff',
  },
]

/**
 * `#rrggbb` mixed with white (t > 0) or black (t < 0).
 * @param {string} hex
 * @param {number} t
 */
export function tint(hex, t) {
  const n = parseInt(hex.slice(1), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t)),
  )
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

/** Escapes text for an SVG attribute or element. */
export const esc = (/** @type {unknown} */ s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')
