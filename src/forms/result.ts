import { isOutcome, OUTCOMES, type Outcome } from './outcomes'
import type { FieldErrors } from './schemas'

/** What the edge answers to a form post (JSON), and what the form shows. */
export interface FormResult {
  ok: boolean
  /** What came of the post: decides the status, the redirect and whether input is kept. */
  outcome: Outcome
  title: string
  message: string
  fieldErrors: FieldErrors
}

export function isFormResult(value: unknown): value is FormResult {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.ok === 'boolean' &&
    isOutcome(v.outcome) &&
    typeof v.title === 'string' &&
    typeof v.message === 'string' &&
    typeof v.fieldErrors === 'object' &&
    v.fieldErrors !== null
  )
}

/** A result of an outcome: ok exactly for the outcomes answered with 200. */
export function formResult(
  outcome: Outcome,
  title: string,
  message: string,
  fieldErrors: FieldErrors = {},
): FormResult {
  return { ok: OUTCOMES[outcome].status === 200, outcome, title, message, fieldErrors }
}
