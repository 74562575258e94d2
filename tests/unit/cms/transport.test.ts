import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { CmsError } from '../../../src/cms/errors'
import { operation, runQuery } from '../../../src/cms/graphql'
import { CaseStudies } from '../../../src/cms/operations/case-studies'
import { PageByUri } from '../../../src/cms/operations/pages'
import { fetchAll } from '../../../src/cms/paging'
import { cmsFetch, DEFAULT_TIMEOUTS, type CmsConfig } from '../../../src/cms/transport'
import { cmsConfigFor } from '../../../worker/context'
import { readConfig } from '../../../worker/env'

const cfg: CmsConfig = {
  baseUrl: 'https://cms.test',
  auth: 'Basic abc',
  timeouts: { item: 30, list: 90, post: 60 },
}

type Answer = 'hang' | Response | (() => Response)

/** Answers CMS calls in turn: a response, or 'hang' (no answer until the caller gives up). */
function answers(...queue: Answer[]) {
  const spy = vi.isMockFunction(globalThis.fetch)
    ? vi.mocked(globalThis.fetch)
    : vi.spyOn(globalThis, 'fetch')
  spy.mockClear()
  return spy.mockImplementation((input, init) => {
    const request = new Request(input, init)
    const next = queue.shift() ?? 'hang'
    if (next !== 'hang') return Promise.resolve(typeof next === 'function' ? next() : next)
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      )
    })
  })
}

const page = () =>
  Response.json({
    data: {
      page: {
        id: 'p1',
        databaseId: 12,
        uri: '/about/',
        slug: 'about',
        status: 'publish',
        title: 'About us',
        isFrontPage: false,
        blocks: '[]',
      },
    },
  })
const wpError = (status: number) =>
  Response.json(
    { code: 'internal_server_error', message: 'Critical error', data: { status } },
    { status },
  )

let warnings: () => string
beforeEach(() => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  warnings = () => warn.mock.calls.flat().map(String).join('\n')
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function failure(p: Promise<unknown>): Promise<CmsError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(CmsError)
  return err as CmsError
}

describe('reads: timeout per kind of operation, one retry', () => {
  it('retries a read once after a timeout and logs the operation and the cause', async () => {
    const spy = answers('hang', page())
    const data = await runQuery(cfg, PageByUri, { uri: '/about' })
    expect(data.page?.title).toBe('About us')
    expect(spy).toHaveBeenCalledTimes(2)
    expect(warnings()).toContain('[cms] PageByUri: timeout after 30 ms; retrying once')
  })

  it('gives up after the second timeout, naming the operation and the timeout', async () => {
    const spy = answers('hang', 'hang')
    const err = await failure(runQuery(cfg, PageByUri, { uri: '/about' }))
    expect(err.message).toBe('Failed to fetch API')
    expect(err.detail).toBe('PageByUri: timeout after 30 ms')
    expect(err.reason).toBe('timeout')
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('gives a 100-item list page the list timeout, a single item the item timeout', async () => {
    answers('hang', 'hang')
    const list = await failure(fetchAll(cfg, CaseStudies, {}, (d) => d.caseStudies))
    expect(list.detail).toBe('CaseStudies: timeout after 90 ms')
    answers('hang', 'hang')
    const item = await failure(runQuery(cfg, PageByUri, { uri: '/' }))
    expect(item.detail).toBe('PageByUri: timeout after 30 ms')
  })

  it('retries once after a 5xx, and reports the status when it stays', async () => {
    const recovered = answers(wpError(502), page())
    expect((await runQuery(cfg, PageByUri, { uri: '/about' })).page?.slug).toBe('about')
    expect(recovered).toHaveBeenCalledTimes(2)
    expect(warnings()).toContain('[cms] PageByUri: HTTP 502; retrying once')

    const down = answers(wpError(500), wpError(503))
    const err = await failure(runQuery(cfg, PageByUri, { uri: '/about' }))
    expect(err.detail).toBe('PageByUri: HTTP 503')
    expect(err.status).toBe(503)
    expect(down).toHaveBeenCalledTimes(2)
  })

  it('retries a network error once', async () => {
    let calls = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls++
      if (calls === 1) throw new TypeError('Network connection lost.')
      return page()
    })
    expect((await runQuery(cfg, PageByUri, { uri: '/about' })).page?.slug).toBe('about')
    expect(warnings()).toContain(
      '[cms] PageByUri: network error: TypeError: Network connection lost.; retrying once',
    )
  })

  it('does not retry a 4xx, a GraphQL error or a schema mismatch, and names each cause', async () => {
    const forbidden = answers(wpError(403))
    expect((await failure(runQuery(cfg, PageByUri, { uri: '/' }))).detail).toBe(
      'PageByUri: HTTP 403',
    )
    expect(forbidden).toHaveBeenCalledTimes(1)

    const invalid = answers(
      Response.json({ errors: [{ message: 'Cannot query field "seo" on type "Page".' }] }),
    )
    const graphql = await failure(runQuery(cfg, PageByUri, { uri: '/' }))
    expect(graphql.detail).toBe(
      'PageByUri: GraphQL error: Cannot query field "seo" on type "Page".',
    )
    expect(graphql.reason).toBe('graphql')
    expect(invalid).toHaveBeenCalledTimes(1)

    answers(Response.json({ data: { page: { id: 1 } } }))
    const shape = await failure(runQuery(cfg, PageByUri, { uri: '/' }))
    expect(shape.reason).toBe('schema')
    expect(shape.detail).toMatch(/^PageByUri: schema mismatch: /)

    answers(new Response('<html>Briefly unavailable for scheduled maintenance.</html>'))
    const html = await failure(runQuery(cfg, PageByUri, { uri: '/' }))
    expect(html.detail).toBe('PageByUri: body is not JSON')
  })
})

