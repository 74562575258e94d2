import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A result shown in place of a form (email call-to-action, subscribe, unsubscribe, service drawer):
 * a status region that takes focus so the outcome is announced and the keyboard stays put.
 */
export function InlineResult({
  title,
  message,
  ok,
  children,
}: {
  title: string
  message: string
  ok: boolean
  children?: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      className={`form-inline-result ${ok ? 'is-success' : 'is-failure'}`}
      role="status"
      tabIndex={-1}
    >
      {title && <p className="form-inline-result-title">{title}</p>}
      {message && <p>{message}</p>}
      {children}
    </div>
  )
}
