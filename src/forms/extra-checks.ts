import type { ExtraField } from './extra-fields'
import { MESSAGES, requiredFor, tooLong } from './messages'
import type { FieldErrors } from './schemas'
import { countCodeUnits, isEmailAddress, isSingleLine } from './text'

/** A value as the browser or the edge posts it: one text, or a list (a checkbox group). */
export type PostedValue = string | string[]

/** The site's texts for the extra fields' problems (a form's own changed text comes first). */
export const EXTRA_MESSAGES = {
  chooseOne: 'Please choose one option only.',
  chooseAtLeastOne: 'Please select at least one option.',
  acceptRequired: 'Please tick this box to send the form.',
  url: 'Please enter a web address starting with https://.',
  tel: 'Please enter a valid phone number.',
  number: 'Please enter a number.',
  date: 'Please enter a date as YYYY-MM-DD.',
  numberAtLeast: (min: string) => `Please enter a number of at least ${min}.`,
  numberAtMost: (max: string) => `Please enter a number of at most ${max}.`,
  dateFrom: (min: string) => `Please choose a date on or after ${min}.`,
  dateUntil: (max: string) => `Please choose a date on or before ${max}.`,
  tooShort: (min: number) => `Please use at least ${min} characters.`,
}

/** The schemes WordPress allows (`wp_allowed_protocols()`), which CF7's URL rule takes. */
const SCHEMES = new Set(
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(
    ' ',
  ),
)

/** CF7's URL rule: a scheme WordPress allows before the first colon; nothing else is checked. */
export function isUrlForCf7(value: string): boolean {
  const colon = value.indexOf(':')
  const scheme = value.slice(0, colon).toLowerCase()
  return colon > 0 && /^[a-z][a-z0-9+.-]*$/.test(scheme) && SCHEMES.has(scheme)
}

/**
 * CF7's telephone rule: after an extension (`#12`, `*3`) and the separators `( ) / . - space` are
 * dropped, 6 to 15 digits with an optional leading `+` (`00` counts as `+`).
 */
export function isTelForCf7(value: string): boolean {
  const stripped = value.split(/[#*]/)[0]?.replace(/[()/.\s-]+/g, '') ?? ''
  const international = stripped.startsWith('+') || stripped.startsWith('00')
  const digits = international ? `+${stripped.replace(/^[+0]+/, '')}` : stripped
  return /^\+?[0-9]+$/.test(digits) && digits.length >= 6 && digits.length <= 15
}

/** HTML's valid floating-point number, as CF7's number rule reads it (`-3`, `.5`, `1e3`). */
export const isNumberForCf7 = (value: string) =>
  /^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(value)

/** A real calendar day written `YYYY-MM-DD`, as CF7's date rule reads it. */
export function isDateForCf7(value: string): boolean {
  const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(value)
  if (!m) return false
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3])
}

/**
 * The posted values with each list field's every value (a checkbox group, a select `multiple`):
 * every other name keeps its first value, as the site's own fields always did.
 */
export function withLists(
  fields: Record<string, string>,
  lists: Record<string, readonly string[]>,
  extras: readonly ExtraField[],
): Record<string, PostedValue> {
  const out: Record<string, PostedValue> = { ...fields }
  for (const field of extras) {
    if (field.multiple)
      out[field.name] = Object.hasOwn(lists, field.name) ? [...(lists[field.name] ?? [])] : []
  }
  return out
}

/** Every text posted under a name (a list, one value or none). */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' ? [value] : []
}

const ACCEPTED = ['1', 'on', 'true', 'yes']

