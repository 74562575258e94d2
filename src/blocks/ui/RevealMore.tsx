import { Island } from './Island'

export interface RevealMoreProps {
  /** id of the list whose `.reveal-extra` items are hidden until revealed. */
  targetId: string
  label: string
  className?: string
}

/**
 * A 'Load more' button for a list rendered in full on the server with its extra items hidden by
 * CSS (`.reveal-extra`, under the list's breakpoint). Without JavaScript a `<noscript>` style shows
 * every item and hides the button, so nothing is ever out of reach and nothing shifts on hydration.
 */
export function RevealMore({ targetId, label, className }: RevealMoreProps) {
  return (
    <Island name="reveal-more" props={{ targetId, label, className }} className="reveal-more">
      <RevealButton targetId={targetId} label={label} className={className} />
    </Island>
  )
}

export function RevealButton(props: RevealMoreProps & { onClick?: () => void; hidden?: boolean }) {
  if (props.hidden) return null
  return (
    <button
      type="button"
      className={['btn btn-secondary reveal-more-button', props.className]
        .filter(Boolean)
        .join(' ')}
      aria-controls={props.targetId}
      aria-expanded="false"
      onClick={props.onClick}
    >
      {props.label}
    </button>
  )
}