describe('form posts: never retried', () => {
  it('returns a 5xx as it is, after one attempt', async () => {
    const spy = answers(wpError(500))
    const res = await cmsFetch(cfg, '/wp-json/contact-form-7/v1/contact-forms/101/feedback', {
      method: 'POST',
      body: new FormData(),
    })
    expect(res.status).toBe(500)
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it('fails a post that times out after one attempt, with the post timeout', async () => {
    const spy = answers('hang', new Response('{}'))
    const err = await failure(
      cmsFetch(cfg, '/wp-json/contact-form-7/v1/contact-forms/101/feedback', {
        method: 'POST',
        body: new FormData(),
      }),
    )
    expect(err.detail).toBe(
      'POST /wp-json/contact-form-7/v1/contact-forms/101/feedback: timeout after 60 ms',
    )
    expect(spy).toHaveBeenCalledTimes(1)
  })
})

describe('configuration', () => {
  it('takes timeouts from CMS_TIMEOUT_MS, CMS_LIST_TIMEOUT_MS and CMS_POST_TIMEOUT_MS', () => {
    const defaults = cmsConfigFor(env, readConfig(env))
    expect(defaults.timeouts).toEqual(DEFAULT_TIMEOUTS)
    // A 100-item page took up to 5.7 s on a small WordPress: the default leaves room for it.
    expect(DEFAULT_TIMEOUTS.list).toBeGreaterThanOrEqual(12_000)
    const custom = readConfig({
      ...env,
      CMS_TIMEOUT_MS: '2500',
      CMS_LIST_TIMEOUT_MS: '30000',
      CMS_POST_TIMEOUT_MS: '45000',
    })
    expect(cmsConfigFor(env, custom).timeouts).toEqual({ item: 2500, list: 30000, post: 45000 })
    expect(() => readConfig({ ...env, CMS_TIMEOUT_MS: 'soon' })).toThrow(/CMS_TIMEOUT_MS/)
  })

  it('declares every list operation with the list timeout', () => {
    const op = operation('Single', 'query Single { a }', z.object({}))
    expect(op.kind).toBe('item')
    expect(CaseStudies.kind).toBe('list')
    expect(PageByUri.kind).toBe('item')
  })
})
