import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORM_KINDS } from '../../src/forms/schemas'
import worker from '../../worker/index'
import { cmsPage, servePages, stubCms } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'

beforeEach(() => {
  servePages(stubCms(), {
    '/home': cmsPage('/home', 'Home', []),
    '/about': cmsPage('/about', 'About', []),
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const h1 = async (res: Response) => /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1]

/**
 * The site Worker's answer, asked of its fetch handler directly, its background work awaited. For
 * tests of many small answers: each `SELF.fetch` also costs the test pool a lookup of the Worker's
 * module, which grows over a run of the whole suite (about 100 ms a request late in a run, against
 * 5 ms alone), so that 60 of them neared the test's time limit on a busy machine.
 */
async function answerOf(path: string, method: string) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`${SITE}${path}`, { method }), env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

describe('trailing-slash redirects stay on the site (19.3)', () => {
  it('answers //host/ with the 404 page, never a Location off the site', async () => {
    for (const path of ['//evil.example/', '///evil.example//', '/%5cevil.example/']) {
      const res = await SELF.fetch(`${SITE}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('location'), path).toBeNull()
      await res.arrayBuffer()
    }
  })

  it('still drops the trailing slash of a page, keeping its query', async () => {
    const res = await SELF.fetch(`${SITE}/about/?ref=mail`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/about?ref=mail')
  })
})

describe('protocol edges (19.9)', () => {
  it('answers a control character or a broken escape in the path with the branded 400', async () => {
    for (const path of ['/%0a', '/%0d%0aSet-Cookie:%20x=1/', '/%zz', '/about%', '/%ff']) {
      const res = await SELF.fetch(`${SITE}${path}`)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('set-cookie'), path).toBeNull()
      expect(await h1(res), path).toBe('Bad request')
    }
  })

  it('answers other methods with 405 and the methods the address takes', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const page = await SELF.fetch(`${SITE}/about`, { method })
      expect(page.status, method).toBe(405)
      expect(page.headers.get('allow')).toBe('GET, HEAD')
      expect(await h1(page)).toBe('Method not allowed')
      const api = await SELF.fetch(`${SITE}/api/forms/contact`, { method })
      expect(api.status, method).toBe(405)
      expect(api.headers.get('allow')?.split(', ')).toContain('POST')
      expect(await api.json()).toEqual({ error: 'Method not allowed' })
    }
  })

  it('answers a wrong method at every API and purge address with a JSON 405 and its methods', async () => {
    const scripts: [string, string][] = [
      ['/__cache/purge', 'POST'],
      ...FORM_KINDS.map((kind): [string, string] => [`/api/forms/${kind}`, 'POST']),
      ['/api/captcha/challenge', 'GET, HEAD'],
      ['/api/lottie/12', 'GET, HEAD'],
    ]
    for (const [path, allow] of scripts) {
      const allowed = allow.split(', ')
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        if (allowed.includes(method)) continue
        const { res, body } = await answerOf(path, method)
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
        expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/json/)
        if (method !== 'HEAD') expect(JSON.parse(body)).toEqual({ error: 'Method not allowed' })
      }
    }
  })

  it('still answers an unknown API address with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT']) {
      const res = await SELF.fetch(`${SITE}/api/no-such-thing`, { method })
      expect(res.status, method).toBe(404)
      expect(await res.json()).toEqual({ error: 'Not found' })
    }
  })

  it('answers a body over 4 MB with 413, whether its length is declared or not: branded, or JSON at the purge address', async () => {
    const big = new Uint8Array(5 * 1024 * 1024).fill(97)
    const json = '/__cache/purge'
    for (const path of ['/about', '/api/forms/contact', json]) {
      const declared = await SELF.fetch(`${SITE}${path}`, { method: 'POST', body: big })
      expect(declared.status, path).toBe(413)
      if (path === json) expect(await declared.json()).toEqual({ error: 'Body too large.' })
      else expect(await h1(declared)).toBe('Request too large')
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < big.length; i += 256 * 1024)
            controller.enqueue(big.subarray(i, i + 256 * 1024))
          controller.close()
        },
      })
      const res = await SELF.fetch(`${SITE}${path}`, { method: 'POST', body: streamed })
      expect(res.status, `${path} streamed`).toBe(413)
      expect(res.headers.get('content-type')).toMatch(
        path === json ? /^application\/json/ : /^text\/html; charset=utf-8$/,
      )
      await res.arrayBuffer()
    }
  })
})
