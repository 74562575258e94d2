import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { altchaChallenge } from '../captcha/altcha'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * `GET /api/captcha/challenge`: what the form's captcha widget needs. ALTCHA: a fresh signed
 * challenge. Turnstile: the public site key. Misconfigured: 503, and the forms fail closed.
 */
export const captchaRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  const config = c.var.config
  if (config.CAPTCHA_PROVIDER === 'turnstile') {
    if (!config.TURNSTILE_SITE_KEY || !config.TURNSTILE_SECRET) {
      return c.json({ error: 'Captcha unavailable.' }, 503, NO_STORE)
    }
    return c.json({ provider: 'turnstile', siteKey: config.TURNSTILE_SITE_KEY }, 200, NO_STORE)
  }
  if (!config.ALTCHA_HMAC_KEY) return c.json({ error: 'Captcha unavailable.' }, 503, NO_STORE)
  return c.json(await altchaChallenge(config.ALTCHA_HMAC_KEY), 200, NO_STORE)
})
