import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { MESSAGES } from '../../src/forms/messages'
import type { Outcome } from '../../src/forms/outcomes'
import { formResult, type FormResult } from '../../src/forms/result'

/** The content service's body for an address it does not know (embedded-cms/src/rest/subscribers.ts). */
const UNKNOWN_USER_TEXT = 'There is no user with this email.'

/** A failure shown on the email field (the only field of these forms). */
const onEmail = (outcome: Outcome, message: string): FormResult =>
  formResult(outcome, MESSAGES.failureTitle, message, { email: message })

/** What a failed answer says: its text, and whether WordPress itself (not the endpoint) wrote it. */
interface FailureBody {
  text: string
  /** A WordPress core error (`rest_no_route`, a fatal error page…): never shown to visitors. */
  fromWordPress: boolean
}

/** WordPress's own error codes: REST routing and permissions, and the fatal-error handler. */
const WORDPRESS_CODES = /^(rest_|internal_server_error$|wp_die$)/

/** Reads a failure body: a JSON string, a WordPress error `{ code, message }`, or the raw text. */
function failureBody(raw: string): FailureBody {
  const text = raw.trim()
  if (text.startsWith('<')) return { text: '', fromWordPress: true }
  try {
    const json: unknown = JSON.parse(text)
    if (typeof json === 'string') return { text: json.trim(), fromWordPress: false }
    if (typeof json === 'object' && json !== null) {
      const { code, message } = json as Record<string, unknown>
      const fromWordPress = typeof code === 'string' && WORDPRESS_CODES.test(code)
      return { text: typeof message === 'string' ? message.trim() : '', fromWordPress }
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return { text, fromWordPress: false }
}

/** A message of the endpoint's own, short and on one line, fit to show under the field. */
const showable = (body: FailureBody) =>
  !body.fromWordPress &&
  body.text.length > 0 &&
  body.text.length <= 300 &&
  !/[\r\n]/.test(body.text)

/**
 * `GET subscribe/{email}`: on failure the subscription endpoint's own message (whatever its status),
 * or 'This email is already subscribed.'; WordPress's own errors (no such route, no permission, a
 * fatal error) are logged and shown as the spec's request failure, never as WordPress wrote them.
 */
export async function subscribeEmail(cms: CmsConfig, email: string): Promise<FormResult> {
  try {
    const res = await cmsFetch(cms, `/wp-json/custom/v1/subscribe/${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    })
    const body = failureBody(await res.text())
    if (res.ok) return formResult('subscribed', MESSAGES.subscribedTitle, MESSAGES.subscribedText)
    if (body.fromWordPress) {
      console.error(`subscribe: HTTP ${res.status} from WordPress: ${body.text.slice(0, 200)}`)
      return onEmail('failed', MESSAGES.requestFailed)
    }
    if (showable(body) && body.text !== MESSAGES.alreadySubscribed) {
      return onEmail('subscribe-refused', body.text)
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
    const body = failureBody(await res.text())
    if (res.ok) {
      return formResult('unsubscribed', MESSAGES.unsubscribedTitle, MESSAGES.unsubscribedText)
    }
    if (body.text === UNKNOWN_USER_TEXT) {
      return onEmail('unknown-subscriber', MESSAGES.unknownSubscriber)
    }
    console.error(`unsubscribe: HTTP ${res.status}: ${body.text.slice(0, 200)}`)
    return onEmail('unsubscribe-error', MESSAGES.unsubscribeFailed)
  } catch (err) {
    console.error(`unsubscribe: ${err instanceof Error ? err.message : String(err)}`)
    return onEmail('unsubscribe-error', MESSAGES.unsubscribeFailed)
  }
}
