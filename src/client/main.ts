import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { trapDialogFocus } from './dialog-focus'
import { isIslandName, islandLoaders } from './islands'

/** Hydrates one island root from its own chunk with the props the server rendered it with. */
async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? ''
  if (!isIslandName(name) || root.dataset.hydrated) return
  root.dataset.hydrated = 'pending'
  try {
    const props: unknown = JSON.parse(root.dataset.props ?? '{}')
    const { default: Component } = await islandLoaders[name]()
    // The markup inside the root is exactly what the component rendered on the server.
    const child = root.firstElementChild
    if (!(child instanceof HTMLElement)) throw new Error('island root is empty')
    hydrateRoot(root, createElement(Component as ComponentType<object>, props as object))
    root.dataset.hydrated = 'true'
  } catch (err) {
    root.dataset.hydrated = 'failed'
    console.error(`island ${name} failed to hydrate`, err)
  }
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 200)

function start(): void {
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

trapDialogFocus()
start()
