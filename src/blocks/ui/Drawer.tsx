import type { ReactNode } from 'react'
import { useScriptNonce } from './script-nonce'

/** Invoker-command attributes (HTML `commandfor`/`command`), not yet in React's types. */
function invoker(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command }
}

interface DrawerProps {
  id: string
  /** The drawer's heading, also its accessible name. */
  title: string
  children: ReactNode
  side?: 'right' | 'left'
  className?: string
}

/**
 * Invoker commands and light dismiss are missing in some browsers of the last two major versions
 * (Safari before 26.2, Firefox before 144): `/assets/platform.js` (src/client/platform-fallbacks.ts)
 * fills in there. React hoists the script into the head once per page, however many drawers it has,
 * so pages without a drawer load none.
 */
function PlatformFallbacks() {
  return <script async src="/assets/platform.js" nonce={useScriptNonce()} />
}

/**
 * A side drawer on the native modal `<dialog>`: the browser moves focus in, makes the page behind
 * inert, closes on Escape or a click on the backdrop (`closedby="any"`) and returns focus to the
 * opener. Opening uses invoker commands, so it needs no JavaScript at all.
 */
export function Drawer({ id, title, children, side = 'right', className }: DrawerProps) {
  return (
    <dialog
      id={id}
      className={['drawer', `drawer-${side}`, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      closedby="any"
    >
      <PlatformFallbacks />
      <div className="drawer-head">
        <h2 id={`${id}-title`} className="drawer-title">
          {title}
        </h2>
        <button type="button" className="drawer-close" aria-label="Close" {...invoker(id, 'close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="drawer-body">{children}</div>
    </dialog>
  )
}

/** A button that opens the drawer (or modal) with the given id. */
export function DrawerOpener(props: { drawerId: string; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={props.className}
      aria-haspopup="dialog"
      {...invoker(props.drawerId, 'show-modal')}
    >
      {props.children}
    </button>
  )
}
