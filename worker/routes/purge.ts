import { Hono } from 'hono'
import { cmsScope } from '../../src/cms/cache-keys'
import type { AppEnv } from '../app-env'
import { purge, purgeRequestSchema } from '../cache/purge'

const MAX_BODY_BYTES = 64 * 1024

async function sha256(value: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))
}

/** Compares a bearer token with the configured one in constant time. */
async function tokenMatches(given: string, expected: string | undefined): Promise<boolean> {
  if (!expected) return false
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  // Both digests have the same length, so comparing every byte takes the same time for any input.
  const left = new Uint8Array(a)
  const right = new Uint8Array(b)
  let diff = 0
  for (let i = 0; i < left.length; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0)
  return diff === 0
}

/** `POST /__cache/purge`: editors, `npm run purge` and the WordPress save webhook. */
export const purgeRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const auth = c.req.header('authorization') ?? ''
  const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? ''
  if (!(await tokenMatches(token, c.var.config.PURGE_TOKEN))) {
    return c.json({ error: 'A valid bearer token is required.' }, 401, {
      'www-authenticate': 'Bearer',
    })
  }
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
