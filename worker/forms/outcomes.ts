import { SITE } from '../../src/blocks/ui/shell/site'
import { duplicatedEmailMessage, MESSAGES } from '../../src/forms/messages'
import type { FormResult } from '../../src/forms/result'
import type { FormKind } from '../../src/forms/schemas'

/** Where applicants with a question write to (the `duplicated_email` text). */
export const CONTACT_EMAIL = SITE.careersEmail

const fixed = (ok: boolean, title: string, message: string): FormResult => ({
  ok,
  title,
  message,
  fieldErrors: {},
})

/**
 * The outcomes a post without JavaScript can be redirected to (`/form-result?status=…`): each has
 * fixed texts, so nothing the visitor or the CMS wrote travels in the URL.
 */
export const OUTCOMES = {
  sent: fixed(true, MESSAGES.successTitle, MESSAGES.successText),
  subscribed: fixed(true, MESSAGES.subscribedTitle, MESSAGES.subscribedText),
  unsubscribed: fixed(true, MESSAGES.unsubscribedTitle, MESSAGES.unsubscribedText),
  failed: fixed(false, MESSAGES.failureTitle, MESSAGES.requestFailed),
  duplicate: fixed(false, MESSAGES.failureTitle, duplicatedEmailMessage(CONTACT_EMAIL)),
  'already-subscribed': fixed(false, MESSAGES.failureTitle, MESSAGES.alreadySubscribed),
  'unknown-subscriber': fixed(false, MESSAGES.failureTitle, MESSAGES.unknownSubscriber),
  'unsubscribe-error': fixed(false, MESSAGES.failureTitle, MESSAGES.unsubscribeFailed),
} satisfies Record<string, FormResult>

export type Outcome = keyof typeof OUTCOMES

export function isOutcome(value: string): value is Outcome {
  return Object.hasOwn(OUTCOMES, value)
}

/**
 * The fixed outcome a result amounts to, or null when it carries its own details (field errors, a
 * server message) and must be shown as it is.
 */
export function outcomeOf(kind: FormKind, result: FormResult): Outcome | null {
  if (result.ok) {
    if (kind === 'subscribe') return 'subscribed'
    return kind === 'unsubscribe' ? 'unsubscribed' : 'sent'
  }
  const extra = Object.entries(result.fieldErrors).some(
    ([field, message]) => field !== 'email' || message !== result.message,
  )
  if (extra) return null
  for (const [name, outcome] of Object.entries(OUTCOMES)) {
    if (!outcome.ok && outcome.message === result.message && isOutcome(name)) return name
  }
  return null
}
