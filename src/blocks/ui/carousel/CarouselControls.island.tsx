import { useCallback, useEffect, useState } from 'react'
import { CarouselButtons } from './Carousel'

export interface CarouselControlsProps {
  trackId: string
  label: string
  /** Arrows stay disabled at and under this viewport width (0: always active). */
  arrowsAbove: number
}

/** Previous/next buttons for a scroll-snap track: disabled at the start and end of the track. */
export default function CarouselControls({ trackId, label, arrowsAbove }: CarouselControlsProps) {
  // Starts as the server rendered it (both disabled); the first measurement enables what applies.
  const [state, setState] = useState({ ready: false, atStart: true, atEnd: true, arrows: false })

  const measure = useCallback(() => {
    const track = document.getElementById(trackId)
    if (!track) return
    const max = track.scrollWidth - track.clientWidth
    setState({
      ready: true,
      atStart: track.scrollLeft <= 2,
      atEnd: track.scrollLeft >= max - 2,
      arrows: arrowsAbove === 0 || window.innerWidth > arrowsAbove,
    })
  }, [trackId, arrowsAbove])

  useEffect(() => {
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

  const step = (direction: 1 | -1) => {
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
      onPrev={state.ready ? () => step(-1) : undefined}
      onNext={state.ready ? () => step(1) : undefined}
    />
  )
}
