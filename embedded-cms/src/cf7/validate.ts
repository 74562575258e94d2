import type { FormDefinition, FormField } from '../content/types'

const MAX_FILE_BYTES = 2_000_000
const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt', 'xlsx', 'csv']
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Contact Form 7's own messages (the site shows its own texts before sending). */
export const CF7_MESSAGES = {
  required: 'Please fill out this field.',
  email: 'Please enter an email address.',
  tooLong: 'This field has a too long input.',
  badOption: 'Undefined value was submitted through this field.',
  fileTooLarge: 'The uploaded file is too large.',
  fileType: 'You are not allowed to upload files of this type.',
  validationFailed: 'One or more fields have an error. Please check and try again.',
  acceptanceMissing: 'You must accept the terms and conditions before sending your message.',
  mailSent: 'Thank you for your message. It has been sent.',
  duplicated: 'You have already applied for this position.',
  spam: 'There was an error trying to send your message. Please try again later.',
} as const

/**
 * A text's length as CF7 counts it for `maxlength` (`wpcf7_count_code_units`): UTF-16 code units,
 * with each CRLF counted as one line break, the way the browser counts a textarea's value.
 */
function countCodeUnits(text: string): number {
  return text.replaceAll('\r\n', '\n').length
}

/** What CF7 reads from a posted text: one-line fields get spaces for line breaks and are trimmed. */
function postedText(type: FormField['type'], raw: string): string {
  return type === 'textarea' ? raw : raw.replaceAll('\n', ' ').trim()
}

interface FieldProblem {
  field: string
  message: string
}

interface CheckedSubmission {
  problems: FieldProblem[]
  acceptanceMissing: boolean
  fields: Record<string, string>
  file: File | null
  fileField: string | null
}

/** Validates posted data against a form definition the way CF7's tags do. */
export function checkSubmission(form: FormDefinition, data: FormData): CheckedSubmission {
  const problems: FieldProblem[] = []
  const fields: Record<string, string> = {}
  let acceptanceMissing = false
  let file: File | null = null
  let fileField: string | null = null
  for (const def of form.fields) {
    const raw = data.get(def.name)
    if (def.type === 'file') {
      const upload = raw instanceof File && raw.size > 0 ? raw : null
      if (!upload) {
        if (def.required) problems.push({ field: def.name, message: CF7_MESSAGES.required })
        continue
      }
      const ext = upload.name.split('.').pop()?.toLowerCase() ?? ''
      if (upload.size > MAX_FILE_BYTES) {
        problems.push({ field: def.name, message: CF7_MESSAGES.fileTooLarge })
      } else if (!FILE_EXTENSIONS.includes(ext)) {
        problems.push({ field: def.name, message: CF7_MESSAGES.fileType })
      } else {
        file = upload
        fileField = def.name
      }
      continue
    }
    const posted = typeof raw === 'string' ? postedText(def.type, raw) : ''
    const value = posted.trim()
    fields[def.name] = value
    if (def.type === 'acceptance') {
      if (def.required && !['1', 'on', 'true', 'yes'].includes(value.toLowerCase())) {
        acceptanceMissing = true
      }
      continue
    }
    if (!value) {
      if (def.required) problems.push({ field: def.name, message: CF7_MESSAGES.required })
      continue
    }
    if (def.type === 'email' && !EMAIL.test(value)) {
      problems.push({ field: def.name, message: CF7_MESSAGES.email })
    } else if (def.maxLength && countCodeUnits(posted) > def.maxLength) {
      problems.push({ field: def.name, message: CF7_MESSAGES.tooLong })
    } else if (def.type === 'select' && def.options && !def.options.includes(value)) {
      problems.push({ field: def.name, message: CF7_MESSAGES.badOption })
    }
  }
  // Fields CF7 passes through untouched (reference_page, referrer, service_interest…).
  for (const [name, value] of data.entries()) {
    if (!name.startsWith('_') && typeof value === 'string' && !(name in fields))
      fields[name] = value
  }
  return { problems, acceptanceMissing, fields, file, fileField }
}
