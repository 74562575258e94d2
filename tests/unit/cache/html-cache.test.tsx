import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono, type Context } from 'hono'
import { Suspense, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../../worker/app-env'
import { forgetKeptPages, htmlCache } from '../../../worker/cache/html-cache'
import { requestContext } from '../../../worker/context'
import { blockContext, pageResponse } from '../../../worker/render/page-response'
import { purgeRoutes } from '../../../worker/routes/purge'
import { securityHeaders } from '../../../worker/security-headers'
import { stubCms } from '../../fixtures/cms-stub'
import { inlineElements } from '../../fixtures/csp-inline'

const SITE = 'https://www.example.test'

/**
 * The site's middleware (security headers, request context, HTML cache) in front of `route`, which
 * renders a real page through the page renderer; `renders()` counts how often it ran.
 */
function site(route: (c: Context<AppEnv>) => ReactNode, ttl = '60') {
  let renders = 0
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders)
  app.use('*', requestContext)
  app.route('/__cache/purge', purgeRoutes)
  app.use('*', htmlCache)
  app.get('/missing', (c) => c.html('<h1>Not here</h1>', 404))
  app.get('*', (c) => {
    renders++
    return pageResponse(c, { title: 'Cached', blocks: [], seo: null, prelude: route(c) })
  })
  // One environment object per site: one isolate's memory, as in production.
  const testEnv = { ...env, HTML_CACHE_S: ttl }
  // `origin` is what the request's Host makes of the URL: an attacker chooses it.
  const get = async (path: string, origin = SITE, method = 'GET', init: RequestInit = {}) => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`${origin}${path}`, { method, ...init }), testEnv, ctx)
    const body = await res.text()
    await waitOnExecutionContext(ctx)
    const policy = res.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    return { res, body, policy, nonce, cache: res.headers.get('x-html-cache') }
  }
  const purgeAll = () =>
    get('/__cache/purge', SITE, 'POST', {
      headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
      body: '{"all":true}',
    })
  return { get, purgeAll, renders: () => renders }
}

/** A path of this test run only: the edge cache outlives a test. */
const unique = (name: string) => `/${name}-${crypto.randomUUID().slice(0, 8)}`

/** The value of `name` as the page's blocks see it. */
const param = (c: Context<AppEnv>, name: string) =>
  blockContext(c, () => undefined).url.searchParams.get(name)

