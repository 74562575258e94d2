import { useEffect, useRef, useState } from 'react'

interface CountUpProps {
  value: number
  suffix: string
}

const DURATION_MS = 1500
// One formatter: toLocaleString builds a new one on every call.
const NUMBER = new Intl.NumberFormat('en-GB')
const format = (n: number) => NUMBER.format(n)

/**
 * A figure that counts up from 0 when it comes into view. The server HTML and reduced motion show
 * the final number; the width is reserved for it, so counting never moves anything.
 */
export default function CountUp({ value, suffix }: CountUpProps) {
  const [shown, setShown] = useState(value)
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / DURATION_MS)
        setShown(Math.round(value * (1 - (1 - t) ** 3)))
        if (t < 1) frame = requestAnimationFrame(tick)
      }
      setShown(0)
      frame = requestAnimationFrame(tick)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])
  return (
    <span
      ref={ref}
      className="count-up"
      style={{ minWidth: `${format(value).length + suffix.length}ch` }}
    >
      {format(shown)}
      {suffix}
    </span>
  )
}
