import type { CmsConfig } from '../../src/cms/transport'
import {
  detectFileType,
  extensionOf,
  fileTooLargeText,
  isFileExtension,
  isFileTooLargeText,
  MAX_FILE_BYTES,
} from '../../src/forms/files'
import { MESSAGES, requestFailedText } from '../../src/forms/messages'
import { withLists, type PostedValue } from '../../src/forms/extra-checks'
import { extraFieldsFor } from '../../src/forms/extra-fields'
import { OUTCOMES, type Outcome } from '../../src/forms/outcomes'
import { formResult, type FormResult } from '../../src/forms/result'
import type { FormRules } from '../../src/forms/rules'
import {
  CAPTCHA_FORMS,
  FILE_FORMS,
  visitorCanFix,
  type FieldErrors,
  type FormKind,
} from '../../src/forms/schemas'
import { validateSubmission } from '../../src/forms/validate'
import type { CaptchaProvider } from '../captcha/provider'
import { submitToCf7 } from './cf7'
import type { RateLimiter } from './rate-limit'
import { readFormBody } from './read-body'
import { subscribeEmail, unsubscribeEmail } from './subscriptions'

/** Room for the text fields and the multipart framing beside the largest allowed file. */
const FILE_FORM_MAX_BODY = MAX_FILE_BYTES + 100_000
const TEXT_FORM_MAX_BODY = 64 * 1024
/** Posted fields that are for the edge only, never shown again nor forwarded. */
const EDGE_ONLY = ['captcha', 'form', 'confirm_message']

export interface HandledPost {
  result: FormResult
  /** The HTTP status of the outcome (the one table in src/forms/outcomes.ts). */
  status: (typeof OUTCOMES)[Outcome]['status']
  /** What the visitor typed (as posted; lists for checkbox groups), for a result page to show the form again. */
  values: Record<string, PostedValue>
  /** The block's confirm message an email form posted, for its result page. */
  confirmMessage: string
}

interface FormPost {
  kind: FormKind
  request: Request
  /** The client's address (`cf-connecting-ip`), the rate-limit key. */
  ip: string
  /** CF7 numeric form id of this kind (server config only); 0 or absent turns the form off. */
  formId: number | undefined
  cms: CmsConfig
  captcha: CaptchaProvider
  limiter: RateLimiter
  /** Whether a vacancy (slug) is open now: applications for any other are refused. */
  vacancyIsOpen: (slug: string) => Promise<boolean>
  /** Where applicants with a question write to (the company's careers address; `duplicated_email`). */
  careersEmail: () => Promise<string>
  /** The CF7 form's own rules (choices, required fields, file rules); null when unknown. */
  formRules: () => Promise<FormRules | null>
}

const failure = (outcome: Outcome, message: string, fieldErrors: FieldErrors = {}) =>
  formResult(outcome, MESSAGES.failureTitle, message, fieldErrors)

/** The fields in error ('File is too large' when the file is the only problem). */
function invalid(fieldErrors: FieldErrors, outcome: Outcome = 'invalid'): FormResult {
  const size = fieldErrors.cv
  const onlyFileSize = Object.keys(fieldErrors).length === 1 && isFileTooLargeText(size)
  return onlyFileSize && size
    ? formResult(outcome, MESSAGES.fileTooLargeTitle, size, fieldErrors)
    : formResult(outcome, MESSAGES.failureTitle, MESSAGES.checkFields, fieldErrors)
}

const READ_FAILURES = { 400: 'unreadable', 413: 'too-large', 415: 'unsupported' } as const

/** The page a post came from: 'Home' for the front page, else its path. */
function referencePageOf(referrer: URL | null): string {
  if (!referrer) return ''
  return referrer.pathname === '/' ? 'Home' : referrer.pathname.slice(0, 200)
}

function referrerOf(request: Request): URL | null {
  const raw = request.headers.get('referer')
  if (!raw || raw.length > 1000) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * The fields CF7 receives: the form's own, reference_page, referrer, service_interest, then the
 * fields its editor added that the site shows (checked, under their tag names; nothing else).
 */
function forwardedFields(
  kind: FormKind,
  fields: Record<string, string>,
  extra: Record<string, PostedValue>,
  request: Request,
) {
  const rest = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !EDGE_ONLY.includes(name)),
  )
  const referrer = referrerOf(request)
  const out: Record<string, PostedValue> = {
    ...rest,
    reference_page: rest.reference_page || referencePageOf(referrer),
    referrer: referrer?.href ?? '',
  }
  if (kind === 'contact') out.service_interest = rest.interest ?? ''
  return { ...out, ...extra }
}

/**
 * The attachment as CF7 receives it: the type its content shows (never the one the browser
 * declared) and a neutral name, so nothing the visitor's system named reaches the CMS.
 */
async function neutralFile(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const declared = extensionOf(file.name)
  const type = isFileExtension(declared) ? detectFileType(declared, bytes) : null
  // The checks before only let through content that matches an accepted extension.
  if (!type) throw new Error('attachment of no accepted type passed the checks')
  return new File([bytes], `attachment.${type.extension}`, { type: type.mediaType })
}

