import { Hono, type Context } from 'hono'
import { OUTCOMES } from '../../src/forms/outcomes'
import { isFormKind, type FormKind } from '../../src/forms/schemas'
import type { AppEnv } from '../app-env'
import { captchaProvider } from '../captcha/provider'
import { createUsedTokens } from '../captcha/single-use'
import { errorPageResponse } from '../render/page-response'
import { handleFormPost, type HandledPost } from '../forms/handle-post'
import { isRedirectOutcome, redirectedResult } from '../forms/outcomes'
import { createRateLimiter } from '../forms/rate-limit'
import { resultPageResponse } from '../forms/result-page'

/** Per isolate: posts per client IP, and captcha solutions already used. */
const limiter = createRateLimiter()
const usedTokens = createUsedTokens()

/** Script posts ask for JSON; a plain HTML form post (JavaScript off) gets pages. */
const wantsJson = (c: Context<AppEnv>) =>
  (c.req.header('accept') ?? '').toLowerCase().includes('application/json')

/**
 * Without JavaScript: post/redirect/get to `/form-result` for an outcome with fixed texts; a result
 * with its own details (field errors, a server message) is shown at once, with a link back.
 */
function htmlAnswer(c: Context<AppEnv>, kind: FormKind, handled: HandledPost) {
  const { outcome } = handled.result
  if (OUTCOMES[outcome].redirect) {
    return c.redirect(`/form-result?status=${outcome}&kind=${kind}`, 303)
  }
  return resultPageResponse(c, handled.result, { status: handled.status })
}

/** `POST /api/forms/:kind`: validate, rate limit, captcha, then Contact Form 7 (JSON or pages). */
export const formRoutes = new Hono<AppEnv>().post('/:kind', async (c) => {
  const kind = c.req.param('kind')
  if (!isFormKind(kind)) return c.json({ error: 'Not found' }, 404)
  const config = c.var.config
  const handled = await handleFormPost({
    kind,
    request: c.req.raw,
    ip: c.req.header('cf-connecting-ip') ?? 'unknown',
    formId: config.CF7_FORM_IDS[kind],
    cms: c.var.cmsConfig,
    captcha: captchaProvider(config, { used: usedTokens, kv: c.env.CMS_CACHE }),
    limiter,
  })
  if (wantsJson(c)) {
    return c.json(handled.result, handled.status, { 'cache-control': 'no-store' })
  }
  return htmlAnswer(c, kind, handled)
})

/** `GET /form-result?status=…&kind=…`: where a post without JavaScript lands. */
export const formResultRoute = new Hono<AppEnv>().get('/', (c) => {
  const status = c.req.query('status') ?? ''
  const kind = c.req.query('kind') ?? ''
  if (!isRedirectOutcome(status) || !isFormKind(kind)) return errorPageResponse(c, 404)
  return resultPageResponse(c, redirectedResult(status), {
    status: 200,
    homeButton: status === 'unsubscribed',
  })
})
