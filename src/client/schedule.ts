const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200)

/**
 * Hydrates every island of the page when it nears the viewport (or, for `data-hydrate="idle"`,
 * when the browser is idle). Interactions hydrate earlier on their own (see interaction.ts).
 */
export function scheduleIslands(hydrate: (root: HTMLElement) => Promise<void>): void {
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
  for (const root of roots) {
    if (root.dataset.hydrate === 'idle' || !nearViewport) whenIdle(() => void hydrate(root))
    else nearViewport.observe(root)
  }
}
