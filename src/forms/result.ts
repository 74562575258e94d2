import type { FieldErrors } from './schemas'

/** What the edge answers to a form post (JSON), and what the form shows. */
export interface FormResult {
  ok: boolean
  title: string
  message: string
  fieldErrors: FieldErrors
}

export function isFormResult(value: unknown): value is FormResult {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.ok === 'boolean' &&
    typeof v.title === 'string' &&
    typeof v.message === 'string' &&
    typeof v.fieldErrors === 'object' &&
    v.fieldErrors !== null
  )
}
