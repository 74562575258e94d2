import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cmsPage, servePages, stubCms } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'

beforeEach(() => {
  servePages(stubCms(), { '/home': cmsPage('/home', 'Home', []) })
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('security headers', () => {
  for (const path of ['/', '/no-such-page', '/robots.txt']) {
    it(`are set on ${path}`, async () => {
      const res = await SELF.fetch(`${SITE}${path}`)
      await res.arrayBuffer()
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      )
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
    })
  }

  it('allows style elements only from the site or with the nonce (19.9)', async () => {
    const res = await SELF.fetch(`${SITE}/`)
    const csp = res.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src ')) ?? ''
    expect(styleSrc).toContain("'self'")
    expect(styleSrc).toContain(`'nonce-${nonce}'`)
    expect(styleSrc).toBe(`style-src 'self' 'nonce-${nonce}'`)
    const styles = (await res.text()).match(/<style[^>]*>/g) ?? []
    // The no-JavaScript rules are the site's own inline style.
    expect(styles.length).toBeGreaterThan(0)
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('gives each response its own nonce, used by every inline script', async () => {
    const a = await SELF.fetch(`${SITE}/`)
    const b = await SELF.fetch(`${SITE}/`)
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonceOf(a)).toBeTruthy()
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    const html = await a.text()
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(a)}"`)
    await b.arrayBuffer()
  })
})
