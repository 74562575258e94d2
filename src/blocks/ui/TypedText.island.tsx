import { useEffect, useRef } from 'react'
import { TYPED_TIMING } from './typed-timing'

interface TypedTextProps {
  phrases: string[]
}

/**
 * Rotating typed phrases. The server renders the first phrase, so the hero reads complete without
 * JavaScript and with reduced motion; screen readers get all phrases once, never the animation.
 */
export default function TypedText({ phrases }: TypedTextProps) {
  const target = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const el = target.current
    if (!el || phrases.length < 2) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let stop = () => {}
    let cancelled = false
    void import('typed.js').then(({ default: Typed }) => {
      if (cancelled) return
      const typed = new Typed(el, {
        strings: phrases,
        ...TYPED_TIMING,
        loop: true,
        smartBackspace: true,
        autoInsertCss: false,
        cursorChar: '|',
      })
      el.dataset.typing = 'true'
      stop = () => typed.destroy()
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [phrases])
  return (
    <span className="typed-text">
      <span className="sr-only">{phrases.join(', ')}</span>
      {/* Each phrase, invisible, in the same grid cell: the line is as tall as the longest phrase
          at any width, so typing never moves what follows. Drawn by CSS, so not in the text. */}
      {phrases.map((phrase) => (
        <span key={phrase} aria-hidden="true" className="typed-sizer" data-text={phrase} />
      ))}
      <span aria-hidden="true" ref={target} className="typed-target">
        {phrases[0]}
      </span>
    </span>
  )
}
