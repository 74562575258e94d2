import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { cmsScope } from '../../src/cms/cache-keys'
import type { AppEnv } from '../app-env'
import { purge, purgeRequestSchema } from '../cache/purge'

const MAX_BODY_BYTES = 64 * 1024

/** Every refusal alike: no token, a malformed header, a wrong token. */
const refusal = (c: Context) =>
  c.json({ error: 'A valid bearer token is required.' }, 401, { 'www-authenticate': 'Bearer' })
const refused = { message: refusal, wwwAuthenticateHeader: 'Bearer' }

/**
 * The purge token, compared in constant time by hono's bearer auth. Hono answers a header it cannot
 * read (another scheme, characters outside RFC 6750's token) with 400: here that is one more wrong
 * token, 401 (tests/integration/cache-and-purge.test.ts, "a malformed Authorization header").
 */
const purgeToken: MiddlewareHandler<AppEnv> = (c, next) =>
  bearerAuth<AppEnv>({
    token: c.var.config.PURGE_TOKEN ?? [],
    noAuthenticationHeader: refused,
    invalidAuthenticationHeader: refused,
    invalidToken: refused,
  })(c, next)

/** `POST /__cache/purge`: editors, `npm run purge` and the WordPress save webhook. */
export const purgeRoutes = new Hono<AppEnv>().post('/', purgeToken, async (c) => {
  const text = await c.req.text()
  if (text.length > MAX_BODY_BYTES) return c.json({ error: 'Body too large.' }, 413)
  let json: unknown
  try {
    json = JSON.parse(text || '{}')
  } catch {
    return c.json({ error: 'Body must be JSON.' }, 400)
  }
  const parsed = purgeRequestSchema.safeParse(json)
  if (!parsed.success) {
    return c.json(
      { error: 'Send { "paths": [...] }, { "types": [...] }, { "all": true } or a webhook body.' },
      400,
    )
  }
  const { config } = c.var
  const { state, ...result } = await purge(
    c.env.CMS_CACHE,
    cmsScope(config.CMS_URL),
    parsed.data,
    config.CACHE_STALE_S,
  )
  // This isolate honours its own purge at once; others within the state check interval.
  c.var.content.purged(state)
  return c.json({ ok: true, ...result })
})
