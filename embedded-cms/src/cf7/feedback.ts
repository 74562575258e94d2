import { wpError } from '../wp-error'
import { contactForm } from './forms'
import { checkSubmission, CF7_MESSAGES } from './validate'

async function postedDataHash(fields: Record<string, string>): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify(fields)),
  )
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
}

async function isDuplicate(db: D1Database, formId: number, email: string, key: string) {
  const row = await db
    .prepare(
      'SELECT id FROM submissions WHERE form_id = ? AND lower(email) = lower(?) AND vacancy = ? LIMIT 1',
    )
    .bind(formId, email, key)
    .first()
  return row !== null
}

/** `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback`, answered as CF7 6.1 does. */
export async function handleFeedback(request: Request, idParam: string, db: D1Database) {
  if (!/^\d+$/.test(idParam) || request.method !== 'POST') {
    return wpError('rest_no_route', 'No route was found matching the URL and request method.', 404)
  }
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return wpError(
      'wpcf7_unsupported_media_type',
      'The request payload format is not supported.',
      415,
    )
  }
  let data: FormData
  try {
    data = await request.formData()
  } catch {
    return wpError(
      'wpcf7_unsupported_media_type',
      'The request payload format is not supported.',
      415,
    )
  }
  const unitTag = data.get('_wpcf7_unit_tag')
  if (typeof unitTag !== 'string' || !unitTag.trim()) {
    return wpError('wpcf7_unit_tag_not_found', 'There is no valid unit tag.', 400)
  }
  const formId = Number(idParam)
  const form = await contactForm(db, formId)
  if (!form) return wpError('wpcf7_not_found', 'The requested contact form was not found.', 404)

  const checked = checkSubmission(form.tags, data, form.messages)
  const base = {
    contact_form_id: formId,
    posted_data_hash: await postedDataHash(checked.fields),
    into: `#${unitTag}`,
  }
  const reply = (status: string, message: string, invalid: typeof checked.problems = []) =>
    Response.json({
      ...base,
      status,
      message,
      invalid_fields: invalid.map((p) => ({
        field: p.field,
        message: p.message,
        idref: null,
        error_id: `${unitTag}-ve-${p.field}`,
      })),
    })
  if (checked.problems.length)
    return reply('validation_failed', CF7_MESSAGES.validationFailed, checked.problems)
  if (checked.acceptanceMissing) return reply('acceptance_missing', CF7_MESSAGES.acceptanceMissing)
  // CF7 (includes/submission.php, every version since 5.4): a User-Agent under 2 characters is spam.
  if ((request.headers.get('user-agent') ?? '').length < 2) return reply('spam', CF7_MESSAGES.spam)

  const email = checked.fields.email ?? ''
  const key = form.duplicateKey ? (checked.fields[form.duplicateKey] ?? '') : null
  if (key !== null && email && (await isDuplicate(db, formId, email, key))) {
    return reply('duplicated_email', CF7_MESSAGES.duplicated)
  }
  const file = checked.file
  await db
    .prepare(
      `INSERT INTO submissions (form_id, unit_tag, fields, email, vacancy, file_name, file_type, file_size, file_data, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      formId,
      unitTag,
      JSON.stringify(checked.fields),
      email || null,
      key,
      file?.name ?? null,
      file ? file.type || 'application/octet-stream' : null,
      file?.size ?? null,
      file ? await file.arrayBuffer() : null,
      new Date().toISOString(),
    )
    .run()
  return reply('mail_sent', form.messages.mail_sent_ok ?? CF7_MESSAGES.mailSent)
}
