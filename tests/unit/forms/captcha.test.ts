import { env } from 'cloudflare:test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { altchaPayload, solveAltcha } from '../../../src/blocks/ui/forms/solve-altcha'
import { readConfig } from '../../../worker/env'
import { altchaChallenge, verifyAltcha } from '../../../worker/captcha/altcha'
import { captchaProvider } from '../../../worker/captcha/provider'
import { createUsedTokens } from '../../../worker/captcha/single-use'
import { SITEVERIFY_URL } from '../../../worker/captcha/turnstile'

const KEY = 'unit-test-hmac-key-0123456789'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ALTCHA', () => {
  it('the browser solver finds a solution the edge verifies', async () => {
    const challenge = await altchaChallenge(KEY)
    const solution = await solveAltcha(challenge)
    expect(solution).not.toBeNull()
    if (!solution) return
    const check = await verifyAltcha(altchaPayload(challenge, solution), KEY)
    expect(check).toMatchObject({ ok: true, signature: challenge.signature })
  })

  it('accepts altcha-lib’s own solver too', async () => {
    const challenge = await altchaChallenge(KEY)
    const solution = await solveChallenge({ challenge, deriveKey })
    expect((await verifyAltcha(btoa(JSON.stringify({ challenge, solution })), KEY)).ok).toBe(true)
  })

  it('refuses a wrong key, a tampered challenge, a wrong counter, an expired challenge, garbage', async () => {
    const challenge = await altchaChallenge(KEY)
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('no solution')
    const payload = (c: unknown, s: unknown) => btoa(JSON.stringify({ challenge: c, solution: s }))
    expect((await verifyAltcha(payload(challenge, solution), 'another-key-0123456789')).ok).toBe(
      false,
    )
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }
    expect((await verifyAltcha(payload(tampered, solution), KEY)).ok).toBe(false)
    expect(
      (await verifyAltcha(payload(challenge, { ...solution, counter: solution.counter + 1 }), KEY))
        .ok,
    ).toBe(false)
    const old = await altchaChallenge(KEY, Date.now() - 11 * 60 * 1000)
    const oldSolution = await solveChallenge({ challenge: old, deriveKey })
    expect((await verifyAltcha(payload(old, oldSolution), KEY)).ok).toBe(false)
    for (const junk of ['', 'not base64!', btoa('{}'), btoa('[1,2]')]) {
      expect((await verifyAltcha(junk, KEY)).ok).toBe(false)
    }
  })

  it('a solution passes once (isolate and KV), with a KV TTL of at least 60 s', async () => {
    const put = vi.spyOn(env.CMS_CACHE, 'put')
    const used = createUsedTokens()
    const expires = Math.floor(Date.now() / 1000) + 10
    expect(await used.claim('sig-1', expires, env.CMS_CACHE)).toBe(true)
    expect(await used.claim('sig-1', expires, env.CMS_CACHE)).toBe(false)
    expect(put).toHaveBeenCalledWith('captcha-used:sig-1', '1', { expirationTtl: 60 })
    // Another isolate (a fresh memory) still sees it through KV.
    expect(await createUsedTokens().claim('sig-1', expires, env.CMS_CACHE)).toBe(false)
  })
})

describe('captcha providers', () => {
  const config = (vars: Record<string, string>) =>
    readConfig({ ...env, CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: '', ...vars })

  it('ALTCHA without its key fails closed', async () => {
    const provider = captchaProvider(config({}), { used: createUsedTokens() })
    expect(provider.configured).toBe(false)
    expect(await provider.verify('anything', undefined)).toBe(false)
  })

  it('Turnstile asks siteverify with the secret, the token and the IP', async () => {
    const calls: FormData[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      expect(request.url).toBe(SITEVERIFY_URL)
      const body = await request.formData()
      calls.push(body)
      return Response.json({ success: body.get('response') === 'good-token' })
    })
    const provider = captchaProvider(
      config({
        CAPTCHA_PROVIDER: 'turnstile',
        TURNSTILE_SECRET: 'secret-key',
        TURNSTILE_SITE_KEY: 'site-key',
      }),
      { used: createUsedTokens() },
    )
    expect(provider).toMatchObject({ name: 'turnstile', configured: true })
    expect(await provider.verify('good-token', '203.0.113.9')).toBe(true)
    expect(await provider.verify('bad-token', '203.0.113.9')).toBe(false)
    expect(calls[0]?.get('secret')).toBe('secret-key')
    expect(calls[0]?.get('remoteip')).toBe('203.0.113.9')
  })

  it('Turnstile fails closed without a secret, when siteverify is down or answers nonsense', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const noSecret = captchaProvider(config({ CAPTCHA_PROVIDER: 'turnstile' }), {
      used: createUsedTokens(),
    })
    expect(noSecret.configured).toBe(false)
    expect(await noSecret.verify('token', undefined)).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()

    const provider = captchaProvider(
      config({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SECRET: 's', TURNSTILE_SITE_KEY: 'k' }),
      { used: createUsedTokens() },
    )
    fetchSpy.mockRejectedValueOnce(new TypeError('network down'))
    expect(await provider.verify('token', undefined)).toBe(false)
    fetchSpy.mockResolvedValueOnce(new Response('<html>', { status: 200 }))
    expect(await provider.verify('token', undefined)).toBe(false)
    fetchSpy.mockResolvedValueOnce(Response.json({ success: true }, { status: 500 }))
    expect(await provider.verify('token', undefined)).toBe(false)
    expect(await provider.verify('', undefined)).toBe(false)
  })
})
