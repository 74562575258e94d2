import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { OUTCOMES } from '../../src/forms/outcomes'
import { isFormKind, type FormKind } from '../../src/forms/schemas'
import type { AppEnv } from '../app-env'
import { captchaProvider } from '../captcha/provider'
import { createUsedTokens } from '../captcha/single-use'
import { errorPageResponse } from '../render/page-response'
import { formRulesOf } from '../forms/form-rules'
import { crossSitePost, handleFormPost, type HandledPost } from '../forms/handle-post'
import { isRedirectOutcome, redirectedResult } from '../forms/outcomes'
import { platformLimiter } from '../forms/rate-limit'
import { resultPageResponse } from '../forms/result-page'
import { siteProfileFor } from '../site-profile'

/** Per isolate: captcha solutions already used (KV shares them between isolates). */
const usedTokens = createUsedTokens()

/** Carries an email form's confirm message from the post to its result page, once. */
const CONFIRM_COOKIE = 'form_confirm'

/** Script posts ask for JSON; a plain HTML form post (JavaScript off) gets pages. */
const wantsJson = (c: Context<AppEnv>) =>
  (c.req.header('accept') ?? '').toLowerCase().includes('application/json')

/**
 * Without JavaScript: a success is a post/redirect/get to `/form-result` (the block's confirm
 * message rides along in a short-lived cookie, never in the URL); anything else is shown at once,
 * with the form again holding what the visitor typed.
 */
function htmlAnswer(c: Context<AppEnv>, kind: FormKind, handled: HandledPost) {
  const { outcome } = handled.result
  if (OUTCOMES[outcome].redirect) {
    if (handled.confirmMessage) {
      setCookie(c, CONFIRM_COOKIE, handled.confirmMessage, {
        path: '/form-result',
        maxAge: 300,
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
      })
    }
    return c.redirect(`/form-result?status=${outcome}&kind=${kind}`, 303)
  }
  const again = outcome === 'cross-site' ? undefined : { kind, values: handled.values }
  return resultPageResponse(c, handled.result, { status: handled.status, form: again })
}

/** The answer to a post: JSON for the site's script, else pages. */
function answer(c: Context<AppEnv>, kind: FormKind, handled: HandledPost) {
  if (wantsJson(c)) {
    return c.json(handled.result, handled.status, { 'cache-control': 'no-store' })
  }
  return htmlAnswer(c, kind, handled)
}

const hostOf = (origin: string) => URL.parse(origin)?.host
/** Origin (or Sec-Fetch-Site) names this host, whatever the scheme, as the site always checked. */
const sameSite = csrf({ origin: (origin, c) => hostOf(origin) === new URL(c.req.url).host })

/**
 * Without an Origin header, what a browser still says about where a post came from: its own
 * `Sec-Fetch-Site` (another site, or a sibling subdomain), or a Referer of another host.
 */
function sentFromElsewhere(c: Context<AppEnv>): boolean {
  const fetchSite = c.req.header('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const referer = c.req.header('referer')
  return referer !== undefined && hostOf(referer) !== new URL(c.req.url).host
}

/**
 * A form posted from another site (or from an opaque `null` origin) is refused before it is read,
 * by hono/csrf, with two differences, each shown by a test in tests/integration/forms.test.ts: a
 * post without an Origin header goes on to the other checks unless its `Sec-Fetch-Site` or Referer
 * names another site (hono refuses every post without one: every post of that file has none), and
 * the refusal is the form's own 403 'cross-site' answer ("a post from another site", in JSON or as
 * the result page) instead of a bare "Forbidden".
 */
const fromThisSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const kind = c.req.param('kind') ?? ''
  if (!isFormKind(kind)) return next()
  if (c.req.header('origin') === undefined) {
    return sentFromElsewhere(c) ? answer(c, kind, crossSitePost(kind)) : next()
  }
  try {
    await sameSite(c, next)
  } catch (err) {
    if (!(err instanceof HTTPException) || err.status !== 403) throw err
    return answer(c, kind, crossSitePost(kind))
  }
}

/** `POST /api/forms/:kind`: validate, rate limit, captcha, then Contact Form 7 (JSON or pages). */
export const formRoutes = new Hono<AppEnv>().post('/:kind', fromThisSite, async (c) => {
  const kind = c.req.param('kind')
  if (!isFormKind(kind)) return c.json({ error: 'Not found' }, 404)
  const config = c.var.config
  const cms = c.var.cms
  const handled = await handleFormPost({
    kind,
    request: c.req.raw,
    ip: c.req.header('cf-connecting-ip') ?? 'unknown',
    formId: config.CF7_FORM_IDS[kind],
    cms: c.var.cmsConfig,
    captcha: captchaProvider(config, { used: usedTokens, kv: c.env.CMS_CACHE }),
    limiter: platformLimiter(c.env.FORM_RATE_LIMIT),
    vacancyIsOpen: async (slug) => (await cms.vacancies()).some((v) => v.slug === slug),
    careersEmail: async () => (await siteProfileFor(c)).careersEmail,
    formRules: () => formRulesOf(c, kind),
  })
  return answer(c, kind, handled)
})

/** `GET /form-result?status=…&kind=…`: where a post without JavaScript lands. */
export const formResultRoute = new Hono<AppEnv>().get('/', async (c) => {
  const status = c.req.query('status') ?? ''
  const kind = c.req.query('kind') ?? ''
  if (!isRedirectOutcome(status) || !isFormKind(kind)) return errorPageResponse(c, 404)
  const confirmMessage = getCookie(c, CONFIRM_COOKIE)
  const res = await resultPageResponse(c, redirectedResult(status, confirmMessage), {
    status: 200,
    homeButton: status === 'unsubscribed',
  })
  // Shown once: a reload shows the generic text.
  if (confirmMessage !== undefined) {
    res.headers.append('set-cookie', `${CONFIRM_COOKIE}=; Path=/form-result; Max-Age=0; HttpOnly`)
  }
  return res
})
