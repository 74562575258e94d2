import { acceptedExtensions, fileLimit } from './file-rules'
import { hasOption, optionValue, type FormTag } from './form-tags'
import { isWpEmail } from './is-email'
import {
  dateOption,
  isCf7Date,
  isCf7Number,
  isCf7Tel,
  isCf7Url,
  maxLengthOf,
  numberOption,
} from './value-rules'

const TEXT_TYPES = ['text', 'email', 'url', 'tel', 'textarea']

/** Contact Form 7's own messages (the site shows its own texts before sending). */
export const CF7_MESSAGES = {
  required: 'Please fill out this field.',
  email: 'Please enter an email address.',
  tooLong: 'This field has a too long input.',
  tooShort: 'This field has a too short input.',
  url: 'Please enter a URL.',
  tel: 'Please enter a telephone number.',
  number: 'Please enter a number.',
  numberTooSmall: 'This field has a too small number.',
  numberTooLarge: 'This field has a too large number.',
  date: 'Please enter a date in YYYY-MM-DD format.',
  dateTooEarly: 'This field has a too early date.',
  dateTooLate: 'This field has a too late date.',
  badOption: 'Undefined value was submitted through this field.',
  tooManyItems: 'Too many items are selected.',
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

/** HTML entities in a value, decoded as CF7's `enum` rules decode them (`html_entity_decode`). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return named[code.toLowerCase()] ?? whole
    const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
  })
}

/**
 * The values a choice field accepts (CF7's `enum` rule, one per name over every tag of that name):
 * a select's values less a `first_as_label` label, a checkbox's or radio's values; none (no check)
 * for a checkbox with `free_text`.
 */
function acceptedValues(tags: readonly FormTag[], name: string): string[] | null {
  const same = tags.filter((t) => t.name === name && CHOICE_TYPES.includes(t.basetype))
  if (same.some((t) => t.basetype !== 'select' && hasOption(t, 'free_text'))) return null
  const values = same.flatMap((t) =>
    t.basetype === 'select' && hasOption(t, 'first_as_label') ? t.values.slice(1) : t.values,
  )
  return [...new Set(values.map(decodeEntities))].filter((v) => v !== '')
}

const CHOICE_TYPES = ['select', 'checkbox', 'radio']

/**
 * What PHP makes of the posted names: `topics[]` (a checkbox group, a select `multiple`) is a
 * list, `topics` one value.
 */
function postedList(data: FormData, name: string): string[] {
  const list = data.getAll(`${name}[]`).filter((v): v is string => typeof v === 'string')
  if (list.length) return list
  const one = data.get(name)
  return typeof one === 'string' ? [one] : []
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
  url: 'invalid_url',
  tel: 'invalid_tel',
  number: 'invalid_number',
  numberTooSmall: 'number_too_small',
  numberTooLarge: 'number_too_large',
  date: 'invalid_date',
  dateTooEarly: 'date_too_early',
  dateTooLate: 'date_too_late',
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

/** The first rule a non-empty value breaks, in the order CF7's modules add their rules. */
function valueProblem(
  tag: FormTag,
  value: string,
  posted: string,
): keyof typeof MESSAGE_KEYS | null {
  const { basetype } = tag
  if (basetype === 'number' || basetype === 'range') {
    if (!isCf7Number(value)) return 'number'
    // A range has CF7's own bounds when the tag names none.
    const min = numberOption(tag, 'min') ?? (basetype === 'range' ? 0 : null)
    const max = numberOption(tag, 'max') ?? (basetype === 'range' ? 100 : null)
    if (min !== null && Number(value) < min) return 'numberTooSmall'
    if (max !== null && Number(value) > max) return 'numberTooLarge'
    return null
  }
  if (basetype === 'date') {
    if (!isCf7Date(value)) return 'date'
    const min = dateOption(tag, 'min')
    const max = dateOption(tag, 'max')
    if (min !== null && value < min) return 'dateTooEarly'
    if (max !== null && value > max) return 'dateTooLate'
    return null
  }
  if (!TEXT_TYPES.includes(basetype)) return null
  if (basetype === 'email' && !isWpEmail(value)) return 'email'
  if (basetype === 'url' && !isCf7Url(value)) return 'url'
  if (basetype === 'tel' && !isCf7Tel(value)) return 'tel'
  // CF7's minlength rule: an empty optional field passed before; a short one fails.
  const minLength = Number(optionValue(tag, 'minlength') ?? 'NaN')
  if (countCodeUnits(posted) < minLength) return 'tooShort'
  if (countCodeUnits(posted) > maxLengthOf(tag)) return 'tooLong'
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
  const fail = (tag: FormTag, problem: keyof typeof MESSAGE_KEYS) =>
    problems.push({ field: tag.name, message: text(problem) })
  for (const tag of tags) {
    if (!tag.name) continue
    const raw = data.get(tag.name)
    if (tag.basetype === 'file') {
      const upload = raw instanceof File && raw.size > 0 ? raw : null
      if (!upload) {
        if (required(tag)) fail(tag, 'required')
        continue
      }
      const problem = fileProblem(tag, upload)
      if (problem) fail(tag, problem)
      else file = upload
      continue
    }
    if (CHOICE_TYPES.includes(tag.basetype)) {
      const chosen = postedList(data, tag.name)
        .map((v) => v.trim())
        .filter(Boolean)
      fields[tag.name] = chosen.join(', ')
      const accepted = acceptedValues(tags, tag.name)
      if (!chosen.length) {
        if (required(tag)) fail(tag, 'required')
      } else if ((tag.basetype === 'radio' || hasOption(tag, 'exclusive')) && chosen.length > 1) {
        problems.push({ field: tag.name, message: CF7_MESSAGES.tooManyItems })
      } else if (accepted && chosen.some((v) => !accepted.includes(v))) {
        problems.push({ field: tag.name, message: CF7_MESSAGES.badOption })
      }
      continue
    }
    const posted = typeof raw === 'string' ? postedText(tag.basetype, raw) : ''
    const value = posted.trim()
    fields[tag.name] = value
    if (tag.basetype === 'quiz') {
      // CF7 compares a hash of the answer with one it put in the form it rendered
      // (`_wpcf7_quiz_answer_{name}`): a submission that never showed the quiz always fails.
      if (!value || data.get(`_wpcf7_quiz_answer_${tag.name}`) === null) fail(tag, 'quizWrong')
      continue
    }
    if (tag.basetype === 'acceptance') {
      if (!hasOption(tag, 'optional') && !['1', 'on', 'true', 'yes'].includes(value.toLowerCase()))
        acceptanceMissing = true
      continue
    }
    if (!value) {
      if (required(tag)) fail(tag, 'required')
      continue
    }
    const problem = valueProblem(tag, value, posted)
    if (problem) fail(tag, problem)
  }
  // Fields CF7 passes through untouched (reference_page, referrer, service_interest…).
  for (const [name, value] of data.entries()) {
    const base = name.replace(/\[\]$/, '')
    if (!name.startsWith('_') && typeof value === 'string' && !(base in fields))
      fields[name] = value
  }
  return { problems, acceptanceMissing, fields, file }
}
