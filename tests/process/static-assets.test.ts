import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'

const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
]
const chunk = readdirSync(new URL('../../static/assets/chunks/', import.meta.url)).find((f) =>
  f.endsWith('.js'),
)

const get = (path: string) => fetch(`${baseUrl()}${path}`)

describe('static files, served without the Worker (23.4)', () => {
  it('carry the security headers of the pages, and a policy for files', async () => {
    const page = await get('/about')
    await page.arrayBuffer()
    for (const path of [
      '/assets/site.css',
      '/assets/client.js',
      `/assets/chunks/${chunk}`,
      '/logo.svg',
      '/favicon.ico',
    ]) {
      const res = await get(path)
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
      for (const name of SECURITY_HEADERS) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name))
      }
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'none'")
      expect(csp, path).toContain("frame-ancestors 'none'")
      // A per-request nonce is what the Worker adds: a file served without it has none.
      expect(csp, path).not.toContain('nonce-')
    }
    // The page's policy is the Worker's: its inline styles allowed by nonce (rendered for this
    // response) or by hash (kept in the page cache).
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' '(nonce|sha256)-/)
  })

  it('cache content-hashed files for a year, and revalidate the others', async () => {
    const hashed = await get(`/assets/chunks/${chunk}`)
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const entry = await get('/assets/client.js')
    expect(entry.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const etag = entry.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${baseUrl()}/assets/client.js`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('answers a missing file with a bare 404 that keeps the headers, and never serves _headers', async () => {
    const missing = await get('/assets/no-such-file.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('')
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'")
    const config = await get('/_headers')
    expect(config.status).toBe(404)
    expect(await config.text()).toContain('<h1>Page not found</h1>')
  })
})
