import { useEffect, useRef, useState } from 'react'
import { FIELD_LABELS } from '../../../forms/labels'
import { MESSAGE_MAX } from '../../../forms/schemas'
import { countCodeUnits } from '../../../forms/text'
import { fieldAria, FieldShell, type FieldBase } from './fields'

/** How long typing must pause before the count is announced to screen readers. */
const ANNOUNCE_AFTER_MS = 1000

/**
 * The free-text message with a live count under it, counted as the browser's `maxlength`, the
 * edge and CF7 count it (a line break is one character). The count is seen at every keystroke
 * and announced politely once typing pauses, never at every keystroke.
 */
export function MessageField({
  uid,
  error,
  onEdit,
  label,
  defaultValue,
  required,
}: Omit<FieldBase, 'name'> & { required?: boolean }) {
  const { id, errorId, aria } = fieldAria(uid, 'message', error)
  const countId = `${id}-count`
  const [length, setLength] = useState(() => countCodeUnits(defaultValue ?? ''))
  // Until hydrated the count cannot follow the typing: the hint states the limit instead.
  const [live, setLive] = useState(false)
  const [announced, setAnnounced] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const textarea = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    setLive(true)
    // The form resets after a sent message: the count goes back with it.
    const form = textarea.current?.form
    const reset = () => setLength(countCodeUnits(defaultValue ?? ''))
    form?.addEventListener('reset', reset)
    return () => {
      clearTimeout(timer.current)
      form?.removeEventListener('reset', reset)
    }
  }, [defaultValue])

  const onInput = (value: string) => {
    onEdit('message')
    const next = countCodeUnits(value)
    setLength(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => setAnnounced(`${Math.max(0, MESSAGE_MAX - next)} characters left.`),
      ANNOUNCE_AFTER_MS,
    )
  }
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label ?? FIELD_LABELS.message ?? 'Message'}
      error={error}
      className="field-wide"
    >
      <textarea
        ref={textarea}
        id={id}
        name="message"
        rows={4}
        maxLength={MESSAGE_MAX}
        defaultValue={defaultValue}
        aria-required={required}
        onInput={(event) => onInput(event.currentTarget.value)}
        {...aria}
        aria-describedby={[countId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <p className="field-hint field-count" id={countId}>
        {live ? `${length} of ${MESSAGE_MAX} characters` : `Up to ${MESSAGE_MAX} characters`}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </FieldShell>
  )
}
