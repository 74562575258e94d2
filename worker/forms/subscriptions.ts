import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { MESSAGES } from '../../src/forms/messages'
import type { FormResult } from '../../src/forms/result'

/** The content service's body for an address it does not know (embedded-cms/src/rest/subscribers.ts). */
export const UNKNOWN_USER_TEXT = 'There is no user with this email.'

const onEmail = (message: string): FormResult => ({
  ok: false,
  title: MESSAGES.failureTitle,
  message,
  fieldErrors: { email: message },
})

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
    if (res.ok) {
      return {
        ok: true,
        title: MESSAGES.subscribedTitle,
        message: MESSAGES.subscribedText,
        fieldErrors: {},
      }
    }
    return onEmail(text && text.length <= 300 ? text : MESSAGES.alreadySubscribed)
  } catch (err) {
    console.error(`subscribe: ${err instanceof Error ? err.message : String(err)}`)
    return onEmail(MESSAGES.requestFailed)
  }
}

/** `GET unsubscribe/{email}`: the unknown-user body has its own text, anything else a generic one. */
export async function unsubscribeEmail(cms: CmsConfig, email: string): Promise<FormResult> {
  try {
    const res = await cmsFetch(cms, `/wp-json/custom/v1/unsubscribe/${encodeURIComponent(email)}`)
    const text = bodyText(await res.text())
    if (res.ok) {
      return {
        ok: true,
        title: MESSAGES.unsubscribedTitle,
        message: MESSAGES.unsubscribedText,
        fieldErrors: {},
      }
    }
    return onEmail(
      text === UNKNOWN_USER_TEXT ? MESSAGES.unknownSubscriber : MESSAGES.unsubscribeFailed,
    )
  } catch (err) {
    console.error(`unsubscribe: ${err instanceof Error ? err.message : String(err)}`)
    return onEmail(MESSAGES.unsubscribeFailed)
  }
}
