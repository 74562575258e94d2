import type { ReactNode } from 'react'
import type { HydrateWhen, IslandName } from './island-names'

interface IslandProps<P> {
  name: IslandName
  props: P
  when?: HydrateWhen
  /** The island component rendered on the server with the same props. */
  children: ReactNode
  className?: string
}

/**
 * Marks the server-rendered root of an interactive block. The client entry hydrates the child from
 * the island's own chunk with the serialised props; everything else on the page stays static HTML.
 */
export function Island<P>({ name, props, when = 'visible', children, className }: IslandProps<P>) {
  return (
    <div
      className={className}
      data-island={name}
      data-hydrate={when}
      data-props={JSON.stringify(props)}
    >
      {children}
    </div>
  )
}