beforeEach(() => {
  // The shell's company profile comes from the CMS: a CMS without the site's settings.
  stubCms()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('rendered-page edge cache', () => {
  it('renders a page once and serves the copy, its own inline styles allowed by hash, not by a nonce', async () => {
    const { get, renders } = site(() => <p>cached body</p>)
    const path = unique('cached-page')
    const first = await get(path)
    expect(first.cache).toBe('miss')
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    const second = await get(path)
    expect(second.cache).toBe('hit')
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(renders()).toBe(1)
    // The same page, without the render's nonce: nothing in it is written per visitor.
    expect(second.body).toBe(first.body.replaceAll(` nonce="${first.nonce}"`, ''))
    expect(second.body).not.toContain('nonce=')
    expect(second.policy).not.toContain("'nonce-")
    const inline = await inlineElements(second.body, second.policy)
    expect(inline.filter((e) => e.kind === 'style').length).toBeGreaterThanOrEqual(1)
    expect(inline.filter((e) => !e.allowed)).toEqual([])
    // The rest of the policy is the rendered page's.
    const withoutInline = (policy: string) =>
      policy.replace(/ '(nonce|sha256)-[^']+'/g, '').replace(/\s+;/g, ';')
    expect(withoutInline(second.policy)).toBe(withoutInline(first.policy))
  })

  it('serves a page from the edge cache with the page’s own headers, not the cache’s', async () => {
    const { get, renders } = site(() => <p>from the edge</p>)
    const path = unique('edge-copy')
    const first = await get(path)
    // A new isolate: nothing in memory, the copy is at the edge.
    forgetKeptPages()
    const hit = await get(path)
    expect(hit.cache).toBe('hit')
    expect(hit.body).toContain('from the edge')
    expect(renders()).toBe(1)
    for (const name of [
      'age',
      'cf-cache-status',
      'x-kept-script-hashes',
      'x-kept-style-hashes',
      'x-kept-until',
    ])
      expect(hit.res.headers.has(name)).toBe(false)
    expect(hit.res.headers.get('content-type')).toBe(first.res.headers.get('content-type'))
    // Its own inline styles are allowed by the hashes kept with it.
    const inline = await inlineElements(hit.body, hit.policy)
    expect(inline.length).toBeGreaterThanOrEqual(1)
    expect(inline.filter((e) => !e.allowed)).toEqual([])
  })

  it('renders again after a purge', async () => {
    const { get, purgeAll, renders } = site(() => <p>purged</p>)
    const path = unique('purged-page')
    await get(path)
    expect((await purgeAll()).res.status).toBe(200)
    expect((await get(path)).cache).toBe('miss')
    expect(renders()).toBe(2)
  })

  it('renders a page once for visitors who ask for it at the same moment, each answer allowing its own inline elements', async () => {
    const { get, renders } = site(() => <p>asked together</p>)
    const path = unique('together')
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(path)))
    expect(renders()).toBe(1)
    expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1)
    expect(answers.filter((a) => a.cache === 'hit')).toHaveLength(7)
    for (const answer of answers) {
      expect(answer.res.status).toBe(200)
      expect(answer.body).toContain('<p>asked together</p>')
      const inline = await inlineElements(answer.body, answer.policy)
      expect(inline.length).toBeGreaterThanOrEqual(1)
      expect(inline.filter((e) => !e.allowed)).toEqual([])
    }
  })

  it('renders a page once for visitors who ask together, and with their own values when the page reads them', async () => {
    const { get, renders } = site((c) => <p>{`page ${param(c, 'page') ?? 'none'}`}</p>)
    const path = unique('together-query')
    const answers = await Promise.all([
      get(`${path}?page=2`),
      get(`${path}?page=3`),
      get(`${path}?page=2`),
      get(`${path}?page=3`),
    ])
    expect(answers.map((a) => /page (\w+)/.exec(a.body)?.[1])).toEqual(['2', '3', '2', '3'])
    expect(renders()).toBe(2)
  })

  it('lets every visitor who waited render the page alone when the shared render is not kept', async () => {
    const { get } = site(() => null)
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/missing')))
    expect(answers.map((a) => a.res.status)).toEqual([404, 404, 404])
    expect(answers.every((a) => a.cache === null)).toBe(true)
  })

  it('never caches error pages', async () => {
    const { get } = site(() => null)
    await get('/missing')
    const again = await get('/missing')
    expect(again.res.status).toBe(404)
    expect(again.cache).toBeNull()
  })

  it('answers HEAD from the same copy, without rendering', async () => {
    const { get, renders } = site(() => <p>head</p>)
    const path = unique('head')
    await get(path, SITE, 'HEAD')
    const again = await get(path, SITE, 'HEAD')
    expect(again.cache).toBe('hit')
    expect(again.body).toBe('')
    expect((await get(path)).body).toContain('<p>head</p>')
    expect(renders()).toBe(1)
  })

  it('does not keep a page whose rendering failed while it streamed', async () => {
    const Broken = () => {
      throw new Error('a component failed')
    }
    const { get, renders } = site(() => (
      <Suspense fallback={<p>loading</p>}>
        <Broken />
      </Suspense>
    ))
    const path = unique('render-error')
    expect((await get(path)).res.status).toBe(200)
    expect((await get(path)).cache).not.toBe('hit')
    expect(renders()).toBe(2)
  })

  it('is off with HTML_CACHE_S = 0', async () => {
    const { get, renders } = site(() => <p>uncached</p>, '0')
    const path = unique('uncached')
    await get(path)
    await get(path)
    expect(renders()).toBe(2)
  })
})

describe('a cached page never trusts markup it did not create (19.2)', () => {
  // CMS HTML that reached the page with a nonce of its own, as if the sanitiser had let it through.
  const cmsMarkup = '<script nonce="x">alert(document.cookie)</script><style nonce="x">p{}</style>'

  it('allows only the site’s own scripts and styles on a cache hit', async () => {
    const { get } = site(() => <div dangerouslySetInnerHTML={{ __html: cmsMarkup }} />)
    const path = unique('cms-nonce')
    const miss = await get(path)
    // The render itself never gave the CMS markup the response's nonce.
    expect(miss.body).toContain('<script nonce="x">alert(document.cookie)</script>')
    const hit = await get(path)
    expect(hit.cache).toBe('hit')
    expect(hit.body).toContain('<script nonce="x">alert(document.cookie)</script>')
    expect(hit.body).toContain('<style nonce="x">p{}</style>')
    const allowed = (await inlineElements(hit.body, hit.policy)).map((e) => [e.text, e.allowed])
    expect(allowed).toContainEqual(['alert(document.cookie)', false])
    expect(allowed).toContainEqual(['p{}', false])
    // Exactly what the render allowed by its nonce: the site's styles and no-JavaScript rules.
    const rendered = (await inlineElements(miss.body, miss.policy)).filter((e) => e.allowed)
    expect(allowed.filter(([, ok]) => ok).map(([text]) => text)).toEqual(
      rendered.map((e) => e.text),
    )
    expect(hit.body).toContain('<noscript><style>.reveal-more')
    expect(hit.body).toContain('<script type="application/ld+json">')
    expect(hit.policy).not.toContain("'nonce-")
  })

  it('allows the scripts React streams into a page that waited for its content, by hash', async () => {
    let wait = true
    const Later = () => {
      if (wait)
        throw new Promise<void>((resolve) => setTimeout(() => ((wait = false), resolve()), 5))
      return <p>arrived later</p>
    }
    const { get } = site(() => (
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>
    ))
    const path = unique('streamed')
    const miss = await get(path)
    expect(miss.body).toContain('arrived later')
    const hit = await get(path)
    expect(hit.cache).toBe('hit')
    const scripts = (await inlineElements(hit.body, hit.policy)).filter((e) => e.kind === 'script')
    expect(scripts.length).toBeGreaterThanOrEqual(1)
    expect(scripts.filter((e) => !e.allowed)).toEqual([])
    expect(hit.body).not.toContain(`nonce="${miss.nonce}"`)
  })

  it('does not trust CMS markup that carries the nonce a visitor saw on an earlier response', async () => {
    let seen = 'none yet'
    const { get, purgeAll } = site(() => (
      <div dangerouslySetInnerHTML={{ __html: `<script nonce="${seen}">steal()</script>` }} />
    ))
    const path = unique('replayed-nonce')
    const earlier = await get(path)
    seen = earlier.nonce ?? ''
    await purgeAll()
    await get(path)
    const hit = await get(path)
    expect(hit.cache).toBe('hit')
    expect(hit.body).toContain(`<script nonce="${seen}">steal()</script>`)
    const steal = (await inlineElements(hit.body, hit.policy)).find((e) => e.text === 'steal()')
    expect(steal).toEqual({ kind: 'script', text: 'steal()', nonce: seen, allowed: false })
  })
})

