import fallbacks from './font-fallbacks.json'

/**
 * The brand typeface: Plus Jakarta Sans, a variable font (one file for weights 200 to 800, SIL Open
 * Font License) from the npm package @fontsource-variable/plus-jakarta-sans, served from the site's
 * own assets. Only its Latin and Latin Extended subsets are served (the company's offices and
 * people are named in them: Novi Sad, Bulevar oslobođenja); other scripts use the fallbacks.
 * scripts/build-client.mjs copies the files and writes the @font-face rules from here.
 */
export const BRAND_FONT = {
  family: 'Plus Jakarta Sans',
  packageName: '@fontsource-variable/plus-jakarta-sans',
  /** The package version is in the served names: a name never changes content (cached a year). */
  version: '5.3.0',
  weights: '200 800',
  /** Latin first: the subset the first screen needs, the one file preloaded. */
  subsets: ['latin', 'latin-ext'],
} as const

export type BrandFontSubset = (typeof BRAND_FONT.subsets)[number]

/**
 * Cyrillic, which Plus Jakarta Sans lacks (its cyrillic-ext file has none of U+0400–045F): Onest
 * (variable, 100 to 900, SIL Open Font License) from @fontsource-variable/onest, served under the
 * brand family with a unicode-range of Cyrillic alone, so only a page with Cyrillic text fetches
 * it (never preloaded). Onest's Cyrillic has the brand font's x-height, width and weight at each
 * weight the site sets (scripts/fonts/fallback-metrics.mjs measures its fallback faces).
 */
export const CYRILLIC_FONT = {
  packageName: '@fontsource-variable/onest',
  version: '5.3.1',
  file: 'onest-cyrillic-wght-normal.woff2',
  /**
   * Left out of the package's range: the combining acute also follows Latin letters (a decomposed
   * "é"), and a Latin page must not fetch the Cyrillic file for it.
   */
  notInRange: ['U+0301'],
} as const

/** Each file the site serves: a brand font subset, or the Cyrillic face. */
export type FontFileKey = BrandFontSubset | 'cyrillic'

/**
 * Local fonts resized to the brand font's metrics (scripts/fonts/fallback-metrics.mjs): one face per
 * weight the stylesheets use, each sized to the brand font at that weight (its bold is wider than
 * its regular, relative to a local font's); then as many for Cyrillic, sized to the Cyrillic face.
 */
export interface FallbackFace {
  family: string
  /** `cyrillic`: a face for the Cyrillic face's range alone, sized to it. Absent: the brand font's. */
  script?: string
  weight: number
  local: string[]
  sizeAdjust: string
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
}
export const FALLBACK_FACES: readonly FallbackFace[] = fallbacks

/** The package's file of one subset. */
export const brandFontFile = (subset: BrandFontSubset) =>
  `plus-jakarta-sans-${subset}-wght-normal.woff2`

/** Where the site serves one subset's file. */
export const brandFontUrl = (subset: BrandFontSubset) =>
  `/assets/fonts/${brandFontFile(subset).replace('.woff2', `-${BRAND_FONT.version}.woff2`)}`

/** Where the site serves the Cyrillic face's file (its package version in the name, as above). */
export const CYRILLIC_FONT_URL = `/assets/fonts/${CYRILLIC_FONT.file.replace('.woff2', `-${CYRILLIC_FONT.version}.woff2`)}`

/** Every font file the site serves: its package, the package's file and the site's address. */
export const servedFontFiles = (): {
  key: FontFileKey
  packageName: string
  version: string
  file: string
  url: string
}[] => [
  ...BRAND_FONT.subsets.map((subset) => ({
    key: subset,
    packageName: BRAND_FONT.packageName,
    version: BRAND_FONT.version,
    file: brandFontFile(subset),
    url: brandFontUrl(subset),
  })),
  { key: 'cyrillic', ...CYRILLIC_FONT, url: CYRILLIC_FONT_URL },
]

/** The Cyrillic face's unicode-range: the package's, less the code points Latin text uses too. */
export const cyrillicRange = (packageRange: string) =>
  packageRange
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !(CYRILLIC_FONT.notInRange as readonly string[]).includes(part))
    .join(',')

