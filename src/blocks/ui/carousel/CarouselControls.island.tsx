import { useCallback, useLayoutEffect, useState } from 'react'
import { CarouselButtons, INITIAL_ARROWS } from './Carousel'

export interface CarouselControlsProps {
  trackId: string
  label: string
  /** Arrows stay disabled at and under this viewport width (0: always active). */
  arrowsAbove: number
}

/** Previous/next buttons for a scroll-snap track: disabled at the start and end of the track. */
export default function CarouselControls({ trackId, label, arrowsAbove }: CarouselControlsProps) {
  // Starts as the server rendered it; the first measurement sets what applies.
  const [state, setState] = useState<{
    atStart: boolean
    atEnd: boolean
    arrows: boolean
    overflows: boolean
  }>({
    atStart: INITIAL_ARROWS.prevDisabled,
    atEnd: INITIAL_ARROWS.nextDisabled,
    arrows: true,
    overflows: true,
  })

  const measure = useCallback(() => {
    const track = document.getElementById(trackId)
    if (!track) return
    const max = track.scrollWidth - track.clientWidth
    setState({
      atStart: track.scrollLeft <= 2,
      atEnd: track.scrollLeft >= max - 2,
      arrows: arrowsAbove === 0 || window.innerWidth > arrowsAbove,
      // A filter that leaves fewer slides than fit leaves nothing to scroll.
      overflows: max > 2,
    })
  }, [trackId, arrowsAbove])

  // Measured before the island counts as live (and before paint): nobody sees or tests the
  // server's guess once the island runs.
  useLayoutEffect(() => {
    const track = document.getElementById(trackId)
    if (!track) return
    measure()
    track.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      track.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [trackId, measure])

  // Reads the track itself, not the state: a press kept from before hydration is replayed before
  // the first measurement has rendered.
  const step = (direction: 1 | -1) => {
    if (arrowsAbove > 0 && window.innerWidth <= arrowsAbove) return
    const track = document.getElementById(trackId)
    const slide = track?.querySelector<HTMLElement>('.carousel-slide')
    if (!track || !slide) return
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollBy({
      left: direction * (slide.offsetWidth + gap),
      behavior: reduce ? 'auto' : 'smooth',
    })
  }

  return (
    <CarouselButtons
      label={label}
      trackId={trackId}
      prevDisabled={!state.arrows || state.atStart}
      nextDisabled={!state.arrows || state.atEnd}
      idle={!state.overflows}
      onPrev={() => step(-1)}
      onNext={() => step(1)}
    />
  )
}
