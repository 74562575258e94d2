import { fileProblemMessage, inspectFile, type Upload } from './files'
import { checkExtraFields, type PostedValue } from './extra-checks'
import { extraFieldsFor } from './extra-fields'
import { FIELD_LABELS } from './labels'
import { MESSAGES, requiredFor } from './messages'
import { fileRuleFor, type FormRules } from './rules'
import { FORM_SCHEMAS, validateFields, type FieldErrors, type FormKind } from './schemas'
import { countCodeUnits } from './text'

type SubmissionValidation =
  | {
      ok: true
      fields: Record<string, string>
      file: Upload | null
      /** The CF7 form's fields beyond the site's own, under their tag names (extra-fields.ts). */
      extra: Record<string, PostedValue>
    }
  | { ok: false; fieldErrors: FieldErrors }

/** The text for a field CF7 requires where the site's form has it optional ('Company is required.'). */
export function requiredText(field: string): string {
  return requiredFor((FIELD_LABELS[field] ?? field).replace(/\s*\(optional\)$/, ''))
}

/**
 * What the CF7 form adds to a form's own schema: fields it requires, and the values its selects
 * accept. Only fields the visitor fills in are checked: the rest is the site's configuration.
 */
function cf7Problems(kind: FormKind, values: Record<string, unknown>, rules: FormRules) {
  const problems: FieldErrors = {}
  const text = (name: string) => (typeof values[name] === 'string' ? values[name].trim() : '')
  for (const name of Object.keys(FORM_SCHEMAS[kind].shape)) {
    if (name === 'captcha' || name === 'termsAccepted') continue
    if (rules.required.includes(name) && !text(name)) problems[name] = requiredText(name)
    const choices = rules.choices[name]
    if (choices?.length && text(name) && !choices.includes(text(name))) {
      problems[name] = MESSAGES.interestRequired
    }
    // CF7's minlength and maxlength, with the form's own texts: an empty optional field passes.
    const length = rules.lengths?.[name]
    const size = countCodeUnits(text(name))
    if (length && size > 0 && rules.lengthMessages) {
      if (length.min !== undefined && size < length.min) {
        problems[name] = rules.lengthMessages.tooShort
      } else if (length.max !== undefined && size > length.max) {
        problems[name] = rules.lengthMessages.tooLong
      }
    }
  }
  return problems
}

/**
 * The whole check of one submission, the same in the browser and at the edge: the form's schema,
 * the CF7 form's own rules when known (required fields, select values, file limits, and the
 * fields its editor added beyond the site's, checked as CF7 checks them), then the
 * attachment (required or not, size, extension, magic bytes). A file sent to a form without an
 * attachment field is dropped.
 */
export async function validateSubmission(
  kind: FormKind,
  values: Record<string, unknown>,
  file: Upload | null,
  rules?: FormRules | null,
): Promise<SubmissionValidation> {
  const checked = validateFields(kind, values)
  const extra = checkExtraFields(extraFieldsFor(kind, rules), values, rules?.texts)
  const fieldErrors: FieldErrors = {
    ...(rules ? cf7Problems(kind, values, rules) : {}),
    ...(checked.ok ? {} : checked.fieldErrors),
    ...extra.errors,
  }
  const rule = fileRuleFor(kind, rules)
  const upload = rule ? file : null
  if (rule?.required && !upload) fieldErrors.cv = MESSAGES.cvRequired
  if (upload && rule) {
    const problem = await inspectFile(upload, rule)
    if (problem) fieldErrors.cv = fileProblemMessage(problem, rule)
  }
  if (!checked.ok || Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, fields: checked.fields, file: upload, extra: extra.values }
}
