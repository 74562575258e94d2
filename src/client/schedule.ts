import { earlyInput } from './capture'

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200)

/**
 * Once someone is using the page, React (and the animation player) is worth its cost. Until then a
 * page that only loads (a visitor reading, a crawler, an audit) runs neither: every React island is
 * a control whose server HTML is complete, and using one hydrates it at once (interaction.ts); the
 * service animation's poster stands until then. Light islands that act on their own (typed text,
 * counters, the looping video, the stored filter) need no React and start at once. Engagement is
 * counted from the first byte (capture.ts): a gesture made before this runtime arrived counts.
 */
function whenEngaged(run: () => void): void {
  // Restored scroll position or a link to a fragment: the visitor is already inside the page.
  if (window.scrollY > 0) run()
  else earlyInput().whenEngaged(run)
}

/**
 * Hydrates every island of the page when it nears the viewport (or, for `data-hydrate="idle"`,
 * when the browser is idle). React islands and heavy ones wait until the visitor engages with the page;
 * an interaction with one hydrates it earlier on its own (see interaction.ts).
 */
export function scheduleIslands(
  hydrate: (root: HTMLElement) => Promise<void>,
  waitsForVisitor: (root: HTMLElement) => boolean,
): void {
  const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
  const nearViewport =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              observer.unobserve(entry.target)
              void hydrate(entry.target as HTMLElement)
            }
          },
          { rootMargin: '200px 0px' },
        )
      : null
  const schedule = (root: HTMLElement) => {
    if (root.dataset.hydrate === 'idle' || !nearViewport) whenIdle(() => void hydrate(root))
    else nearViewport.observe(root)
  }
  const later: HTMLElement[] = []
  for (const root of roots) {
    if (waitsForVisitor(root)) later.push(root)
    else schedule(root)
  }
  if (later.length) whenEngaged(() => later.forEach(schedule))
}
