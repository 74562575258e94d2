import { fileProblemMessage, inspectFile, type Upload } from './files'
import { MESSAGES } from './messages'
import { FILE_FORMS, validateFields, type FieldErrors, type FormKind } from './schemas'

type SubmissionValidation =
  | { ok: true; fields: Record<string, string>; file: Upload | null }
  | { ok: false; fieldErrors: FieldErrors }

/**
 * The whole check of one submission, the same in the browser and at the edge: the form's schema,
 * then the attachment (required or not, size, extension, magic bytes). A file sent to a form
 * without an attachment field is dropped.
 */
export async function validateSubmission(
  kind: FormKind,
  values: Record<string, unknown>,
  file: Upload | null,
): Promise<SubmissionValidation> {
  const checked = validateFields(kind, values)
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors }
  const rule = FILE_FORMS[kind]
  const upload = rule ? file : null
  if (rule?.required && !upload) fieldErrors.cv = MESSAGES.cvRequired
  if (upload) {
    const problem = await inspectFile(upload)
    if (problem) fieldErrors.cv = fileProblemMessage(problem)
  }
  if (!checked.ok || Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, fields: checked.fields, file: upload }
}