/**
 * A CF7 answer about fields the visitor cannot correct (a select value outside the CF7 form's
 * options, a hidden field, a field the site does not send) is a configuration error: logged for
 * the operator, shown as a failed request, the visitor's input kept.
 */
function configurationChecked(
  kind: FormKind,
  formId: number,
  result: FormResult,
  /** The CF7 form's fields the site showed beyond its own: the visitor filled them in. */
  shown: readonly string[],
): FormResult {
  const unfixable = Object.entries(result.fieldErrors).filter(
    ([f]) => !visitorCanFix(kind, f) && !shown.includes(f),
  )
  if (result.outcome !== 'cms-invalid' || unfixable.length === 0) return result
  const detail = unfixable.map(([field, message]) => `${field}: ${message}`).join('; ')
  console.error(
    `CF7 form ${formId} (${kind}): configuration error, the site and CF7 disagree on ${detail}`,
  )
  return failure('failed', requestFailedText(kind))
}

/** Checks the post and forwards it: the result, before its status and the values typed. */
async function decide(post: FormPost, values: Record<string, PostedValue>): Promise<FormResult> {
  const { kind, request } = post
  const fileRule = FILE_FORMS[kind]
  const read = await readFormBody(request, fileRule ? FILE_FORM_MAX_BODY : TEXT_FORM_MAX_BODY)
  if (!read.ok) {
    if (read.status === 413 && fileRule) return invalid({ cv: fileTooLargeText() }, 'too-large')
    return failure(READ_FAILURES[read.status], read.message)
  }
  const { fields, lists, files } = read.form
  Object.assign(values, fields)
  // A form its block switched off (CMS form id 0), or one with no CF7 form: nothing goes further.
  if (fields.form === 'off' || (kind !== 'unsubscribe' && !post.formId)) {
    if (fields.form !== 'off') console.error(`form ${kind}: no CF7 form id in CF7_FORM_IDS`)
    return failure('unavailable', MESSAGES.formUnavailable)
  }
  if (fileRule && files.length > 1) return invalid({ cv: MESSAGES.oneFileOnly })
  // The site's own checks and the CF7 form's rules (its choices, required fields, file rules, the
  // fields its editor added) in one pass, so that a visitor without JavaScript sees every problem
  // at once. The rules are the cached ones the form's page was drawn with (none when unknown: the
  // site's own checks alone): a refused post costs the CMS no more than an accepted one. A
  // checkbox group's values are a list.
  const rules = await post.formRules()
  const extras = extraFieldsFor(kind, rules)
  const posted = withLists(fields, lists, extras)
  Object.assign(values, posted)
  const checked = await validateSubmission(kind, posted, files[0] ?? null, rules)
  if (!checked.ok) return invalid(checked.fieldErrors)

  if (!(await post.limiter.allow(post.ip))) return failure('rate-limited', MESSAGES.rateLimited)

  if (kind === 'application' && !(await post.vacancyIsOpen(checked.fields.vacancy ?? ''))) {
    return failure('vacancy-closed', MESSAGES.vacancyClosed)
  }

  if (CAPTCHA_FORMS.includes(kind)) {
    if (!post.captcha.configured) console.error(`captcha ${post.captcha.name}: not configured`)
    if (!(await post.captcha.verify(checked.fields.captcha ?? '', post.ip))) {
      return invalid({ captcha: MESSAGES.captchaRequired })
    }
  }

  const email = checked.fields.email ?? ''
  if (kind === 'unsubscribe') return unsubscribeEmail(post.cms, email)
  const formId = post.formId ?? 0
  const file = checked.file instanceof File ? await neutralFile(checked.file) : null
  const fieldsOut = forwardedFields(kind, checked.fields, checked.extra, request)
  const sent = configurationChecked(
    kind,
    formId,
    await submitToCf7(post.cms, formId, fieldsOut, file, post.careersEmail),
    extras.map((f) => f.name),
  )
  if (kind === 'subscribe' && sent.ok) return subscribeEmail(post.cms, email)
  return sent
}

/** The answer to a post from another site, refused before it is read (worker/routes/forms.ts). */
export function crossSitePost(kind: FormKind): HandledPost {
  const result = failure('cross-site', requestFailedText(kind))
  return { result, status: OUTCOMES[result.outcome].status, values: {}, confirmMessage: '' }
}

/**
 * A form post, step by step, the cheap checks first and nothing forwarded until all pass (the
 * origin is checked before, in worker/routes/forms.ts): body type and size, the form switched on,
 * the form's schema and the attachment, the rate limit, the vacancy, the captcha; then CF7 (and
 * the subscribe call) with the server-side credential.
 */
export async function handleFormPost(post: FormPost): Promise<HandledPost> {
  const values: Record<string, PostedValue> = {}
  const result = await decide(post, values)
  // A form shown again posts the page it first came from.
  values.reference_page ||= referencePageOf(referrerOf(post.request))
  const confirm = values.confirm_message
  const confirmMessage = (typeof confirm === 'string' ? confirm : '').slice(0, 500)
  const typed = Object.fromEntries(
    Object.entries(values).filter(([name]) => !EDGE_ONLY.includes(name)),
  )
  return { result, status: OUTCOMES[result.outcome].status, values: typed, confirmMessage }
}
