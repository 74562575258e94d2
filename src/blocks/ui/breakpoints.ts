/** Carousel and layout breakpoints of the spec (px), in one place. */
export const CAROUSEL_BREAKPOINTS = [320, 420, 768, 1024, 1366, 1600, 1920] as const

export const BREAKPOINTS = {
  /** Under this width lists show 3 items and a Load more button. */
  loadMore: 600,
  /** At or under this width service cards expand on tap instead of hover. */
  serviceTap: 1200,
  /** At or under this width award arrows are disabled; animated arrows are active only above it. */
  arrows: 1024,
  small: 480,
  medium: 768,
  large: 1366,
} as const
