import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { MESSAGES } from '../../src/forms/messages'
import { formResult, type FormResult } from '../../src/forms/result'
import type { Outcome } from '../../src/forms/outcomes'

/** The content service's body for an address it does not know (embedded-cms/src/rest/subscribers.ts). */
export const UNKNOWN_USER_TEXT = 'There is no user with this email.'

/** A failure shown on the email field (the only field of these forms). */
const onEmail = (outcome: Outcome, message: string): FormResult =>
  formResult(outcome, MESSAGES.failureTitle, message, { email: message })

/** A failure body's text: a JSON string, a JSON `{ message }`, or the raw text. */
function bodyText(raw: string): string {
  try {
    const json: unknown = JSON.parse(raw)
    if (typeof json === 'string') return json.trim()
    if (typeof json === 'object' && json !== null && 'message' in json) {
      return typeof json.message === 'string' ? json.message.trim() : ''
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return raw.trim()
}

/** `GET subscribe/{email}`: on failure the server's message, or 'This email is already subscribed.' */
export async function subscribeEmail(cms: CmsConfig, email: string): Promise<FormResult> {
  try {
    const res = await cmsFetch(cms, `/wp-json/custom/v1/subscribe/${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    })
    const text = bodyText(await res.text())
    if (res.ok) return formResult('subscribed', MESSAGES.subscribedTitle, MESSAGES.subscribedText)
    if (text && text.length <= 300 && text !== MESSAGES.alreadySubscribed) {
      return onEmail('subscribe-refused', text)
    }
    return onEmail('already-subscribed', MESSAGES.alreadySubscribed)
  } catch (err) {
    console.error(`subscribe: ${err instanceof Error ? err.message : String(err)}`)
    return onEmail('failed', MESSAGES.requestFailed)
  }
}

/** `GET unsubscribe/{email}`: the unknown-user body has its own text, anything else a generic one. */
export async function unsubscribeEmail(cms: CmsConfig, email: string): Promise<FormResult> {
  try {
    const res = await cmsFetch(cms, `/wp-json/custom/v1/unsubscribe/${encodeURIComponent(email)}`)
    const text = bodyText(await res.text())
    if (res.ok) {
      return formResult('unsubscribed', MESSAGES.unsubscribedTitle, MESSAGES.unsubscribedText)
    }
    return text === UNKNOWN_USER_TEXT
      ? onEmail('unknown-subscriber', MESSAGES.unknownSubscriber)
      : onEmail('unsubscribe-error', MESSAGES.unsubscribeFailed)
  } catch (err) {
    console.error(`unsubscribe: ${err instanceof Error ? err.message : String(err)}`)
    return onEmail('unsubscribe-error', MESSAGES.unsubscribeFailed)
  }
}
