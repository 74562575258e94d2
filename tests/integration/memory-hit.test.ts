import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { memoryHit } from '../../worker/memory-hit'
import { block, cmsPage, servePages, stubCms } from '../fixtures/cms-stub'
import { inlineElements } from '../fixtures/csp-inline'

const SITE = 'https://www.example.test'
/** The Worker as deployed, with its page cache on (the test environment turns it off). */
const siteEnv = { ...env, HTML_CACHE_S: '60' }

const SELF = {
  async fetch(url: string, init?: RequestInit): Promise<Response> {
    const ctx = createExecutionContext()
    const res = await worker.fetch(new Request(url, init), siteEnv, ctx)
    // What the response left to do (keeping a rendered page) is done before the test goes on.
    const body = await res.arrayBuffer()
    await waitOnExecutionContext(ctx)
    return new Response(res.status === 204 ? null : body, res)
  },
}

beforeEach(() => {
  servePages(stubCms(), {
    '/pricing': cmsPage('/pricing', 'Pricing', [block('core/html', [], '<p>Plans for teams</p>')]),
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

/** Renders /pricing, which the site then keeps. */
async function keptPricing(): Promise<{ miss: Response; body: string }> {
  const miss = await SELF.fetch(`${SITE}/pricing`)
  expect(miss.headers.get('x-html-cache')).toBe('miss')
  return { miss, body: await miss.text() }
}

/** Every header but those that differ by design between a rendered page and a kept one. */
function comparable(res: Response): Record<string, string> {
  const differ = ['x-html-cache', 'cache-control', 'content-length', 'date', 'vary']
  return Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !differ.includes(name))
      .map(([name, value]) => [name, value.replace(/ '(nonce|sha256)-[^']+'/g, '')]),
  )
}

/** A client whose own Accept-Encoding is `value`, as Cloudflare tells a Worker (`request.cf`). */
const accepting = (value: string): RequestInit => ({
  cf: { clientAcceptEncoding: value } as RequestInit['cf'],
})

async function gunzip(bytes: ArrayBuffer): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Response(stream).text()
}

describe('a page kept in memory', () => {
  it('is sent with the headers of the rendered page, and the same bytes without the render’s nonce', async () => {
    const { miss, body: rendered } = await keptPricing()
    const hit = await SELF.fetch(`${SITE}/pricing`)
    const body = await hit.text()
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-html-cache')).toBe('hit')
    expect(body).toContain('<p>Plans for teams</p>')
    expect(comparable(hit)).toEqual(comparable(miss))
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(body).toBe(rendered.replaceAll(` nonce="${nonceOf(miss)}"`, ''))
    const policy = hit.headers.get('content-security-policy') ?? ''
    expect(policy).not.toContain("'nonce-")
    const inline = await inlineElements(body, policy)
    expect(inline.length).toBeGreaterThanOrEqual(2)
    expect(inline.filter((e) => !e.allowed)).toEqual([])
  })

  it('sends every visitor the same bytes, and a gzip copy made once to clients that take gzip', async () => {
    await keptPricing()
    const plain = await SELF.fetch(`${SITE}/pricing`, accepting('identity'))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const page = await plain.text()
    for (const browser of ['gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.8', '*']) {
      const hit = await SELF.fetch(`${SITE}/pricing`, accepting(browser))
      expect(hit.headers.get('x-html-cache'), browser).toBe('hit')
      expect(hit.headers.get('content-encoding'), browser).toBe('gzip')
      expect(hit.headers.get('vary'), browser).toBe('Accept-Encoding')
      expect(await gunzip(await hit.arrayBuffer()), browser).toBe(page)
    }
    for (const other of ['br', 'gzip;q=0', '*;q=0', '']) {
      const hit = await SELF.fetch(`${SITE}/pricing`, accepting(other))
      expect(hit.headers.get('content-encoding'), other).toBeNull()
      expect(await hit.text(), other).toBe(page)
    }
  })

  it('is no answer to other methods: the site answers them as it always does', async () => {
    await keptPricing()
    const post = await SELF.fetch(`${SITE}/pricing`, { method: 'POST', body: 'x=1' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toContain('GET')
    expect(post.headers.get('x-html-cache')).toBeNull()
    const head = await SELF.fetch(`${SITE}/pricing`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

describe('the lookup in memory before the app', () => {
  it('reads the client’s Accept-Encoding (request.cf, parsed when first read) only for a page it holds', async () => {
    await keptPricing()
    const reads: string[] = []
    const watched = (path: string) => {
      const request = new Request(`${SITE}${path}`)
      Object.defineProperty(request, 'cf', {
        get: () => {
          reads.push(path)
          return { clientAcceptEncoding: 'gzip' }
        },
      })
      return request
    }
    expect(await memoryHit(watched('/robots.txt'), siteEnv)).toBeNull()
    expect(await memoryHit(watched('/not-kept'), siteEnv)).toBeNull()
    const hit = await memoryHit(watched('/pricing'), siteEnv)
    expect(hit?.headers.get('content-encoding')).toBe('gzip')
    expect(reads).toEqual(['/pricing'])
  })
})
