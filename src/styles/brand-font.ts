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
 * Local fonts resized to the brand font's metrics (scripts/fonts/fallback-metrics.mjs): one face per
 * weight the stylesheets use, each sized to the brand font at that weight (its bold is wider than
 * its regular, relative to a local font's).
 */
export interface FallbackFace {
  family: string
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

/** The one font file the first screen needs, preloaded by every page. */
export const BRAND_FONT_PRELOAD = brandFontUrl('latin')

/**
 * The @font-face rules: the brand font per subset (`swap`: text shows at once in a fallback, set to
 * the brand font's metrics, so the swap moves nothing), then the fallback faces.
 */
export function fontFaceCss(unicodeRanges: Record<BrandFontSubset, string>): string {
  const brand = BRAND_FONT.subsets.map(
    (subset) =>
      `@font-face{font-family:'${BRAND_FONT.family}';font-style:normal;font-weight:${BRAND_FONT.weights};` +
      `font-display:swap;src:url(${brandFontUrl(subset)}) format('woff2');` +
      `unicode-range:${unicodeRanges[subset]}}`,
  )
  const fallback = FALLBACK_FACES.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-weight:${face.weight};` +
      `src:${face.local.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};` +
      `descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride}}`,
  )
  return [...brand, ...fallback].join('\n')
}
