import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCms, type CmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'

/**
 * Uploads an editor (or a stolen editor account) can put in the media library, served by the site
 * under its own origin: none may run script as the site, send its visitor elsewhere or be a page.
 */
const UPLOADS: Record<string, { type: string; body: string }> = {
  'evil.html': {
    type: 'text/html; charset=UTF-8',
    body: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/">',
  },
  'evil.svg': {
    type: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  },
  'evil.xml': { type: 'text/xml', body: '<x xmlns="http://www.w3.org/1999/xhtml"><script/></x>' },
  'evil.js': { type: 'application/javascript', body: 'alert(1)' },
  'evil.xhtml': {
    type: 'application/xhtml+xml',
    body: '<html xmlns="http://www.w3.org/1999/xhtml"/>',
  },
  'report.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body: 'PK',
  },
  'photo.png': { type: 'image/png', body: '\u0089PNG' },
  'brochure.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
  'loop.mp4': { type: 'video/mp4', body: 'ftyp' },
  'notes.txt': { type: 'text/plain', body: 'notes' },
}
const path = (name: string) => `/wp-content/uploads/2025/03/${name}`

let cms: CmsStub
beforeEach(() => {
  cms = stubCms()
  for (const [name, file] of Object.entries(UPLOADS)) {
    cms.rest.set(
      path(name),
      () => new Response(file.body, { headers: { 'content-type': file.type } }),
    )
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

const directives = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '').split(/;\s*/).filter(Boolean)

describe('files from the CMS are files, never pages of the site', () => {
  it('serves every upload with a policy under which nothing runs, loads or navigates', async () => {
    for (const name of Object.keys(UPLOADS)) {
      for (const fromCache of [false, true]) {
        const res = await SELF.fetch(`${SITE}${path(name)}`)
        expect(res.status, name).toBe(200)
        const csp = directives(res)
        expect(csp, name).toContain("default-src 'none'")
        expect(
          csp.find((d) => d.startsWith('script-src')),
          name,
        ).toBeUndefined()
        expect(csp, name).toContain("frame-ancestors 'none'")
        if (name !== 'brochure.pdf') expect(csp, `${name} cache=${fromCache}`).toContain('sandbox')
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        await res.arrayBuffer()
      }
    }
  })

  it('makes HTML, XML, scripts and office files downloads; shows pictures, PDF, video and text', async () => {
    const downloads = ['evil.html', 'evil.xml', 'evil.js', 'evil.xhtml', 'report.docx']
    for (const name of Object.keys(UPLOADS)) {
      for (const fromCache of [false, true]) {
        const res = await SELF.fetch(`${SITE}${path(name)}`)
        const disposition = res.headers.get('content-disposition')
        if (downloads.includes(name)) expect(disposition, `${name} ${fromCache}`).toBe('attachment')
        else expect(disposition, `${name} ${fromCache}`).toBeNull()
        await res.arrayBuffer()
      }
    }
  })

  it('keeps the nonce policy for everything else', async () => {
    const res = await SELF.fetch(`${SITE}/robots.txt`)
    expect(directives(res).find((d) => d.startsWith('script-src'))).toMatch(/'nonce-/)
  })
})
