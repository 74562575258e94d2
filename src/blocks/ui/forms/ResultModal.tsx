import { useEffect, useRef } from 'react'
import type { FormResult } from '../../../forms/schemas'

/** The result of a submission in a modal dialog (focus moves in, Escape closes, focus returns). */
export function ResultModal({
  title,
  result,
  onClose,
}: {
  title: string
  result: FormResult
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog?.showModal()
    return () => opener?.focus()
  }, [])
  return (
    <dialog ref={ref} className="result-modal" aria-labelledby="result-title" onClose={onClose}>
      <h2 id="result-title">{title}</h2>
      <p className={`result-status ${result.ok ? 'is-success' : 'is-failure'}`}>{result.title}</p>
      {result.message && <p>{result.message}</p>}
      <form method="dialog">
        <button className="btn btn-primary">Close</button>
      </form>
    </dialog>
  )
}
