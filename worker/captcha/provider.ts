import type { SiteConfig } from '../env'
import { verifyAltcha } from './altcha'
import type { UsedTokens } from './single-use'
import { verifyTurnstile } from './turnstile'

type CaptchaProviderName = SiteConfig['CAPTCHA_PROVIDER']

/** A captcha check at the edge: the token from the form's `captcha` field, and the client's IP. */
export interface CaptchaProvider {
  name: CaptchaProviderName
  /** False when the provider lacks its keys: every check then fails (fail closed). */
  configured: boolean
  verify(token: string, ip: string | undefined): Promise<boolean>
}

/** The provider the configuration names: Turnstile (production) or ALTCHA (default). */
export function captchaProvider(
  config: SiteConfig,
  deps: { used: UsedTokens; kv?: KVNamespace },
): CaptchaProvider {
  if (config.CAPTCHA_PROVIDER === 'turnstile') {
    const secret = config.TURNSTILE_SECRET
    return {
      name: 'turnstile',
      configured: Boolean(secret && config.TURNSTILE_SITE_KEY),
      verify: async (token, ip) => (secret ? verifyTurnstile(token, secret, ip) : false),
    }
  }
  const key = config.ALTCHA_HMAC_KEY
  return {
    name: 'altcha',
    configured: Boolean(key),
    async verify(token) {
      if (!key || !token) return false
      const check = await verifyAltcha(token, key)
      return check.ok && deps.used.claim(check.signature, check.expiresAt, deps.kv)
    },
  }
}
