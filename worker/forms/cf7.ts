import { z } from 'zod'
import { cmsFetch, type CmsConfig } from '../../src/cms/transport'
import { duplicatedEmailMessage, MESSAGES } from '../../src/forms/messages'
import { unitTag, type FieldErrors, type FormResult } from '../../src/forms/schemas'
import { SITE } from '../../src/blocks/ui/shell/site'

const cf7Response = z.object({
  status: z.string(),
  message: z.string().default(''),
  invalid_fields: z
    .array(z.object({ field: z.string(), message: z.string() }).loose())
    .nullish()
    .transform((v) => v ?? []),
})

/** Sends a validated submission to Contact Form 7 and maps its answer (only `mail_sent` succeeds). */
export async function submitToCf7(
  cfg: CmsConfig,
  formId: number,
  fields: Record<string, string>,
  file: File | null,
): Promise<FormResult> {
  const body = new FormData()
  body.set('_wpcf7', String(formId))
  body.set('_wpcf7_unit_tag', unitTag(formId))
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (file) body.set('cv', file, file.name)
  let json: unknown
  try {
    const res = await cmsFetch(cfg, `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
      method: 'POST',
      body,
    })
    json = await res.json()
  } catch {
    return {
      ok: false,
      title: MESSAGES.failureTitle,
      message: MESSAGES.requestFailed,
      fieldErrors: {},
    }
  }
  const parsed = cf7Response.safeParse(json)
  if (!parsed.success) {
    return {
      ok: false,
      title: MESSAGES.failureTitle,
      message: MESSAGES.requestFailed,
      fieldErrors: {},
    }
  }
  const { status, message, invalid_fields } = parsed.data
  if (status === 'mail_sent')
    return { ok: true, title: MESSAGES.successTitle, message, fieldErrors: {} }
  if (status === 'duplicated_email') {
    return {
      ok: false,
      title: MESSAGES.failureTitle,
      message: duplicatedEmailMessage(SITE.careersEmail),
      fieldErrors: { email: duplicatedEmailMessage(SITE.careersEmail) },
    }
  }
  const fieldErrors: FieldErrors = {}
  for (const f of invalid_fields) fieldErrors[f.field] ??= f.message
  return {
    ok: false,
    title: MESSAGES.failureTitle,
    message: message || MESSAGES.requestFailed,
    fieldErrors,
  }
}
