/** The CF7 unit tag of a submission: the current date (UTC), an underscore, the form id. */
export function unitTag(formId: number, now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}_${formId}`
}

/** The CF7 feedback route of a form. */
export function feedbackPath(formId: number): string {
  return `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
}

/**
 * The multipart body CF7 expects: its hidden fields, the form's fields and the attachment `cv`. A
 * list (a checkbox group, a select `multiple`) goes as PHP's array syntax, `topics[]`, the way
 * CF7's own form posts it.
 */
export function feedbackBody(
  formId: number,
  fields: Record<string, string | readonly string[]>,
  file: File | null,
  now = new Date(),
): FormData {
  const body = new FormData()
  body.set('_wpcf7', String(formId))
  body.set('_wpcf7_unit_tag', unitTag(formId, now))
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.set(name, value)
    else for (const item of value) body.append(`${name}[]`, item)
  }
  if (file) body.set('cv', file, file.name)
  return body
}
