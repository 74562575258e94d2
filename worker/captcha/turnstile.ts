const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Verifies a Turnstile token with Cloudflare's siteverify API. */
export async function verifyTurnstile(
  token: string,
  secret: string,
  ip: string | undefined,
): Promise<boolean> {
  const body = new FormData()
  body.set('secret', secret)
  body.set('response', token)
  if (ip) body.set('remoteip', ip)
  try {
    const res = await fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(5000) })
    const json = (await res.json()) as { success?: boolean }
    return json.success === true
  } catch {
    return false
  }
}
