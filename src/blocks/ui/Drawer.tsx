import type { ReactNode } from 'react'

/** Invoker-command attributes (HTML `commandfor`/`command`), not yet in React's types. */
function invoker(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command }
}

export interface DrawerProps {
  id: string
  /** The drawer's heading, also its accessible name. */
  title: string
  children: ReactNode
  side?: 'right' | 'left'
  className?: string
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
