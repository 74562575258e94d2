import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { cmsCredential } from '../shared/dev-vars'
import { pageOfEachType } from '../shared/page-types'

const cmsAuth = cmsCredential()

const root = new URL('../../', import.meta.url).pathname
const credential = cmsAuth.replace(/^Basic /, '') || 'missing'
const FORBIDDEN = [
  credential,
  atob(credential),
  'demo-application-password',
  'cms.internal',
  'contact-form-7',
  'wpcf7',
]

/** Every file the asset server serves (`_headers` configures it and is never served). */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? builtFiles(join(dir, e.name))
      : e.name === '_headers'
        ? []
        : [join(dir, e.name)],
  )
}

describe('nothing served to browsers carries the CMS credential, URL or form ids', () => {
  it('holds for the HTML of every page type', async () => {
    const pages = await pageOfEachType(baseUrl())
    for (const [type, path] of Object.entries(pages)) {
      const res = await fetch(`${baseUrl()}${path}`)
      expect(res.status, path).toBe(type === 'not found' ? 404 : 200)
      const html = await res.text()
      for (const secret of FORBIDDEN)
        expect(html, `${path} contains ${secret}`).not.toContain(secret)
    }
  })

  it('holds for every built asset, fetched over HTTP', async () => {
    const dir = join(root, 'static')
    for (const file of builtFiles(dir)) {
      const url = `${baseUrl()}${file.slice(dir.length)}`
      const res = await fetch(url)
      expect(res.status, url).toBe(200)
      const body = await res.text()
      for (const secret of FORBIDDEN)
        expect(body, `${url} contains ${secret}`).not.toContain(secret)
    }
  })
})
