import type { CmsConfig } from '../../src/cms/transport'
import { MAX_FILE_BYTES } from '../../src/forms/files'
import { MESSAGES } from '../../src/forms/messages'
import { OUTCOMES, type Outcome } from '../../src/forms/outcomes'
import { formResult, type FormResult } from '../../src/forms/result'
import { CAPTCHA_FORMS, FILE_FORMS, type FieldErrors, type FormKind } from '../../src/forms/schemas'
import { validateSubmission } from '../../src/forms/validate'
import type { CaptchaProvider } from '../captcha/provider'
import { submitToCf7 } from './cf7'
import { CONTACT_EMAIL } from './outcomes'
import type { RateLimiter } from './rate-limit'
import { readFormBody } from './read-body'
import { subscribeEmail, unsubscribeEmail } from './subscriptions'

/** Room for the text fields and the multipart framing beside the largest allowed file. */
const FILE_FORM_MAX_BODY = MAX_FILE_BYTES + 100_000
const TEXT_FORM_MAX_BODY = 64 * 1024

export interface HandledPost {
  result: FormResult
  /** The HTTP status of the outcome (the one table in src/forms/outcomes.ts). */
  status: (typeof OUTCOMES)[Outcome]['status']
}

export interface FormPost {
  kind: FormKind
  request: Request
  /** The client's address (`cf-connecting-ip`), the rate-limit key. */
  ip: string
  /** CF7 numeric form id of this kind (server config only); 0 or absent turns the form off. */
  formId: number | undefined
  cms: CmsConfig
  captcha: CaptchaProvider
  limiter: RateLimiter
}

/** A result with the status its outcome is answered with. */
export function settled(result: FormResult): HandledPost {
  return { result, status: OUTCOMES[result.outcome].status }
}

const failure = (outcome: Outcome, message: string, fieldErrors: FieldErrors = {}) =>
  settled(formResult(outcome, MESSAGES.failureTitle, message, fieldErrors))

/** The fields in error ('File is too large' when the file is the only problem). */
function invalid(fieldErrors: FieldErrors, outcome: Outcome = 'invalid'): HandledPost {
  const onlyFileSize =
    Object.keys(fieldErrors).length === 1 && fieldErrors.cv === MESSAGES.fileTooLarge
  return settled(
    onlyFileSize
      ? formResult(outcome, MESSAGES.fileTooLargeTitle, MESSAGES.fileTooLarge, fieldErrors)
      : formResult(outcome, MESSAGES.failureTitle, MESSAGES.checkFields, fieldErrors),
  )
}

const READ_FAILURES = { 400: 'unreadable', 413: 'too-large', 415: 'unsupported' } as const

/**
 * Browsers name the posting page's origin: a form on another site (or an opaque `null` origin) is
 * refused. Clients without an Origin header are not browsers and meet the other checks.
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return true
  try {
    return new URL(origin).host === new URL(request.url).host
  } catch {
    return false
  }
}

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

/** The fields CF7 receives beside the form's own: reference_page, referrer, service_interest. */
function forwardedFields(kind: FormKind, fields: Record<string, string>, request: Request) {
  // The captcha token was for the edge; CF7 gets the form's own fields.
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'captcha'))
  const referrer = referrerOf(request)
  const out: Record<string, string> = {
    ...rest,
    reference_page: rest.reference_page || referencePageOf(referrer),
    referrer: referrer?.href ?? '',
  }
  if (kind === 'contact') out.service_interest = rest.interest ?? ''
  return out
}

/**
 * A form post, step by step, the cheap checks first and nothing forwarded until all pass: body type
 * and size, the form's schema and the attachment, the rate limit, the captcha; then CF7 (and the
 * subscribe call) with the server-side credential.
 */
export async function handleFormPost(post: FormPost): Promise<HandledPost> {
  const { kind, request } = post
  if (!sameOrigin(request)) return failure('cross-site', MESSAGES.requestFailed)
  const fileRule = FILE_FORMS[kind]
  const read = await readFormBody(request, fileRule ? FILE_FORM_MAX_BODY : TEXT_FORM_MAX_BODY)
  if (!read.ok) {
    if (read.status === 413 && fileRule) return invalid({ cv: MESSAGES.fileTooLarge }, 'too-large')
    return failure(READ_FAILURES[read.status], read.message)
  }
  const { fields, files } = read.form
  if (fileRule && files.length > 1) return invalid({ cv: MESSAGES.oneFileOnly })
  const checked = await validateSubmission(kind, fields, files[0] ?? null)
  if (!checked.ok) return invalid(checked.fieldErrors)

  if (!post.limiter.allow(post.ip)) return failure('rate-limited', MESSAGES.requestFailed)

  if (CAPTCHA_FORMS.includes(kind)) {
    if (!post.captcha.configured) console.error(`captcha ${post.captcha.name}: not configured`)
    if (!(await post.captcha.verify(checked.fields.captcha ?? '', post.ip))) {
      return invalid({ captcha: MESSAGES.captchaRequired })
    }
  }

  const email = checked.fields.email ?? ''
  if (kind === 'unsubscribe') return settled(await unsubscribeEmail(post.cms, email))
  if (!post.formId) {
    console.error(`form ${kind}: no CF7 form id in CF7_FORM_IDS`)
    return failure('unavailable', MESSAGES.requestFailed)
  }
  const file = checked.file instanceof File ? checked.file : null
  const fieldsOut = forwardedFields(kind, checked.fields, request)
  const sent = await submitToCf7(post.cms, post.formId, fieldsOut, file, CONTACT_EMAIL)
  if (kind === 'subscribe' && sent.ok) return settled(await subscribeEmail(post.cms, email))
  return settled(sent)
}
