import { FILE_EXTENSIONS, MAX_FILE_BYTES } from './files'
import { FILE_FORMS, FORM_SCHEMAS, MESSAGE_MAX, type FormKind } from './schemas'

/** How a field the site sends reaches CF7. */
interface SentField {
  name: string
  /** The visitor types or chooses it: without a CF7 tag, it is not in the mail. */
  typed: boolean
  /** The CF7 tag that receives it, as an editor writes it on CF7's Form tab. */
  tag: string
}

/** Posted to the edge but never forwarded. */
const EDGE_ONLY = new Set(['captcha'])
const FILE_TYPES = FILE_EXTENSIONS.join('|')

/** The CF7 tag for each field the site sends (`interest`'s options are the company's own). */
const TAGS: Record<string, (kind: FormKind) => string> = {
  firstName: () => '[text* firstName]',
  lastName: () => '[text* lastName]',
  fullName: () => '[text* fullName]',
  email: () => '[email* email]',
  company: () => '[text company]',
  interest: () => '[select* interest "Your first option" "Your second option"]',
  message: () => `[textarea message maxlength:${MESSAGE_MAX}]`,
  cv: (kind) =>
    `[file${FILE_FORMS[kind]?.required ? '*' : ''} cv limit:${MAX_FILE_BYTES} filetypes:${FILE_TYPES}]`,
  termsAccepted: () =>
    '[acceptance termsAccepted] I accept the terms and conditions. [/acceptance]',
  vacancy: () => '[hidden vacancy]',
  service: () => '[hidden service]',
  reference_page: () => '[hidden reference_page]',
  referrer: () => '[hidden referrer]',
  service_interest: () => '[hidden service_interest]',
}
const SET_BY_THE_SITE = new Set([
  'vacancy',
  'service',
  'reference_page',
  'referrer',
  'service_interest',
])

/**
 * Every field the site sends to the CF7 form of a kind (worker/forms/handle-post.ts forwards the
 * form's fields, `referrer`, the attachment `cv`, and `service_interest` for the contact form).
 * The one list that the README's table, `npm run cms:check` and the demo forms agree with.
 */
export function fieldsSent(kind: FormKind): SentField[] {
  if (kind === 'unsubscribe') return []
  const names = Object.keys(FORM_SCHEMAS[kind].shape).filter((n) => !EDGE_ONLY.has(n))
  if (FILE_FORMS[kind]) names.push('cv')
  names.push('referrer')
  if (kind === 'contact') names.push('service_interest')
  return names.map((name) => ({
    name,
    typed: !SET_BY_THE_SITE.has(name),
    tag: (TAGS[name] ?? (() => `[hidden ${name}]`))(kind),
  }))
}
