import { Hono, type Context } from 'hono'
import { CmsError } from '../../src/cms/errors'
import { isPreviewType, loadPreview } from '../../src/cms/preview'
import type { AppEnv } from '../app-env'
import { createPageQuery } from '../cache/page-query'
import { basicCredential } from '../preview/credential'
import { previewPageModel } from '../preview/page-model'
import { PreviewBar } from '../preview/PreviewBar'
import { previewLoaders } from '../preview/request-views'
import { answerNoEarlierThan, createSignInThrottle, signInKeys } from '../preview/throttle'
import { cmsHtmlOf, errorPageResponse, pageResponse } from '../render/page-response'
import type { ErrorKind } from '../render/ErrorContent'

/** The protection space browsers show in their sign-in dialog and keep the credential for. */
export const PREVIEW_REALM = 'Basic realm="Editor preview", charset="UTF-8"'

/** Every answer of the preview route: for this editor only, never stored, never indexed. */
function privately(res: Response): Response {
  res.headers.set('cache-control', 'private, no-store')
  res.headers.set('x-robots-tag', 'noindex, nofollow')
  return res
}

async function refusal(c: Context<AppEnv>, kind: ErrorKind): Promise<Response> {
  const res = privately(await errorPageResponse(c, kind))
  if (kind === 401) res.headers.set('www-authenticate', PREVIEW_REALM)
  return res
}

/** Per isolate: client networks and user names over the limit, until when (see throttle.ts). */
const blockedSignIns = new Map<string, number>()

/** 429: too many failed sign-ins from this network or for this user name; try after `seconds`. */
async function tooManySignIns(c: Context<AppEnv>, seconds: number): Promise<Response> {
  const res = await refusal(c, 429)
  res.headers.set('retry-after', String(seconds))
  return res
}

/**
 * `/preview/{type}/{databaseId}`: a page, case study, service or vacancy as its live page renders
 * it, in any status, for an editor who signs in with their own WordPress user name and application
 * password (HTTP Basic). The content comes from WordPress with that credential, past every cache;
 * the page carries a fixed "Preview — not published" bar. No credential, or one WordPress does not
 * accept: 401. A user who may not edit the post: 403.
 */
export const previewRoutes = new Hono<AppEnv>().get('/:type/:id', async (c) => {
  const type = c.req.param('type')
  const id = c.req.param('id')
  if (!isPreviewType(type) || !/^[1-9]\d{0,9}$/.test(id)) return refusal(c, 404)
  const credential = basicCredential(c.req.header('authorization'))
  if (!credential) return refusal(c, 401)

  // Guessing is throttled per client network and per user name; a blocked one never reaches
  // WordPress, whatever its credential (else a right guess would show through the block).
  const startedAt = Date.now()
  const throttle = createSignInThrottle(c.env.PREVIEW_SIGN_IN_LIMIT, blockedSignIns)
  const keys = await signInKeys(c.req.header('cf-connecting-ip') ?? 'unknown', credential)
  const blocked = throttle.retryAfter(keys)
  if (blocked) return tooManySignIns(c, blocked)

  let outcome
  try {
    outcome = await loadPreview(c.var.cmsConfig, credential, type, Number(id))
  } catch (err) {
    if (!(err instanceof CmsError)) throw err
    console.error(`[${c.req.path}] ${err.message}: ${err.detail}`)
    return refusal(c, 503)
  }
  if (outcome.kind === 'signed-out') {
    const wait = await throttle.failed(keys)
    await answerNoEarlierThan(startedAt, c.var.config.PREVIEW_REFUSAL_MS)
    return wait ? tooManySignIns(c, wait) : refusal(c, 401)
  }
  if (outcome.kind === 'forbidden') return refusal(c, 403)
  if (outcome.kind === 'not-found') return refusal(c, 404)

  const { item, editor } = outcome
  const url = new URL(c.req.url)
  // Blocks see the address the page will have, as on the live page.
  const path = item.path ?? url.pathname
  c.set('pageQuery', createPageQuery(new URL(path + url.search, url), c.var.config.SITE_URL))
  c.set('cms', previewLoaders(c.var.cms, item))
  const model = previewPageModel(item, cmsHtmlOf(c))
  const bar = <PreviewBar item={item} editor={editor} nonce={c.var.nonce} />
  return privately(
    await pageResponse(c, {
      ...model,
      path,
      noindex: true,
      prelude: (
        <>
          {bar}
          {model.prelude}
        </>
      ),
    }),
  )
})
