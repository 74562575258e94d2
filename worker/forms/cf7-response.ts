import { feedbackAnswerSchema } from '../../src/forms/cf7-feedback'
import { duplicatedEmailMessage, MESSAGES } from '../../src/forms/messages'
import { formResult, type FormResult } from '../../src/forms/result'
import type { FieldErrors } from '../../src/forms/schemas'

export const REQUEST_FAILED: FormResult = formResult(
  'failed',
  MESSAGES.failureTitle,
  MESSAGES.requestFailed,
)

/**
 * Maps CF7's answer to what the form shows: only `mail_sent` succeeds; `duplicated_email` gets the
 * spec's text with the contact address; any other status shows the server's message with its
 * `invalid_fields` on the inputs; a non-2xx status or a body that is not CF7's is a failed request.
 */
export function mapFeedback(httpStatus: number, body: unknown, contactEmail: string): FormResult {
  if (httpStatus < 200 || httpStatus > 299) return REQUEST_FAILED
  const parsed = feedbackAnswerSchema.safeParse(body)
  if (!parsed.success) return REQUEST_FAILED
  const { status, message, invalid_fields } = parsed.data
  if (status === 'mail_sent') {
    return formResult('sent', MESSAGES.successTitle, message || MESSAGES.successText)
  }
  if (status === 'duplicated_email') {
    return formResult('duplicate', MESSAGES.failureTitle, duplicatedEmailMessage(contactEmail))
  }
  const fieldErrors: FieldErrors = {}
  for (const f of invalid_fields ?? []) fieldErrors[f.field] ??= f.message
  if (status === 'acceptance_missing') fieldErrors.termsAccepted ??= MESSAGES.termsRequired
  const outcome = Object.keys(fieldErrors).length > 0 ? 'cms-invalid' : 'rejected'
  return formResult(outcome, MESSAGES.failureTitle, message || MESSAGES.requestFailed, fieldErrors)
}
