import type { CSSProperties, ReactNode } from 'react'
import type { CarouselStep } from '../breakpoints'
import { Island } from '../Island'

/**
 * Slides visible per view from a minimum width (px, one of `CAROUSEL_STEPS`) upwards, e.g.
 * `{ 0: 1, 481: 2, 1366: 3 }`; a width not named keeps the count of the one before.
 */
export type PerView = { 0: number } & Partial<Record<CarouselStep, number>>

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. 'Our projects'. */
  label: string
  /** Unique on the page; links the controls to the track. */
  id: string
  perView: PerView
  /** Arrows are disabled at and under this width (the spec's awards: `BREAKPOINTS.desktop`). */
  arrowsAbove?: number
  /** `hidden`: left out by a filter the server applied (the filter island may show it again). */
  slides: { key: string; node: ReactNode; filterValues?: string[]; hidden?: boolean }[]
  className?: string
}

/**
 * A carousel that is a CSS scroll-snap track: it scrolls by touch, wheel and keyboard without
 * JavaScript, never shifts layout (slide widths come from CSS), and gets previous/next buttons from
 * a tiny island that only drives the track's scroll position.
 */
export function Carousel({ label, id, perView, arrowsAbove, slides, className }: CarouselProps) {
  const style: Record<string, number | string> = {}
  // A filter may show or hide slides in the browser: there the island decides on the arrows.
  const filtered = slides.some((slide) => slide.filterValues)
  for (const [min, count] of Object.entries(perView)) {
    // Never more per view than there are slides: three slides fill the width, not three quarters.
    style[`--per-view-${min}`] = Math.max(1, Math.min(count, slides.length))
    // No arrows where every slide is in view: nothing to scroll, nothing to tab to. CSS picks the
    // width's value from the first paint, so nothing appears or goes once the island runs.
    if (!filtered) style[`--arrows-${min}`] = slides.length > count ? 'block' : 'none'
  }
  const trackId = `${id}-track`
  return (
    <div
      role="group"
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style as CSSProperties}
      data-per-view={JSON.stringify(perView)}
    >
      <ul className="carousel-track" id={trackId} tabIndex={0} aria-label={`${label} slides`}>
        {slides.map((slide, index) => (
          <li
            key={slide.key}
            className="carousel-slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-filter-values={slide.filterValues?.join('|')}
            hidden={slide.hidden || undefined}
          >
            {slide.node}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        // Arrows move the track by script: without JavaScript they could never work. Where they
        // are off at and under a width, CSS shows them off there before the island measures.
        <Island
          name="carousel-controls"
          props={{ trackId, label, arrowsAbove: arrowsAbove ?? 0 }}
          className={['js-only carousel-nav', arrowsAbove && 'carousel-arrows-desktop']
            .filter(Boolean)
            .join(' ')}
        >
          <CarouselButtons label={label} trackId={trackId} {...INITIAL_ARROWS} />
        </Island>
      )}
    </div>
  )
}

/**
 * The arrows before the island has measured the track: a track starts at its first slide, so
 * 'previous' is off; 'next' is on, so that a visitor who presses it at once is heard (a disabled
 * button gets no click to keep for the island) and the island moves the track once it is live.
 */
export const INITIAL_ARROWS = { prevDisabled: true, nextDisabled: false } as const

/** Previous/next buttons; the island gives them their handlers and measured state. */
export function CarouselButtons(props: {
  label: string
  trackId: string
  prevDisabled: boolean
  nextDisabled: boolean
  /** Every slide is in view: the arrows keep their place, unseen and out of the tab order. */
  idle?: boolean
  onPrev?: () => void
  onNext?: () => void
}) {
  return (
    <div className={props.idle ? 'carousel-controls is-idle' : 'carousel-controls'}>
      <button
        type="button"
        className="carousel-arrow carousel-prev"
        aria-controls={props.trackId}
        aria-label={`Previous ${props.label}`}
        disabled={props.prevDisabled}
        onClick={props.onPrev}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="carousel-arrow carousel-next"
        aria-controls={props.trackId}
        aria-label={`Next ${props.label}`}
        disabled={props.nextDisabled}
        onClick={props.onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}
