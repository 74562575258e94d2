import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { rawRequest, type RawOptions } from '../shared/raw-request'

/** One request exactly as written, over a plain socket (`fetch` would normalise `\`). */
const raw = (path: string, opts?: RawOptions) => rawRequest(baseUrl(), path, opts)

const offSite = (location: string | string[] | undefined) =>
  new URL(String(location), baseUrl()).origin !== new URL(baseUrl()).origin

describe('no open redirect', () => {
  it('never sends a visitor to another host from a trailing-slash path', async () => {
    for (const path of [
      '//evil.example/',
      '/%5cevil.example/',
      '/%5Cevil.example/',
      '/%09/evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '///evil.example//',
      '/%2f%2fevil.example/',
    ]) {
      const res = await raw(path)
      expect(res.status, path).not.toBe(500)
      if (res.status >= 300 && res.status < 400) {
        expect(offSite(res.headers.location), `${path} → ${res.headers.location}`).toBe(false)
        expect(String(res.headers.location)).toMatch(/^\/(?![/\\])/)
      }
    }
    expect((await raw('//evil.example/')).status).toBe(404)
    expect((await raw('/%5cevil.example/')).status).toBe(404)
  })

  it('still drops the trailing slash of a real page, keeping its query', async () => {
    const res = await raw('/about/?ref=mail')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/about?ref=mail')
  })
})

describe('protocol edges', () => {
  it('answers a line break or a broken escape in the path with the branded 400, never 500', async () => {
    for (const path of [
      '/%0a',
      '/%0d%0aSet-Cookie:%20x=1/',
      '/%',
      '/%zz',
      '/about%',
      '/%ff',
      '/%09/evil.example/',
    ]) {
      const res = await raw(path)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toContain('<h1>Bad request</h1>')
      expect(res.headers['set-cookie'], path).toBeUndefined()
    }
    expect((await raw('/api/forms/%zz', { method: 'POST' })).status).toBe(400)
  })

  it('answers methods other than GET, HEAD and POST with 405 and Allow', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const page = await raw('/about', { method })
      expect(page.status, `${method} /about`).toBe(405)
      expect(page.headers.allow).toBe('GET, HEAD')
      expect(page.body).toContain('<h1>Method not allowed</h1>')
      const api = await raw('/api/forms/contact', { method })
      expect(api.status, `${method} /api/forms/contact`).toBe(405)
      expect(String(api.headers.allow).split(', ')).toContain('POST')
    }
    const purge = await raw('/__cache/purge', { method: 'DELETE' })
    expect(purge.status).toBe(405)
    expect(String(purge.headers.allow).split(', ')).toContain('POST')
  })

  it('answers an oversized body with 413 on any route, declared or streamed: branded, JSON at the purge address', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'a')
    const type = { 'content-type': 'multipart/form-data; boundary=x' }
    for (const path of ['/api/forms/contact', '/about', '/', '/__cache/purge', '/sitemap.xml']) {
      for (const chunked of [false, true]) {
        const res = await raw(path, { method: 'POST', headers: type, body, chunked })
        expect(res.status, `${path} chunked=${chunked}`).toBe(413)
        if (path === '/__cache/purge') {
          expect(res.headers['content-type']).toBe('application/json')
          expect(JSON.parse(res.body)).toEqual({ error: 'Body too large.' })
          continue
        }
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(res.body).toContain('<h1>')
        expect(res.body).not.toMatch(/Payload Too Large|exceeded|Error:/)
      }
    }
    const put = await raw('/about', { method: 'PUT', headers: type, body })
    expect(put.status).toBe(413)
  })
})
