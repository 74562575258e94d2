import { MESSAGES } from '../../src/forms/messages'
import { isOutcome, OUTCOMES, type Outcome } from '../../src/forms/outcomes'
import { formResult, type FormResult } from '../../src/forms/result'

/** The outcomes a post without JavaScript is redirected to (`/form-result?status=…`). */
type RedirectOutcome = {
  [O in Outcome]: (typeof OUTCOMES)[O]['redirect'] extends true ? O : never
}[Outcome]

/**
 * The fixed texts of each outcome a post is redirected to: nothing the visitor or the CMS wrote
 * travels in the URL.
 */
const REDIRECT_TEXTS: Record<RedirectOutcome, [title: string, message: string]> = {
  sent: [MESSAGES.successTitle, MESSAGES.successText],
  subscribed: [MESSAGES.subscribedTitle, MESSAGES.subscribedText],
  unsubscribed: [MESSAGES.unsubscribedTitle, MESSAGES.unsubscribedText],
}

export function isRedirectOutcome(value: unknown): value is RedirectOutcome {
  return isOutcome(value) && OUTCOMES[value].redirect
}

/**
 * The result page's content for an outcome a post was redirected to; `confirmMessage` (the block's
 * own, carried by a short-lived cookie) stands in for the generic text.
 */
export function redirectedResult(outcome: RedirectOutcome, confirmMessage?: string): FormResult {
  const [title, message] = REDIRECT_TEXTS[outcome]
  return formResult(outcome, title, confirmMessage || message)
}
