import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isIslandName, islandLoaders } from './islands'
import { replay, replayNatively } from './replay'

/**
 * Renders the island and, once React has committed it and run its effects (a parent's effect runs
 * after its children's, so their listeners are in place), marks it live and replays early input.
 */
function Committed({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = 'true'
    replay(root)
  }, [root])
  return children
}

const started = new WeakSet<HTMLElement>()

/**
 * Hydrates one island root from its own chunk with the props the server rendered it with. Safe to
 * call again (on an interaction while it loads): each root hydrates once.
 */
export async function hydrate(root: HTMLElement): Promise<void> {
  if (started.has(root)) return
  started.add(root)
  const name = root.dataset.island ?? ''
  root.dataset.hydrated = 'pending'
  try {
    if (!isIslandName(name)) throw new Error('unknown island')
    const props: unknown = JSON.parse(root.dataset.props ?? '{}')
    const { default: Component } = await islandLoaders[name]()
    // The markup inside the root is exactly what the component rendered on the server.
    if (!(root.firstElementChild instanceof HTMLElement)) throw new Error('island root is empty')
    hydrateRoot(
      root,
      createElement(Committed, {
        root,
        children: createElement(Component as ComponentType<object>, props as object),
      }),
      {
        onRecoverableError(err) {
          console.error(`island ${name} recovered from a hydration error`, err)
        },
      },
    )
  } catch (err) {
    root.dataset.hydrated = 'failed'
    console.error(`island ${name} failed to hydrate`, err)
    replayNatively(root)
  }
}
