import * as z from 'zod/mini'

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const TIMEOUT_MS = 5000
/** Turnstile tokens are at most 2048 characters. */
const MAX_TOKEN = 2048

const siteverifyAnswer = z.looseObject({ success: z.boolean() })

/** Verifies a Turnstile token with Cloudflare's siteverify API; any doubt is a refusal. */
export async function verifyTurnstile(
  token: string,
  secret: string,
  ip: string | undefined,
): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN) return false
  const body = new FormData()
  body.set('secret', secret)
  body.set('response', token)
  if (ip) body.set('remoteip', ip)
  try {
    const res = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) return false
    const answer = siteverifyAnswer.safeParse(await res.json())
    return answer.success && answer.data.success
  } catch {
    return false
  }
}
