/**
 * The site's breakpoints (px), the one place they are written. TypeScript reads them here; the
 * stylesheet reads them as custom media (`@media (--at-least-tablet)`), which the client build
 * generates from this file with `customMediaCss()`, and its carousel rules from `carouselCss()`.
 */
export const BREAKPOINTS = {
  /** Phones: 1 other case study up to and including it, latest projects 1 below it. */
  phone: 480,
  /** Below it lists show 3 items and a Load more button. */
  loadMore: 600,
  tablet: 768,
  /** WordPress's own columns block stacks below it. */
  wpColumns: 782,
  /** Desktop layouts; award arrows are disabled at and under it. */
  desktop: 1024,
  /** The header's navigation replaces the mobile menu from here. */
  nav: 1100,
  /** Beside a page's contents column, editor columns stack below it (too narrow for two). */
  besideContents: 1152,
  /** At or under it service cards expand on tap instead of hover. */
  serviceTap: 1200,
  wide: 1366,
  /** Wide screens: the content column grows. */
  wider: 1600,
  widest: 1920,
} as const

export type BreakpointName = keyof typeof BREAKPOINTS

/**
 * Widths (px) at which a carousel may change how many slides it shows: the spec's 320, 420, 768,
 * 1024, 1366, 1600 and 1920, and just above a phone (`phone + 1`), where 'Other case studies' goes
 * from 1 slide (up to 480 px inclusive) to 2.
 */
export const CAROUSEL_STEPS = [320, 420, 481, 768, 1024, 1366, 1600, 1920] as const

export type CarouselStep = (typeof CAROUSEL_STEPS)[number]

const COMPARISONS = {
  'at-least': '>=',
  above: '>',
  'at-most': '<=',
  below: '<',
} as const

/** `serviceTap` → `service-tap`: a breakpoint's name in CSS. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * A media condition on the viewport width: `(min-width: 1024px)` for at-least (the form every
 * browser reads in a `sizes` attribute), `(width < 480px)` for below.
 */
export function media(comparison: keyof typeof COMPARISONS, name: BreakpointName): string {
  const px = BREAKPOINTS[name]
  if (comparison === 'at-least') return `(min-width: ${px}px)`
  if (comparison === 'at-most') return `(max-width: ${px}px)`
  return `(width ${COMPARISONS[comparison]} ${px}px)`
}

/** A `sizes` attribute: `share` of the viewport width from the desktop breakpoint, else all of it. */
export const halfOnDesktop = (share = '50vw') => `${media('at-least', 'desktop')} ${share}, 100vw`

/**
 * `@custom-media` rules for every breakpoint and comparison: `--at-least-tablet` is
 * `(width >= 768px)`, `--below-phone` `(width < 480px)`, `--above-service-tap` `(width > 1200px)`.
 */
export function customMediaCss(): string {
  const names = Object.keys(BREAKPOINTS) as BreakpointName[]
  return names
    .flatMap((name) =>
      (Object.keys(COMPARISONS) as (keyof typeof COMPARISONS)[]).map(
        (comparison) => `@custom-media --${comparison}-${kebab(name)} ${media(comparison, name)};`,
      ),
    )
    .join('\n')
}

/**
 * The carousel's slide count per width: each step takes its own `--per-view-<step>` when the
 * carousel sets it, else the count of the step before (see Carousel.tsx); its arrows' `display`
 * (`--nav`) steps the same way from `--arrows-<step>`.
 */
export function carouselCss(): string {
  const steps = [0, ...CAROUSEL_STEPS]
  const chain = (name: string, own: string, first: string) =>
    steps
      .map((step, i) =>
        i === 0
          ? `--${name}-0: var(--${own}-0, ${first});`
          : `--${name}-${step}: var(--${own}-${step}, var(--${name}-${steps[i - 1]}));`,
      )
      .join(' ')
  // Slides per view, and whether the arrows show (`--arrows-<min>`: none where every slide fits).
  const fallbacks = `${chain('n', 'per-view', '1')} ${chain('nav', 'arrows', 'block')}`
  const rules = CAROUSEL_STEPS.map(
    (step) =>
      `@media (width >= ${step}px) { .carousel { --n: var(--n-${step}); --nav: var(--nav-${step}); } }`,
  )
  return [`.carousel { ${fallbacks} --n: var(--n-0); --nav: var(--nav-0); }`, ...rules].join('\n')
}

/**
 * A balanced grid's column count per width (see balanced-grid.ts): from each breakpoint up its
 * own `--cols-<breakpoint>` when the list sets it, else the count below that breakpoint.
 */
export function balancedGridCss(): string {
  const names = (Object.keys(BREAKPOINTS) as BreakpointName[]).sort(
    (a, b) => BREAKPOINTS[a] - BREAKPOINTS[b],
  )
  const fallbacks = names
    .map((name, i) => {
      const below = i === 0 ? 'base' : kebab(names[i - 1] ?? '')
      return `--c-${kebab(name)}: var(--cols-${kebab(name)}, var(--c-${below}));`
    })
    .join(' ')
  const rules = names.map(
    (name) =>
      `@media ${media('at-least', name)} { .balanced-grid { --cols: var(--c-${kebab(name)}); } }`,
  )
  return [
    `.balanced-grid { --c-base: var(--cols-base, 1); ${fallbacks} --cols: var(--c-base); }`,
    ...rules,
  ].join('\n')
}
