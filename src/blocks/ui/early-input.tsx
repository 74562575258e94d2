import { createContext, useContext, type ReactNode } from 'react'
import { useScriptNonce } from './script-nonce'

/**
 * The early input script (src/client/early-input.ts, built to /assets/early-input.js) for one
 * render of a page, inlined by the page's first island: from the moment the page shows it catches
 * what the visitor does to an island, while the runtime is still on its way. A page without an
 * island carries no script.
 */
export interface EarlyInputSlot {
  script: string
  written: boolean
}

const EarlyInputContext = createContext<EarlyInputSlot | null>(null)

/** Gives the islands below the script to inline (none: they inline nothing), afresh each render. */
export function EarlyInputProvider({
  script,
  children,
}: {
  script: string | null | undefined
  children: ReactNode
}) {
  return (
    <EarlyInputContext value={script ? { script, written: false } : null}>
      {children}
    </EarlyInputContext>
  )
}

/** The inline script, the first time a render asks for it; nothing after that. */
export function EarlyInputScript() {
  const slot = useContext(EarlyInputContext)
  const nonce = useScriptNonce()
  if (!slot || slot.written) return null
  // One render writes the page in document order: the first island is the one that writes it.
  slot.written = true
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: slot.script }} />
}
