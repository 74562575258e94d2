import type { ReactNode } from 'react'
import type { HydrateWhen, IslandName } from './island-names'

interface IslandProps<P> {
  name: IslandName
  props: P
  when?: HydrateWhen
  /** The island component rendered on the server with the same props. */
  children: ReactNode
  className?: string
  /** `span` where the island sits inside phrasing content (a heading, a paragraph). */
  as?: 'div' | 'span' | 'li'
}

/**
 * Marks the server-rendered root of an interactive block. The client entry hydrates the child from
 * the island's own chunk with the serialised props; everything else on the page stays static HTML.
 */
export function Island<P>({
  name,
  props,
  when = 'visible',
  children,
  className,
  as: Tag = 'div',
}: IslandProps<P>) {
  return (
    <Tag
      className={className}
      data-island={name}
      data-hydrate={when}
      data-props={JSON.stringify(props)}
    >
      {children}
    </Tag>
  )
}
