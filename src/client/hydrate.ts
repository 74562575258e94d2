import type { ComponentType } from 'react'
import { isIslandName, islandLoaders } from './islands'
import { replay, replayNatively } from './replay'

const started = new WeakSet<HTMLElement>()

/**
 * Hydrates one island root from its own chunk with the props the server rendered it with. Safe to
 * call again (on an interaction while it loads): each root hydrates once. React itself is a chunk
 * of its own, fetched with the first React island's: the entry script stays a few kilobytes, and
 * a plain island (no React) never fetches it.
 */
export async function hydrate(root: HTMLElement): Promise<void> {
  if (started.has(root)) return
  started.add(root)
  const name = root.dataset.island ?? ''
  root.dataset.hydrated = 'pending'
  try {
    if (!isIslandName(name)) throw new Error('unknown island')
    const props: unknown = JSON.parse(root.dataset.props ?? '{}')
    const island = islandLoaders[name]
    if (island.plain) {
      const { mount } = await island.load()
      mount(root, props as never)
      root.dataset.hydrated = 'true'
      replay(root)
      return
    }
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([
      island.load(),
      import('./react-root'),
    ])
    // The markup inside the root is exactly what the component rendered on the server.
    if (!(root.firstElementChild instanceof HTMLElement)) throw new Error('island root is empty')
    hydrateIsland(root, name, Component as ComponentType<object>, props as object)
  } catch (err) {
    root.dataset.hydrated = 'failed'
    console.error(`island ${name} failed to hydrate`, err)
    replayNatively(root)
  }
}
