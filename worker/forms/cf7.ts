import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import type { FormResult } from '../../src/forms/result'
import { feedbackBody, feedbackPath } from './cf7-request'
import { mapFeedback, REQUEST_FAILED } from './cf7-response'

/**
 * Sends a validated submission to Contact Form 7 with the server-side credential and maps its
 * answer. The network, a timeout or a body that is not JSON all end as a failed request.
 */
export async function submitToCf7(
  cms: CmsConfig,
  formId: number,
  fields: Record<string, string | readonly string[]>,
  file: File | null,
  /** The address the `duplicated_email` text names, asked for only when CF7 gives that answer. */
  contactEmail: () => Promise<string>,
): Promise<FormResult> {
  try {
    const res = await cmsFetch(cms, feedbackPath(formId), {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: feedbackBody(formId, fields, file),
    })
    const body: unknown = await res.json().catch(() => null)
    const duplicated = isRecord(body) && body.status === 'duplicated_email'
    const result = mapFeedback(res.status, body, duplicated ? await contactEmail() : '')
    if (result === REQUEST_FAILED)
      console.error(`CF7 form ${formId}: unusable answer (${res.status})`)
    return result
  } catch (err) {
    console.error(`CF7 form ${formId}: ${err instanceof Error ? err.message : String(err)}`)
    return REQUEST_FAILED
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
