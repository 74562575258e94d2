import { formatFigure } from './CountUp'

const DURATION_MS = 1500

/** Counts the server-rendered figure up from 0 once it is in view; never with reduced motion. */
export function mount(
  root: HTMLElement,
  { value, suffix }: { value: number; suffix: string },
): void {
  const el = root.querySelector<HTMLElement>('.count-up')
  if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const show = (n: number) => {
    el.textContent = `${formatFigure(n)}${suffix}`
  }
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return
    observer.disconnect()
    const start = performance.now()
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS)
      show(Math.round(value * (1 - (1 - t) ** 3)))
      if (t < 1) requestAnimationFrame(tick)
    }
    show(0)
    requestAnimationFrame(tick)
  })
  observer.observe(el)
}
