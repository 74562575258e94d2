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
    let timer = 0
    void import('typed.js').then(({ default: Typed }) => {
      if (cancelled) return
      const start = () => {
        // typed.js takes the first phrase from the element (the server rendered it) and starts by
        // erasing it, so it is given only the others. Left alone it would also restart every loop
        // from the end of that phrase, which then appeared whole: each loop types it from its
        // first letter, like every other phrase.
        const typed = new Typed(el, {
          strings: phrases.slice(1),
          ...TYPED_TIMING,
          loop: true,
          smartBackspace: true,
          autoInsertCss: false,
          cursorChar: '|',
          onLastStringBackspaced: () => {
            typed.strPos = 0
          },
        })
        el.dataset.typing = 'true'
        stop = () => typed.destroy()
      }
      // The first phrase has been on screen since the first paint: it stays as long as a typed one.
      const { backDelay, startDelay } = TYPED_TIMING
      timer = window.setTimeout(start, Math.max(0, backDelay - startDelay - performance.now()))
    })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
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
