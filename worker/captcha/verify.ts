import type { SiteConfig } from '../env'
import { verifyAltcha } from './altcha'
import { verifyTurnstile } from './turnstile'

/** Solutions already used, so that one solved challenge passes once (per isolate). */
const used = new Map<string, number>()

function rememberOnce(signature: string | undefined): boolean {
  if (!signature) return true
  const now = Date.now()
  for (const [key, expires] of used) if (expires < now) used.delete(key)
  if (used.has(signature)) return false
  used.set(signature, now + 10 * 60 * 1000)
  return true
}

/** Verifies the captcha field with the configured provider; a missing secret fails closed. */
export async function verifyCaptcha(
  token: string,
  config: SiteConfig,
  ip: string | undefined,
): Promise<boolean> {
  if (!token) return false
  if (config.CAPTCHA_PROVIDER === 'turnstile') {
    return config.TURNSTILE_SECRET ? verifyTurnstile(token, config.TURNSTILE_SECRET, ip) : false
  }
  if (!config.ALTCHA_HMAC_KEY) return false
  const result = await verifyAltcha(token, config.ALTCHA_HMAC_KEY)
  return result.ok && rememberOnce(result.signature)
}