/** The one font file the first screen needs, preloaded by every page. */
export const BRAND_FONT_PRELOAD = brandFontUrl('latin')

/**
 * The @font-face rules: the brand font per subset and the Cyrillic face, under one family (`swap`: text shows at once in a fallback, set to
 * the brand font's metrics, so the swap moves nothing), then the fallback faces.
 */
export function fontFaceCss(unicodeRanges: Record<FontFileKey, string>): string {
  const face = (url: string, range: string) =>
    `@font-face{font-family:'${BRAND_FONT.family}';font-style:normal;font-weight:${BRAND_FONT.weights};` +
    `font-display:swap;src:url(${url}) format('woff2');unicode-range:${range}}`
  const brand = [
    ...BRAND_FONT.subsets.map((subset) => face(brandFontUrl(subset), unicodeRanges[subset])),
    face(CYRILLIC_FONT_URL, cyrillicRange(unicodeRanges.cyrillic)),
  ]
  // A Cyrillic fallback face comes after its family's other faces: for the letters of both, the
  // face declared last is used.
  const fallback = FALLBACK_FACES.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-weight:${face.weight};` +
      `src:${face.local.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};` +
      `descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride}` +
      (face.script === 'cyrillic'
        ? `;unicode-range:${cyrillicRange(unicodeRanges.cyrillic)}}`
        : '}'),
  )
  return [...brand, ...fallback].join('\n')
}

/**
 * The advance of the space (U+0020), in ems: the brand font's at each weight the fallback faces
 * are made for (the variable font as Chromium instances it, canvas measureText at 1000 px), and each
 * fallback family's local font's, regular and bold cut (hmtx advance over units per em: Liberation
 * Sans 569/2048 in both cuts, as Arial; Roboto 508 and 510/2048; DejaVu Sans 651 and 713/2048).
 */
const BRAND_SPACE: Record<number, number> = { 400: 0.17, 600: 0.175, 700: 0.178, 800: 0.18 }
const LOCAL_SPACE: Record<string, { regular: number; bold: number }> = {
  'Plus Jakarta Sans Fallback': { regular: 569 / 2048, bold: 569 / 2048 },
  'Plus Jakarta Sans Fallback Roboto': { regular: 508 / 2048, bold: 510 / 2048 },
  'Plus Jakarta Sans Fallback DejaVu': { regular: 651 / 2048, bold: 713 / 2048 },
}
/** From this weight up a fallback face uses its local font's bold cut (scripts/fonts). */
const BOLD_FROM = 600

/**
 * For a page with Cyrillic text: a fallback face for the space alone, per fallback family and
 * weight, as wide as the brand font's space. The Latin fallback faces are sized to the brand font's
 * width over Latin text, spaces and letters together, and their space is far wider than the brand
 * font's (DejaVu Sans: 0.29 em against 0.17): in Latin words the letters make up for it, but
 * Cyrillic letters have faces of their own (sized to the Cyrillic face), so the spaces between
 * them set a Cyrillic paragraph wider until the brand font arrives, and lines then rewrap (0.016 of
 * layout shift on a phone). Only such a page carries these rules: Latin pages stay as they are.
 * The overrides are scaled back by the size: a face's size-adjust scales them too, and the space
 * keeps its family's ascent and descent.
 */
export function spaceFallbackCss(): string {
  return FALLBACK_FACES.filter((face) => !face.script)
    .flatMap((face) => {
      const brand = BRAND_SPACE[face.weight]
      const local = LOCAL_SPACE[face.family]
      if (!brand || !local) return []
      const size = brand / (face.weight >= BOLD_FROM ? local.bold : local.regular)
      const scaled = (value: string) =>
        `${((parseFloat(value) * parseFloat(face.sizeAdjust)) / 100 / size).toFixed(2)}%`
      return [
        `@font-face{font-family:'${face.family}';font-weight:${face.weight};` +
          `src:${face.local.map((name) => `local('${name}')`).join(',')};` +
          `size-adjust:${(size * 100).toFixed(2)}%;ascent-override:${scaled(face.ascentOverride)};` +
          `descent-override:${scaled(face.descentOverride)};` +
          `line-gap-override:${scaled(face.lineGapOverride)};unicode-range:U+20}`,
      ]
    })
    .join('')
}