describe('the page cache cannot be busted for free (19.5)', () => {
  it('ignores query parameters no page reads', async () => {
    const { get, renders } = site(() => <p>about us</p>)
    const path = unique('about')
    expect((await get(`${path}?x=1`)).cache).toBe('miss')
    expect((await get(`${path}?x=2`)).cache).toBe('hit')
    expect((await get(`${path}?utm_source=mail&fbclid=abc`)).cache).toBe('hit')
    expect((await get(path)).cache).toBe('hit')
    expect(renders()).toBe(1)
  })

  it('ignores a declared parameter that this page does not read', async () => {
    const { get, renders } = site(() => <p>no pager here</p>)
    const path = unique('plain')
    await get(`${path}?page=1`)
    for (const n of [2, 3, 987654]) expect((await get(`${path}?page=${n}`)).cache).toBe('hit')
    expect(renders()).toBe(1)
  })

  it('keys a page on the declared parameters it reads', async () => {
    const { get, renders } = site((c) => <p>{`page ${param(c, 'page') ?? '1'}`}</p>)
    const path = unique('list')
    expect((await get(`${path}?page=2`)).body).toContain('page 2')
    expect((await get(`${path}?page=3`)).body).toContain('page 3')
    const again = await get(`${path}?page=2&x=random`)
    expect(again.cache).toBe('hit')
    expect(again.body).toContain('page 2')
    expect(renders()).toBe(2)
  })

  it('keys on every parameter a page may read, also one it reads only sometimes', async () => {
    const { get } = site((c) => (
      <p>{`showing ${param(c, 'category') ?? param(c, 'filter') ?? 'all'}`}</p>
    ))
    const path = unique('case-studies')
    expect((await get(`${path}?category=fintech`)).body).toContain('showing fintech')
    expect((await get(`${path}?filter=health`)).body).toContain('showing health')
    expect((await get(path)).body).toContain('showing all')
    expect((await get(`${path}?filter=health`)).body).toContain('showing health')
    expect((await get(`${path}?category=fintech`)).body).toContain('showing fintech')
  })

  it('never keeps a page made from a personal value', async () => {
    const { get, renders } = site((c) => <p>{`unsubscribe ${param(c, 'email') ?? 'nobody'}`}</p>)
    const path = unique('unsubscribe')
    const alice = await get(`${path}?email=alice%40example.com`)
    expect(alice.body).toContain('unsubscribe alice@example.com')
    expect(alice.res.headers.get('cache-control')).toBe('private, no-store')
    const bob = await get(`${path}?email=bob%40example.com`)
    expect(bob.body).toContain('unsubscribe bob@example.com')
    expect(bob.body).not.toContain('alice')
    expect((await get(path)).body).toContain('unsubscribe nobody')
    expect((await get(path)).cache).toBe('hit')
    expect(renders()).toBe(3)
  })
})

describe('the page cache cannot be poisoned (19.4)', () => {
  it('builds the URL blocks see from SITE_URL, whatever Host the request names', async () => {
    const { get } = site((c) => <p>{`share ${blockContext(c, () => undefined).url.href}`}</p>)
    const path = unique('share')
    const attack = await get(path, 'https://evil.example')
    expect(attack.body).toContain(`share ${SITE}${path}`)
    expect(attack.body).not.toContain('evil.example')
    const visitor = await get(path)
    expect(visitor.cache).toBe('hit')
    expect(visitor.body).not.toContain('evil.example')
  })
})
