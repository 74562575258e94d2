import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { MESSAGES } from '../../src/forms/messages'
import type { FormResult } from '../../src/forms/schemas'

/** The content service's body for an address it does not know (see embedded-cms/content/README.md). */
const UNKNOWN_USER_TEXT = 'There is no user with this email.'

const failure = (message: string, field = 'email'): FormResult => ({
  ok: false,
  title: MESSAGES.failureTitle,
  message,
  fieldErrors: { [field]: message },
})

/** `subscribe/{email}`: on failure the server's message, or 'This email is already subscribed.' */
export async function subscribeEmail(
  cfg: CmsConfig,
  email: string,
  confirm: string,
): Promise<FormResult> {
  try {
    const res = await cmsFetch(cfg, `/wp-json/custom/v1/subscribe/${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json' },
    })
    if (res.ok)
      return { ok: true, title: MESSAGES.subscribedTitle, message: confirm, fieldErrors: {} }
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null
    return failure(
      typeof body?.message === 'string' && body.message ? body.message : MESSAGES.alreadySubscribed,
    )
  } catch {
    return failure(MESSAGES.requestFailed)
  }
}

/** `unsubscribe/{email}`: the unknown-user body maps to its own text, anything else to a generic one. */
export async function unsubscribeEmail(cfg: CmsConfig, email: string): Promise<FormResult> {
  try {
    const res = await cmsFetch(cfg, `/wp-json/custom/v1/unsubscribe/${encodeURIComponent(email)}`)
    if (res.ok) {
      return {
        ok: true,
        title: MESSAGES.unsubscribedTitle,
        message: MESSAGES.unsubscribedText,
        fieldErrors: {},
      }
    }
    const text = (await res.text()).trim()
    return failure(
      text === UNKNOWN_USER_TEXT ? MESSAGES.unknownSubscriber : MESSAGES.unsubscribeFailed,
    )
  } catch {
    return failure(MESSAGES.unsubscribeFailed)
  }
}
