import { use, type ReactNode } from 'react'
import { EarlyInputScript } from './early-input'
import { useScriptNonce } from './script-nonce'
import type { HydrateWhen, IslandName, IslandPropsOf } from './island-names'
import { RenderedIslandsContext } from './rendered-islands'

interface IslandProps<N extends IslandName> {
  name: N
  /** What the island's chunk takes (src/client/islands.ts), sent along as JSON. */
  props: IslandPropsOf<N>
  when?: HydrateWhen
  /** The island component rendered on the server with the same props. */
  children: ReactNode
  className?: string
  /** `span` where the island sits inside phrasing content (a heading, a paragraph). */
  as?: 'div' | 'span' | 'li'
}

/** The browser entry that hydrates islands (built by scripts/build-client.mjs). */
const ISLAND_RUNTIME_SRC = '/assets/client.js'

/**
 * Marks the server-rendered root of an interactive block. The client entry hydrates the child from
 * the island's own chunk with the serialised props; everything else on the page stays static HTML.
 *
 * Rendering an island is also what brings the runtime: React hoists the async module script into the
 * document's head and writes it once however many islands the page has, so a page without an island
 * ships no script and a page with one cannot forget it.
 */
export function Island<N extends IslandName>({
  name,
  props,
  when = 'visible',
  children,
  className,
  as: Tag = 'div',
}: IslandProps<N>) {
  const nonce = useScriptNonce()
  use(RenderedIslandsContext)?.add(name)
  return (
    <>
      <script type="module" src={ISLAND_RUNTIME_SRC} async nonce={nonce || undefined} />
      <EarlyInputScript />
      <Tag
        className={className}
        data-island={name}
        data-hydrate={when}
        data-props={JSON.stringify(props)}
      >
        {children}
      </Tag>
    </>
  )
}
