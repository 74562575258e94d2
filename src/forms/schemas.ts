import { MESSAGES } from './messages'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** The interests a visitor can pick on the contact form. */
export const INTERESTS = [
  'Software development',
  'Data & AI',
  'Mobile & web apps',
  'IT consulting',
  'E-commerce',
  'Dedicated team',
  'UI/UX design',
  'Automation',
  'Cloud',
  'BPO',
  'Careers',
  'Other',
] as const

/** How one field is checked; each rule carries the exact message the visitor sees. */
export interface FieldRule {
  required?: string
  email?: string
  maxLength?: { max: number; message: string }
  oneOf?: { values: readonly string[]; message: string }
  accepted?: string
}

const firstName: FieldRule = {
  required: MESSAGES.firstNameRequired,
  maxLength: { max: 100, message: MESSAGES.firstNameRequired },
}
const lastName: FieldRule = {
  required: MESSAGES.lastNameRequired,
  maxLength: { max: 100, message: MESSAGES.lastNameRequired },
}
const emailShort: FieldRule = {
  required: MESSAGES.emailRequired,
  email: MESSAGES.emailInvalidShort,
}
const emailLong: FieldRule = { required: MESSAGES.emailRequired, email: MESSAGES.emailInvalid }
const optional: FieldRule = {
  maxLength: { max: 200, message: 'Please keep this under 200 characters.' },
}
const message: FieldRule = { maxLength: { max: 1000, message: MESSAGES.messageTooLong } }
const terms: FieldRule = { accepted: MESSAGES.termsRequired }
const captcha: FieldRule = { required: MESSAGES.captchaRequired }
const reference: FieldRule = { maxLength: { max: 500, message: 'Invalid reference.' } }

/**
 * The rules of every form, shared by the browser (inline errors before sending) and the edge (the
 * authority, which checks again before anything is forwarded). Fields not listed are dropped.
 */
export const FORM_RULES = {
  contact: {
    firstName,
    lastName,
    email: emailShort,
    company: optional,
    interest: {
      required: MESSAGES.interestRequired,
      oneOf: { values: INTERESTS, message: MESSAGES.interestRequired },
    },
    message,
    termsAccepted: terms,
    captcha,
    reference_page: reference,
  },
  application: {
    firstName,
    lastName,
    email: emailShort,
    message,
    vacancy: { required: 'Vacancy is required.' },
    termsAccepted: terms,
    captcha,
    reference_page: reference,
  },
  landing: {
    firstName,
    lastName,
    email: emailShort,
    termsAccepted: terms,
    captcha,
    reference_page: reference,
  },
  'services-contact': {
    firstName,
    lastName,
    email: emailLong,
    company: optional,
    message,
    termsAccepted: terms,
    reference_page: reference,
  },
  service: {
    fullName: { required: MESSAGES.fullNameRequired },
    email: emailLong,
    message,
    service: optional,
    reference_page: reference,
  },
  'email-cta': { email: emailLong, reference_page: reference },
  subscribe: { email: emailLong, termsAccepted: terms },
  unsubscribe: { email: emailShort },
} satisfies Record<string, Record<string, FieldRule>>

export type FormKind = keyof typeof FORM_RULES
export const FORM_KINDS = Object.keys(FORM_RULES) as FormKind[]

/** Forms that carry an attachment field `cv`. */
export const FILE_FORMS: readonly FormKind[] = ['contact', 'application']
/** Forms verified with the captcha before anything is forwarded. */
export const CAPTCHA_FORMS: readonly FormKind[] = ['contact', 'application', 'landing']

export function isFormKind(value: string): value is FormKind {
  return Object.hasOwn(FORM_RULES, value)
}

export type FieldErrors = Record<string, string>

function checkField(rule: FieldRule, raw: unknown): string | null {
  const value = typeof raw === 'string' ? raw.trim() : raw === true ? 'true' : ''
  if (rule.accepted) return ['1', 'on', 'true', 'yes'].includes(value) ? null : rule.accepted
  if (!value) return rule.required ?? null
  if (rule.email && (!EMAIL.test(value) || value.length > 254)) return rule.email
  if (rule.maxLength && value.length > rule.maxLength.max) return rule.maxLength.message
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.message
  return null
}

export type FormValidation =
  { ok: true; data: Record<string, string> } | { ok: false; fieldErrors: FieldErrors }

/** Validates a form's values; returns clean strings (terms as '1') or the first message per field. */
export function validateForm(kind: FormKind, values: Record<string, unknown>): FormValidation {
  const rules: Record<string, FieldRule> = FORM_RULES[kind]
  const data: Record<string, string> = {}
  const fieldErrors: FieldErrors = {}
  for (const [name, rule] of Object.entries(rules)) {
    const problem = checkField(rule, values[name])
    if (problem) fieldErrors[name] = problem
    else if (rule.accepted) data[name] = '1'
    else data[name] = typeof values[name] === 'string' ? (values[name] as string).trim() : ''
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, data }
}

/** What the edge answers to a form post. */
export interface FormResult {
  ok: boolean
  title: string
  message: string
  fieldErrors: FieldErrors
}

/** The CF7 unit tag: `YYYY-MM-DD_{formId}` (spec section 7). */
export function unitTag(formId: number, now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}_${formId}`
}
