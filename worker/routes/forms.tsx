import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { checkFile } from '../../src/forms/files'
import { MESSAGES } from '../../src/forms/messages'
import {
  CAPTCHA_FORMS,
  FILE_FORMS,
  isFormKind,
  validateForm,
  type FormKind,
  type FormResult,
} from '../../src/forms/schemas'
import type { AppEnv } from '../app-env'
import { altchaChallenge } from '../captcha/altcha'
import { verifyCaptcha } from '../captcha/verify'
import { submitToCf7 } from '../forms/cf7'
import { allowPost } from '../forms/rate-limit'
import { subscribeEmail, unsubscribeEmail } from '../forms/subscriptions'
import { FormResultPage } from '../render/FormResultPage'
import { pageResponse } from '../render/page-response'

const MAX_BODY_BYTES = 2_500_000

/** The shape any form post must have before its rules are checked: a few short text fields. */
const postedFields = z
  .record(z.string().max(64), z.string().max(20_000))
  .refine((f) => Object.keys(f).length <= 40)

const invalid = (
  fieldErrors: Record<string, string>,
  message = 'Please check the highlighted fields.',
): FormResult => ({
  ok: false,
  title: MESSAGES.failureTitle,
  message,
  fieldErrors,
})

/** The answer to a client over its limit (also used to pick the 429 status). */
const RATE_LIMITED: FormResult = {
  ok: false,
  title: MESSAGES.failureTitle,
  message: MESSAGES.requestFailed,
  fieldErrors: {},
}

/** Reads the form fields (strings) and the single attachment. */
async function readBody(c: Context<AppEnv>) {
  const data = await c.req.formData()
  const fields: Record<string, string> = {}
  let file: File | null = null
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') fields[name] = value
    else if (name === 'cv' && value.size > 0) file = value
  }
  return { fields, file }
}

async function handle(c: Context<AppEnv>, kind: FormKind): Promise<FormResult> {
  const length = Number(c.req.header('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return invalid({ cv: MESSAGES.fileTooLarge }, MESSAGES.fileTooLarge)
  const ip = c.req.header('cf-connecting-ip') ?? 'local'
  if (!allowPost(ip)) return RATE_LIMITED
  let body: Awaited<ReturnType<typeof readBody>>
  try {
    body = await readBody(c)
  } catch {
    return invalid({}, MESSAGES.requestFailed)
  }
  if (!postedFields.safeParse(body.fields).success) return invalid({}, MESSAGES.requestFailed)
  const checked = validateForm(kind, body.fields)
  const fieldErrors = checked.ok ? {} : { ...checked.fieldErrors }
  if (body.file && FILE_FORMS.includes(kind)) {
    const head = new Uint8Array(await body.file.slice(0, 64).arrayBuffer())
    const problem = checkFile(body.file.name, body.file.size, head)
    if (problem)
      fieldErrors.cv = problem === 'too-large' ? MESSAGES.fileTooLarge : MESSAGES.fileInvalid
  }
  if (Object.keys(fieldErrors).length || !checked.ok) return invalid(fieldErrors)
  if (
    CAPTCHA_FORMS.includes(kind) &&
    !(await verifyCaptcha(body.fields.captcha ?? '', c.var.config, ip))
  ) {
    return invalid({ captcha: MESSAGES.captchaRequired })
  }
  const cms = c.var.cmsConfig
  if (kind === 'unsubscribe') return unsubscribeEmail(cms, checked.data.email ?? '')
  const formId = c.var.config.CF7_FORM_IDS[kind]
  if (!formId)
    return {
      ok: false,
      title: MESSAGES.failureTitle,
      message: MESSAGES.requestFailed,
      fieldErrors: {},
    }
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(checked.data))
    if (name !== 'captcha') fields[name] = value
  fields.referrer = c.req.header('referer') ?? ''
  if (kind === 'contact') fields.service_interest = fields.interest ?? ''
  const file = body.file && FILE_FORMS.includes(kind) ? body.file : null
  const result = await submitToCf7(cms, formId, fields, file)
  if (kind === 'subscribe' && result.ok) {
    return subscribeEmail(cms, checked.data.email ?? '', body.fields.confirmMessage ?? '')
  }
  return result
}

const wantsJson = (c: Context<AppEnv>) =>
  (c.req.header('accept') ?? '').includes('application/json')

/** `POST /api/forms/:kind`: validate, captcha, file, rate limit, then Contact Form 7. */
export const formRoutes = new Hono<AppEnv>().post('/:kind', async (c) => {
  const kind = c.req.param('kind')
  if (!isFormKind(kind)) return c.json({ error: 'Unknown form.' }, 404)
  const result = await handle(c, kind)
  if (wantsJson(c)) {
    const status =
      result === RATE_LIMITED
        ? 429
        : result.ok
          ? 200
          : result.message === MESSAGES.requestFailed && !Object.keys(result.fieldErrors).length
            ? 502
            : 400
    return c.json(result, status)
  }
  // Without JavaScript: post/redirect/get on success, a result page listing the problems otherwise.
  if (result.ok) return c.redirect(`/form-result?kind=${kind}&status=sent`, 303)
  return pageResponse(
    c,
    {
      title: result.title,
      blocks: [],
      seo: null,
      preludeHasH1: true,
      prelude: <FormResultPage result={result} back={c.req.header('referer')} />,
    },
    400,
  )
})

/** `GET /api/captcha/challenge`: a fresh ALTCHA challenge (never cached). */
export const captchaRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  const key = c.var.config.ALTCHA_HMAC_KEY
  if (c.var.config.CAPTCHA_PROVIDER !== 'altcha' || !key)
    return c.json({ error: 'Captcha unavailable.' }, 503)
  return c.json(await altchaChallenge(key), 200, { 'cache-control': 'no-store' })
})

const SENT_TEXT: Partial<Record<FormKind, string>> = {
  subscribe: 'You are subscribed to our blog.',
  unsubscribe: MESSAGES.unsubscribedText,
}

/** `GET /form-result`: where a form posted without JavaScript lands after success. */
export const formResultRoute = new Hono<AppEnv>().get('/', (c) => {
  const kind = c.req.query('kind') ?? ''
  const title = kind === 'unsubscribe' ? MESSAGES.unsubscribedTitle : MESSAGES.successTitle
  const message =
    (isFormKind(kind) && SENT_TEXT[kind]) ||
    'We have received your message and will reply within one business day.'
  return pageResponse(c, {
    title,
    blocks: [],
    seo: null,
    preludeHasH1: true,
    prelude: <FormResultPage result={{ ok: true, title, message, fieldErrors: {} }} back="/" />,
  })
})
