// zod/mini: the same zod 4 schemas, in a form the browser bundle can tree-shake.
import * as z from 'zod/mini'
import { MESSAGES, tooLong } from './messages'

/** Kept here too for modules written against the first version of this file. */

/** The interests a visitor can pick on the contact form (CF7's select options). */
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

/** A standard address pattern: something, @, a domain with a dot and a top-level part. */
const EMAIL_PATTERN = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;.]{2,}$/
const ACCEPTED = ['1', 'on', 'true', 'yes']
const NAME_MAX = 100
const MESSAGE_MAX = 1000

/** Posted values arrive as strings (or not at all): trimmed text, '' when absent. */
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.pipe(z.transform(asText), z.string().check(...checks))

const requiredText = (message: string, max = NAME_MAX) =>
  text(z.minLength(1, message), z.maxLength(max, tooLong(max)))
const optionalText = (max: number, message = tooLong(max)) => text(z.maxLength(max, message))
const email = (invalid: string) =>
  text(
    z.minLength(1, MESSAGES.emailRequired),
    z.maxLength(254, invalid),
    z.regex(EMAIL_PATTERN, invalid),
  )
const termsAccepted = z.pipe(
  z.transform((value: unknown) => value === true || ACCEPTED.includes(asText(value).toLowerCase())),
  z.literal(true, { error: MESSAGES.termsRequired }),
)
const captcha = text(
  z.minLength(1, MESSAGES.captchaRequired),
  z.maxLength(8000, MESSAGES.captchaRequired),
)
const message = optionalText(MESSAGE_MAX, MESSAGES.messageTooLong)
/** The page the form was sent from ('Home' for the front page); filled in at the edge if absent. */
const referencePage = optionalText(200)

const contactFields = {
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  email: email(MESSAGES.emailInvalidShort),
}

/**
 * One zod schema per form: the browser checks with it before sending (inline errors) and the edge
 * checks again before anything is forwarded. Unknown fields are dropped; strings are trimmed and
 * capped. Attachments are checked apart (see `files.ts`), captcha tokens are verified at the edge.
 */
export const FORM_SCHEMAS = {
  contact: z.object({
    ...contactFields,
    company: optionalText(NAME_MAX),
    interest: z.pipe(z.transform(asText), z.enum(INTERESTS, { error: MESSAGES.interestRequired })),
    message,
    termsAccepted,
    captcha,
    reference_page: referencePage,
  }),
  application: z.object({
    ...contactFields,
    message,
    vacancy: requiredText(MESSAGES.vacancyRequired, 200),
    termsAccepted,
    captcha,
    reference_page: referencePage,
  }),
  landing: z.object({ ...contactFields, termsAccepted, captcha, reference_page: referencePage }),
  'services-contact': z.object({
    firstName: requiredText(MESSAGES.firstNameRequired),
    lastName: requiredText(MESSAGES.lastNameRequired),
    email: email(MESSAGES.emailInvalid),
    company: optionalText(NAME_MAX),
    message,
    termsAccepted,
    reference_page: referencePage,
  }),
  service: z.object({
    fullName: requiredText(MESSAGES.fullNameRequired),
    email: email(MESSAGES.emailInvalid),
    message,
    service: optionalText(200),
    reference_page: referencePage,
  }),
  'email-cta': z.object({ email: email(MESSAGES.emailInvalid), reference_page: referencePage }),
  subscribe: z.object({
    email: email(MESSAGES.emailInvalid),
    termsAccepted,
    reference_page: referencePage,
  }),
  unsubscribe: z.object({ email: email(MESSAGES.emailInvalidShort) }),
}

export type FormKind = keyof typeof FORM_SCHEMAS
export const FORM_KINDS = Object.keys(FORM_SCHEMAS) as FormKind[]
export type FormValues<K extends FormKind> = z.output<(typeof FORM_SCHEMAS)[K]>

export function isFormKind(value: string): value is FormKind {
  return Object.hasOwn(FORM_SCHEMAS, value)
}

/** Forms with an attachment field `cv`, and whether it is required. */
export const FILE_FORMS: Partial<Record<FormKind, { required: boolean }>> = {
  contact: { required: false },
  application: { required: true },
}

/** Forms whose captcha the edge verifies before anything is forwarded (spec: 'Verify'). */
export const CAPTCHA_FORMS: readonly FormKind[] = ['contact', 'application', 'landing']

/** Field name → the first message for it. */
export type FieldErrors = Record<string, string>

export type FieldsValidation =
  { ok: true; fields: Record<string, string> } | { ok: false; fieldErrors: FieldErrors }

/**
 * Checks the text fields of a form. On success the clean values come back as strings ready to post
 * (an accepted checkbox as '1'); otherwise the first message of each field in error.
 */
export function validateFields(kind: FormKind, values: Record<string, unknown>): FieldsValidation {
  const parsed = FORM_SCHEMAS[kind].safeParse(values)
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (field) fieldErrors[field] ??= issue.message
    }
    return { ok: false, fieldErrors }
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    fields[name] = value === true ? '1' : String(value)
  }
  return { ok: true, fields }
}