/** The problem of a filled text-like field, or null. */
function textProblem(field: ExtraField, value: string, texts: Record<string, string>) {
  if (field.type !== 'textarea' && !isSingleLine(value)) return MESSAGES.singleLine
  if (field.type === 'email' && !isEmailAddress(value))
    return texts.invalid_email ?? MESSAGES.emailInvalid
  if (field.type === 'url' && !isUrlForCf7(value)) return texts.invalid_url ?? EXTRA_MESSAGES.url
  if (field.type === 'tel' && !isTelForCf7(value)) return texts.invalid_tel ?? EXTRA_MESSAGES.tel
  const size = countCodeUnits(value)
  if (field.minLength && size < field.minLength)
    return texts.invalid_too_short ?? EXTRA_MESSAGES.tooShort(field.minLength)
  if (field.maxLength && size > field.maxLength)
    return texts.invalid_too_long ?? tooLong(field.maxLength)
  return null
}

/** The problem of a filled number, range or date, or null (bounds as CF7 compares them). */
function boundedProblem(field: ExtraField, value: string, texts: Record<string, string>) {
  if (field.type === 'date') {
    if (!isDateForCf7(value)) return texts.invalid_date ?? EXTRA_MESSAGES.date
    if (field.min && value < field.min)
      return texts.date_too_early ?? EXTRA_MESSAGES.dateFrom(field.min)
    if (field.max && value > field.max)
      return texts.date_too_late ?? EXTRA_MESSAGES.dateUntil(field.max)
    return null
  }
  if (!isNumberForCf7(value)) return texts.invalid_number ?? EXTRA_MESSAGES.number
  if (field.min !== undefined && Number(value) < Number(field.min))
    return texts.number_too_small ?? EXTRA_MESSAGES.numberAtLeast(field.min)
  if (field.max !== undefined && Number(value) > Number(field.max))
    return texts.number_too_large ?? EXTRA_MESSAGES.numberAtMost(field.max)
  return null
}

/** The problem of a choice field's chosen values, or null. */
function choiceProblem(field: ExtraField, chosen: string[], texts: Record<string, string>) {
  if (!chosen.length) {
    if (!field.required) return null
    return (
      texts.invalid_required ??
      (field.multiple ? EXTRA_MESSAGES.chooseAtLeastOne : MESSAGES.interestRequired)
    )
  }
  if (!field.multiple && chosen.length > 1) return EXTRA_MESSAGES.chooseOne
  return chosen.every((v) => field.choices?.includes(v)) ? null : MESSAGES.interestRequired
}

/**
 * Checks the extra fields of a submission as CF7 would (its required, type, bounds, length and
 * choice rules) and gives the site's clear texts, or the form's own where its editor changed them.
 * The clean values come back under the fields' names, lists for checkbox groups and multiple
 * selects; nothing else posted is taken.
 */
export function checkExtraFields(
  fields: readonly ExtraField[],
  posted: Record<string, unknown>,
  texts: Record<string, string> = {},
): { errors: FieldErrors; values: Record<string, PostedValue> } {
  const errors: FieldErrors = {}
  const values: Record<string, PostedValue> = {}
  for (const field of fields) {
    const list = Object.hasOwn(posted, field.name) ? listOf(posted[field.name]) : []
    let problem: string | null = null
    if (field.type === 'select' || field.type === 'checkbox' || field.type === 'radio') {
      const chosen = list.map((v) => v.trim()).filter(Boolean)
      values[field.name] = field.multiple ? chosen : (chosen[0] ?? '')
      problem = choiceProblem(field, chosen, texts)
    } else if (field.type === 'acceptance') {
      const accepted = ACCEPTED.includes((list[0] ?? '').trim().toLowerCase())
      values[field.name] = accepted ? '1' : ''
      if (field.required && !accepted) problem = texts.accept_terms ?? EXTRA_MESSAGES.acceptRequired
    } else {
      const value = (list[0] ?? '').trim()
      values[field.name] = value
      if (!value) {
        problem = field.required ? (texts.invalid_required ?? requiredFor(field.label)) : null
      } else if (['number', 'range', 'date'].includes(field.type)) {
        problem = boundedProblem(field, value, texts)
      } else {
        problem = textProblem(field, value, texts)
      }
    }
    if (problem) errors[field.name] = problem
  }
  return { errors, values }
}
