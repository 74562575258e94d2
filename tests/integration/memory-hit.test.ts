import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { block, cmsPage, servePages, stubCms } from '../fixtures/cms-stub'

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
async function keptPricing(): Promise<Response> {
  const miss = await SELF.fetch(`${SITE}/pricing`)
  expect(miss.headers.get('x-html-cache')).toBe('miss')
  return miss
}

/** Every header but those that differ by design between a rendered page and a kept one. */
function comparable(res: Response): Record<string, string> {
  const differ = ['x-html-cache', 'cache-control', 'content-length', 'date']
  const nonce = nonceOf(res) ?? 'no nonce'
  return Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !differ.includes(name))
      .map(([name, value]) => [name, value.replaceAll(nonce, '<nonce>')]),
  )
}

describe('a page kept in memory', () => {
  it('is sent with the headers of the rendered page, and a policy nonce that its own scripts carry', async () => {
    const miss = await keptPricing()
    const hit = await SELF.fetch(`${SITE}/pricing`)
    const body = await hit.text()
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-html-cache')).toBe('hit')
    expect(body).toContain('<p>Plans for teams</p>')
    expect(comparable(hit)).toEqual(comparable(miss))
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const nonce = nonceOf(hit)
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    expect(nonce).not.toBe(nonceOf(miss))
    expect(body).toContain(`<style nonce="${nonce}">`)
    expect(body).toContain(`<script type="application/ld+json" nonce="${nonce}">`)
    expect(body).not.toContain(nonceOf(miss))
  })

  it('gives each of several hits its own nonce in its own bytes, even when none is read before the last is made', async () => {
    await keptPricing()
    const hits = [
      await SELF.fetch(`${SITE}/pricing`),
      await SELF.fetch(`${SITE}/pricing`),
      await SELF.fetch(`${SITE}/pricing`),
    ]
    const nonces = hits.map(nonceOf)
    expect(new Set(nonces).size).toBe(3)
    for (const [i, res] of hits.entries()) {
      const body = await res.text()
      expect(body).toContain(`nonce="${nonces[i]}"`)
      for (const other of nonces.filter((_, k) => k !== i)) expect(body).not.toContain(other)
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
