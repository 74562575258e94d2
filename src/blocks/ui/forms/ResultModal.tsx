import { useEffect, useRef } from 'react'
import type { FormResult } from '../../../forms/result'

/**
 * The result of a submission in a modal `<dialog>`: focus moves in (to Close), the page behind is
 * inert so focus stays inside, Escape or Close closes it, and the form gets focus back (`onClose`).
 */
export function ResultModal({
  uid,
  title,
  result,
  onClose,
}: {
  uid: string
  /** 'Contact Us', 'Let's talk' where configured, or 'Your application' for a vacancy. */
  title: string
  result: FormResult
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    close.current?.focus()
    return () => {
      if (element.open) element.close()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className="result-modal"
      aria-labelledby={`${uid}-result-title`}
      aria-describedby={`${uid}-result-text`}
      onClose={onClose}
    >
      <h2 id={`${uid}-result-title`} className="result-modal-title">
        {title}
      </h2>
      <div id={`${uid}-result-text`}>
        <p className={`result-status ${result.ok ? 'is-success' : 'is-failure'}`}>
          <span className="result-icon" aria-hidden="true">
            {result.ok ? '✓' : '!'}
          </span>
          {result.title}
        </p>
        {result.message && <p className="result-message">{result.message}</p>}
      </div>
      <button
        ref={close}
        type="button"
        className="btn btn-primary"
        onClick={() => dialog.current?.close()}
      >
        Close
      </button>
    </dialog>
  )
}
