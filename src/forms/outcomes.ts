/**
 * What can come of a form post, as a code. One table says, per outcome, the HTTP status the edge
 * answers with, whether a post without JavaScript is redirected to `/form-result` (post/redirect/
 * get) or shown its result at once, and whether the browser keeps what the visitor typed.
 */
export const OUTCOMES = {
  /** CF7 answered `mail_sent`. */
  sent: { status: 200, redirect: true, keepsInput: false },
  /** CF7 and the blog subscription both accepted the address. */
  subscribed: { status: 200, redirect: true, keepsInput: false },
  unsubscribed: { status: 200, redirect: true, keepsInput: false },
  /** The edge's own checks (schema, file, captcha) found fields to correct. */
  invalid: { status: 400, redirect: false, keepsInput: true },
  /** The body could not be read as a form. */
  unreadable: { status: 400, redirect: false, keepsInput: true },
  /** A post from another site's page. */
  'cross-site': { status: 403, redirect: false, keepsInput: true },
  'too-large': { status: 413, redirect: false, keepsInput: true },
  unsupported: { status: 415, redirect: false, keepsInput: true },
  'rate-limited': { status: 429, redirect: false, keepsInput: true },
  /** CF7 refused fields (`validation_failed`, `acceptance_missing`). */
  'cms-invalid': { status: 422, redirect: false, keepsInput: true },
  /** CF7 answered another status (`spam`, `mail_failed`, `aborted`…) with its own message. */
  rejected: { status: 422, redirect: false, keepsInput: true },
  /** CF7's site-specific `duplicated_email`: this person already applied. */
  duplicate: { status: 422, redirect: false, keepsInput: true },
  /** An application for a vacancy that is not (or no longer) open. */
  'vacancy-closed': { status: 422, redirect: false, keepsInput: true },
  'already-subscribed': { status: 422, redirect: false, keepsInput: true },
  /** The subscription service refused the address with a message of its own. */
  'subscribe-refused': { status: 422, redirect: false, keepsInput: true },
  'unknown-subscriber': { status: 422, redirect: false, keepsInput: true },
  'unsubscribe-error': { status: 502, redirect: false, keepsInput: true },
  /** The content service could not be reached, gave an unusable answer, or is misconfigured. */
  failed: { status: 502, redirect: false, keepsInput: true },
  /** The form is switched off (its CMS form id is 0, or no CF7 form id is configured). */
  unavailable: { status: 503, redirect: false, keepsInput: true },
} as const satisfies Record<string, OutcomeRule>

interface OutcomeRule {
  status: 200 | 400 | 403 | 413 | 415 | 422 | 429 | 502 | 503
  /**
   * Without JavaScript: a 303 to `/form-result?status={outcome}` (a success: fixed texts, nothing
   * to resend), else the result page at once, with the form again and what the visitor typed.
   */
  redirect: boolean
  /** With JavaScript: the form keeps the visitor's input (and file) after this answer. */
  keepsInput: boolean
}

export type Outcome = keyof typeof OUTCOMES

export function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && Object.hasOwn(OUTCOMES, value)
}
