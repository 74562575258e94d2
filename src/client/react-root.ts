import {
  createElement,
  startTransition,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react'
import { hydrateRoot } from 'react-dom/client'
import { replay } from './replay'

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

/**
 * Hydrates `root` with `Component`. As a transition, React hydrates in slices of a few
 * milliseconds and yields to the browser between them, so hydrating never blocks the main thread
 * for long; an interaction with the island still hydrates it at once (React raises its priority).
 */
export function hydrateIsland(
  root: HTMLElement,
  name: string,
  Component: ComponentType<object>,
  props: object,
): void {
  startTransition(() => {
    hydrateRoot(
      root,
      createElement(Committed, { root, children: createElement(Component, props) }),
      {
        onRecoverableError(err) {
          console.error(`island ${name} recovered from a hydration error`, err)
        },
      },
    )
  })
}
