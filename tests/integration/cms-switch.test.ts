import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app'
import type { Bindings } from '../../worker/env'
import { block, cmsPage, servePages, stubCms } from '../fixtures/cms-stub'
import { plainHeadings } from '../fixtures/plain-headings'

const SITE = 'https://www.example.test'
const TOKEN = 'test-purge-token'

/**
 * The site deployed with these variables: each call is a new deployment (its own isolate memory)
 * on the same KV namespace, as after `wrangler deploy`.
 */
function deploy(vars: Partial<Bindings> = {}) {
  const app = createApp()
  const deployed = { ...env, ...vars }
  /** Sends a request; the response is back before the work it left running (`ctx`) is done. */
  const send = async (path: string, init?: RequestInit) => {
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`${SITE}${path}`, init), deployed, ctx)
    return {
      res,
      html: plainHeadings(await res.text()),
      settled: () => waitOnExecutionContext(ctx),
    }
  }
  const get = async (path: string, init?: RequestInit) => {
    const sent = await send(path, init)
    await sent.settled()
    return sent
  }
  return { send, get }
}

const purgeAll = (site: ReturnType<typeof deploy>) =>
  site.get('/__cache/purge', {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true }),
  })

/** A page with the partners block, and WordPress's partners list (the ACF-backed custom type). */
const partnersPage = (uri: string) =>
  cmsPage(uri, 'Partners', [block('custom/partners', { title: 'Technology partners', limit: 6 })])
const partner = (name: string) => ({
  id: `partner:${name.length}`,
  databaseId: 1100 + name.length,
  title: name,
  name,
  description: `${name} is a partner.`,
  logo: null,
})
const connection = <T>(nodes: T[]) => ({ nodes, pageInfo: { hasNextPage: false, endCursor: null } })

/** A path of this test only: KV outlives a test's memory. */
const unique = (name: string) => `/${name}-${crypto.randomUUID().slice(0, 8)}`

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('switching WordPress never shows the old one (35.4)', () => {
  it("a changed CMS_URL serves the new WordPress's page, not the old one's copy warm in KV", async () => {
    const path = unique('about')
    const demo = stubCms()
    servePages(demo, { [path]: cmsPage(path, 'About the demo company', []) })
    expect((await deploy().get(path)).html).toContain('<h1>About the demo company</h1>')

    const acme = stubCms('https://cms.acme.example')
    servePages(acme, { [path]: cmsPage(path, 'About Acme Robotics', []) })
    const page = await deploy({ CMS_URL: 'https://cms.acme.example' }).get(path)
    expect(page.res.status).toBe(200)
    expect(page.html).toContain('<h1>About Acme Robotics</h1>')
    expect(page.html).not.toContain('About the demo company')
    expect(acme.calls.filter((c) => c.operationName === 'PageByUri')).toHaveLength(1)
  })

  it('after purge --all, a list the new WordPress refuses (schema error) shows nothing of the old list', async () => {
    const path = unique('partners')
    const cms = stubCms()
    servePages(cms, { [path]: partnersPage(path) })
    cms.graphql.set('Partners', () => ({ partners: connection([partner('Demo Partner Co')]) }))
    const site = deploy()
    expect((await site.get(path)).html).toContain('Demo Partner Co')

    // The WordPress now answers the list with a validation error (no such field without its plugin).
    cms.graphql.delete('Partners')
    expect((await purgeAll(site)).res.status).toBe(200)
    const page = await site.get(path)
    expect(page.res.status).toBe(200)
    expect(page.html).toContain('<h1>Partners</h1>')
    expect(page.html).not.toContain('Demo Partner Co')
    // Nor later, from another isolate.
    expect((await deploy().get(path)).html).not.toContain('Demo Partner Co')
  })
})

describe('a slow or half-configured WordPress costs visitors little (35.7)', () => {
  it('answers within the request budget when WordPress is slow, and the late answer fills the cache', async () => {
    const path = unique('slow')
    const cms = stubCms()
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    cms.graphql.set('PageByUri', async (v) => {
      await answered
      return { page: v.uri === path ? cmsPage(path, 'Slow page', []) : null }
    })
    // Each call may take a minute (and a read is retried once): only the budget bounds the wait.
    const site = deploy({ CMS_BUDGET_MS: '1000', CMS_TIMEOUT_MS: '60000' })
    const started = Date.now()
    const first = await site.send(path)
    expect(first.res.status).toBe(503)
    expect(first.html).toContain('We will be right back')
    // Generous: the budget is 1 s; without it the visitor waits for WordPress (here: for ever).
    expect(Date.now() - started).toBeLessThan(20_000)

    answer()
    await first.settled()
    const next = await site.get(path)
    expect(next.res.status).toBe(200)
    expect(next.html).toContain('<h1>Slow page</h1>')
    expect(cms.calls.filter((c) => c.operationName === 'PageByUri')).toHaveLength(1)
  })

  it('asks WordPress at most once per short window for an optional block that keeps failing', async () => {
    const path = unique('partners')
    const cms = stubCms()
    servePages(cms, { [path]: partnersPage(path) })
    // No partners type on this WordPress: every Partners query is refused.
    const site = deploy()
    for (let view = 0; view < 5; view++) {
      const page = await site.get(path)
      expect(page.res.status).toBe(200)
      expect(page.html).toContain('<h1>Partners</h1>')
    }
    expect(cms.calls.filter((c) => c.operationName === 'Partners')).toHaveLength(1)
  })
})
