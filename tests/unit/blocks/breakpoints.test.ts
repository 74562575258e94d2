import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  CAROUSEL_STEPS,
  carouselCss,
  customMediaCss,
  media,
} from '../../../src/blocks/ui/breakpoints'

/** Every stylesheet of the site, as written. */
const stylesheets = import.meta.glob('../../../src/styles/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('breakpoints: one source for TypeScript and CSS', () => {
  it('no stylesheet writes a width of its own in a media query: each names a breakpoint', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(5)
    expect(Object.values(stylesheets).join('\n')).toContain('@media (--at-least-desktop)')
    const written = Object.entries(stylesheets).flatMap(([file, css]) =>
      [...css.matchAll(/@media([^{]*)\{/g)]
        .map((m) => m[1]?.trim() ?? '')
        .filter((query) => /\d/.test(query))
        .map((query) => `${file.split('/').pop()}: @media ${query}`),
    )
    expect(written).toEqual([])
  })

  it('every custom media a stylesheet uses is generated from BREAKPOINTS', () => {
    const defined = new Set(
      [...customMediaCss().matchAll(/@custom-media (--[\w-]+)/g)].map((m) => m[1]),
    )
    const used = Object.values(stylesheets).flatMap((css) =>
      [...css.matchAll(/@media[^{]*/g)].flatMap((m) =>
        [...m[0].matchAll(/\((--[\w-]+)\)/g)].map((n) => n[1]),
      ),
    )
    expect(used.length).toBeGreaterThan(20)
    expect(used.filter((name) => !defined.has(name))).toEqual([])
  })

  it('generates the custom media for each comparison from the numbers', () => {
    const css = customMediaCss()
    expect(css).toContain(`@custom-media --at-least-tablet (min-width: ${BREAKPOINTS.tablet}px);`)
    expect(css).toContain(`@custom-media --at-most-phone (max-width: ${BREAKPOINTS.phone}px);`)
    expect(css).toContain(`@custom-media --below-load-more (width < ${BREAKPOINTS.loadMore}px);`)
    expect(css).toContain(
      `@custom-media --above-service-tap (width > ${BREAKPOINTS.serviceTap}px);`,
    )
    expect(media('at-least', 'desktop')).toBe('(min-width: 1024px)')
  })

  it("carousels step at the spec's widths, and just above a phone for 'Other case studies'", () => {
    expect(CAROUSEL_STEPS).toEqual([320, 420, BREAKPOINTS.phone + 1, 768, 1024, 1366, 1600, 1920])
    const css = carouselCss()
    for (const step of CAROUSEL_STEPS) {
      expect(css).toContain(
        `@media (width >= ${step}px) { .carousel { --n: var(--n-${step}); --nav: var(--nav-${step}); } }`,
      )
    }
    // A width the carousel does not name keeps the count (and the arrows) of the width before it.
    expect(css).toContain('--n-481: var(--per-view-481, var(--n-420));')
    expect(css).toContain('--nav-481: var(--arrows-481, var(--nav-420));')
    expect(css).toContain('--nav-0: var(--arrows-0, block);')
  })
})
