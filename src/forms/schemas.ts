// zod/mini: the same zod 4 schemas, in a form the browser bundle can tree-shake.
import * as z from 'zod/mini'
import { MESSAGES, tooLong } from './messages'
import { countCodeUnits, isEmailAddress, isSingleLine } from './text'

const ACCEPTED = ['1', 'on', 'true', 'yes']
/** The limit of a name or company field, the browser's `maxlength` included. */
export const NAME_MAX = 100
/** The message's limit (spec section 9), counted as `countCodeUnits` does. */
export const MESSAGE_MAX = 1000

/** Posted values arrive as strings (or not at all): trimmed text, '' when absent. */
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.pipe(z.transform(asText), z.string().check(...checks))

/**
 * At most `max` characters as the browser's `maxlength` and CF7 count them (UTF-16 code units, see
 * `countCodeUnits`): zod's own `maxLength` counts code points, so an emoji would count once.
 */
const atMost = (max: number, message: string) =>
  z.refine<string>((value) => countCodeUnits(value) <= max, message)

/** A one-line field: no line breaks, at most `max` characters. */
const oneLine = (max: number) => [
  z.refine<string>(isSingleLine, MESSAGES.singleLine),
  atMost(max, tooLong(max)),
]
const requiredText = (message: string, max = NAME_MAX) =>
  text(z.minLength(1, message), ...oneLine(max))
const optionalText = (max: number) => text(...oneLine(max))
const email = (invalid: string) =>
  text(
    z.minLength(1, MESSAGES.emailRequired),
    z.refine<string>(isSingleLine, MESSAGES.singleLine),
    z.refine<string>(isEmailAddress, invalid),
  )
const termsAccepted = z.pipe(
  z.transform((value: unknown) => value === true || ACCEPTED.includes(asText(value).toLowerCase())),
  z.literal(true, { error: MESSAGES.termsRequired }),
)
const captcha = text(
  z.minLength(1, MESSAGES.captchaRequired),
  atMost(8000, MESSAGES.captchaRequired),
)
/** Counted as the browser's maxlength and CF7 count it (a CRLF line break is one character). */
const message = text(atMost(MESSAGE_MAX, MESSAGES.messageTooLong))
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
    // The options are the block's (or the site's defaults); CF7 checks the value against its own.
    interest: requiredText(MESSAGES.interestRequired, 200),
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

type FieldsValidation =
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

/** Fields a form carries that the visitor neither types nor can correct: hidden, or chosen from
 * options the site configures. */
const SET_BY_THE_SITE = new Set(['interest', 'vacancy', 'service', 'reference_page', 'captcha'])

/**
 * Whether a field CF7 complains about is one the visitor typed and can correct. A complaint about
 * any other (a select's options, a hidden field, a field the form does not have) means the site's
 * configuration and the CF7 form disagree.
 */
export function visitorCanFix(kind: FormKind, field: string): boolean {
  if (SET_BY_THE_SITE.has(field)) return false
  return Object.hasOwn(FORM_SCHEMAS[kind].shape, field) || (field === 'cv' && !!FILE_FORMS[kind])
}
