import { acceptedExtensions, fileLimit } from './file-rules'
import { hasOption, optionValue, type FormTag } from './form-tags'
import { isWpEmail } from './is-email'

const TEXT_TYPES = ['text', 'email', 'url', 'tel', 'textarea']

/** Contact Form 7's own messages (the site shows its own texts before sending). */
export const CF7_MESSAGES = {
  required: 'Please fill out this field.',
  email: 'Please enter an email address.',
  tooLong: 'This field has a too long input.',
  tooShort: 'This field has a too short input.',
  badOption: 'Undefined value was submitted through this field.',
  quizWrong: 'The answer to the quiz is incorrect.',
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
function postedText(basetype: string, raw: string): string {
  return basetype === 'textarea' ? raw : raw.replaceAll('\n', ' ').trim()
}

/** A select's accepted values (CF7's `enum` rule): its values, less a `first_as_label` label. */
function selectValues(tag: FormTag): string[] {
  const values = hasOption(tag, 'first_as_label') ? tag.values.slice(1) : tag.values
  return values.filter((v) => v !== '')
}

/**
 * The keys of CF7's Messages tab (`properties.messages`) for the texts of a field's problem: a form
 * whose editor changed them answers with the form's own texts (seen on CF7 6.1: a custom
 * `invalid_too_short` comes back as the field's message).
 */
export const MESSAGE_KEYS = {
  required: 'invalid_required',
  email: 'invalid_email',
  tooLong: 'invalid_too_long',
  tooShort: 'invalid_too_short',
  fileTooLarge: 'upload_file_too_large',
  fileType: 'upload_file_type_invalid',
  quizWrong: 'quiz_answer_not_correct',
} as const satisfies Partial<Record<keyof typeof CF7_MESSAGES, string>>

/** A form's Messages tab, each key the editor left alone holding CF7's default. */
export type FormMessages = Record<string, string>

/** The Messages tab of a form whose editor changed the given texts (CF7's REST answer lists all). */
export function formMessages(changed: FormMessages): FormMessages {
  const defaults: FormMessages = {
    mail_sent_ok: CF7_MESSAGES.mailSent,
    validation_error: CF7_MESSAGES.validationFailed,
    spam: CF7_MESSAGES.spam,
    accept_terms: CF7_MESSAGES.acceptanceMissing,
  }
  for (const [problem, key] of Object.entries(MESSAGE_KEYS)) {
    defaults[key] = CF7_MESSAGES[problem as keyof typeof MESSAGE_KEYS]
  }
  return { ...defaults, ...changed }
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
}

/** The problem of an uploaded file against its tag's `limit:` and `filetypes:`, if any. */
function fileProblem(tag: FormTag, upload: File): keyof typeof MESSAGE_KEYS | null {
  const ext = upload.name.split('.').pop()?.toLowerCase() ?? ''
  if (!acceptedExtensions(tag).includes(ext)) return 'fileType'
  if (upload.size > fileLimit(tag)) return 'fileTooLarge'
  return null
}

/** Validates posted data against a form's tags the way CF7 6.x does (its SWV rules). */
export function checkSubmission(
  tags: readonly FormTag[],
  data: FormData,
  messages: FormMessages = {},
): CheckedSubmission {
  const problems: FieldProblem[] = []
  const text = (problem: keyof typeof MESSAGE_KEYS) =>
    messages[MESSAGE_KEYS[problem]] ?? CF7_MESSAGES[problem]
  const fields: Record<string, string> = {}
  let acceptanceMissing = false
  let file: File | null = null
  // CF7 requires a radio group always (one button is meant to be chosen), whatever its `*`.
  const required = (tag: FormTag) => tag.type.endsWith('*') || tag.basetype === 'radio'
  for (const tag of tags) {
    if (!tag.name) continue
    const raw = data.get(tag.name)
    if (tag.basetype === 'file') {
      const upload = raw instanceof File && raw.size > 0 ? raw : null
      if (!upload) {
        if (required(tag)) problems.push({ field: tag.name, message: text('required') })
        continue
      }
      const problem = fileProblem(tag, upload)
      if (problem) problems.push({ field: tag.name, message: text(problem) })
      else file = upload
      continue
    }
    const posted = typeof raw === 'string' ? postedText(tag.basetype, raw) : ''
    const value = posted.trim()
    fields[tag.name] = value
    if (tag.basetype === 'quiz') {
      // CF7 compares a hash of the answer with one it put in the form it rendered
      // (`_wpcf7_quiz_answer_{name}`): a submission that never showed the quiz always fails.
      if (!value || data.get(`_wpcf7_quiz_answer_${tag.name}`) === null)
        problems.push({ field: tag.name, message: text('quizWrong') })
      continue
    }
    if (tag.basetype === 'acceptance') {
      if (!hasOption(tag, 'optional') && !['1', 'on', 'true', 'yes'].includes(value.toLowerCase()))
        acceptanceMissing = true
      continue
    }
    if (!value) {
      if (required(tag)) problems.push({ field: tag.name, message: text('required') })
      continue
    }
    const maxLength = Number(optionValue(tag, 'maxlength') ?? 'NaN')
    const minLength = Number(optionValue(tag, 'minlength') ?? 'NaN')
    if (tag.basetype === 'email' && !isWpEmail(value)) {
      problems.push({ field: tag.name, message: text('email') })
    } else if (TEXT_TYPES.includes(tag.basetype) && countCodeUnits(posted) > maxLength) {
      problems.push({ field: tag.name, message: text('tooLong') })
    } else if (TEXT_TYPES.includes(tag.basetype) && countCodeUnits(posted) < minLength) {
      // CF7's minlength rule: an empty optional field passed above; a short one fails.
      problems.push({ field: tag.name, message: text('tooShort') })
    } else if (tag.basetype === 'select' && !selectValues(tag).includes(value)) {
      problems.push({ field: tag.name, message: CF7_MESSAGES.badOption })
    }
  }
  // Fields CF7 passes through untouched (reference_page, referrer, service_interest…).
  for (const [name, value] of data.entries()) {
    if (!name.startsWith('_') && typeof value === 'string' && !(name in fields))
      fields[name] = value
  }
  return { problems, acceptanceMissing, fields, file }
}
