import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './browser'

/**
 * Files of `static/` are served by Workers Static Assets without running the Worker
 * (`run_worker_first` in wrangler.toml); their headers come from static/_headers. The Worker gives
 * every response of its own a fresh nonce in its policy, so a policy without one shows that the
 * Worker did not run.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
]
const NONCE = / 'nonce-[^']+'/g
const REVALIDATE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'

const chunksDir = new URL('../../static/assets/chunks/', import.meta.url)
const chunk = readdirSync(chunksDir).find((name) => name.endsWith('.js'))

/** The security headers of a response of the Worker itself, nonce taken out of its policy. */
async function workerHeaders(): Promise<Record<string, string | null>> {
  const res = await fetch(`${baseUrl()}/robots.txt`)
  await res.arrayBuffer()
  expect(res.headers.get('content-security-policy')).toMatch(NONCE)
  return Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, res.headers.get(name)?.replace(NONCE, '') ?? null]),
  )
}

describe('static files are served without the Worker, with its security headers', () => {
  const files: [path: string, cacheControl: string][] = [
    ['/assets/site.css', REVALIDATE],
    ['/assets/client.js', REVALIDATE],
    ['/assets/leaflet.css', REVALIDATE],
    [`/assets/chunks/${chunk}`, IMMUTABLE],
    ['/favicon.ico', REVALIDATE],
    ['/logo.svg', REVALIDATE],
  ]

  for (const [path, cacheControl] of files) {
    it(`serves ${path} with the site's headers and cache-control "${cacheControl}"`, async () => {
      const expected = await workerHeaders()
      const res = await fetch(`${baseUrl()}${path}`)
      expect(res.status, path).toBe(200)
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
      const csp = res.headers.get('content-security-policy')
      expect(csp, 'a policy of its own').toBeTruthy()
      expect(csp, 'no nonce: the Worker did not run').not.toMatch(NONCE)
      for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBe(expected[name])
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('cache-control')).toBe(cacheControl)
      expect(res.headers.get('etag')).toBeTruthy()
    })
  }

  it('revalidates an unchanged file with 304 Not Modified', async () => {
    const first = await fetch(`${baseUrl()}/assets/site.css`)
    await first.arrayBuffer()
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(`${baseUrl()}/assets/site.css`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  for (const path of [
    '/assets/no-such-file.js',
    '/assets/chunks/gone-ABCDEF12.js',
    '/fonts/x.woff2',
  ]) {
    it(`answers a missing file ${path} with 404 and the security headers`, async () => {
      const expected = await workerHeaders()
      const res = await fetch(`${baseUrl()}${path}`)
      await res.arrayBuffer()
      expect(res.status).toBe(404)
      for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBe(expected[name])
    })
  }
})

describe('everything else still runs the Worker', () => {
  it('renders pages, API answers and SEO files with a per-response nonce', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/no-such-page', 404],
      ['/api/no-such-endpoint', 404],
    ] as const) {
      const res = await fetch(`${baseUrl()}${path}`)
      await res.arrayBuffer()
      expect(res.status, path).toBe(status)
      expect(res.headers.get('content-security-policy'), path).toMatch(NONCE)
    }
  })

  it('never serves the headers file itself', async () => {
    const res = await fetch(`${baseUrl()}/_headers`)
    const body = await res.text()
    expect(res.status).toBe(404)
    expect(body).not.toContain('Content-Security-Policy:')
  })
})
