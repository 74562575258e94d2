import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a failing CMS call explains itself in the logs', () => {
  it('retries a page read once after a WordPress 500, then answers 503 and logs operation and status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cms = await useEmbeddedCms()
    cms.intercept = (request) =>
      new URL(request.url).pathname === '/graphql'
        ? Response.json(
            {
              code: 'internal_server_error',
              message: 'There has been a critical error on this website.',
              data: { status: 500 },
            },
            { status: 500 },
          )
        : null
    const res = await SELF.fetch(`${SITE}/about`)
    expect(res.status).toBe(503)
    expect(cms.requests.filter((r) => r.operationName === 'PageByUri')).toHaveLength(2)
    expect(warn.mock.calls.flat().join('\n')).toContain('[cms] PageByUri: HTTP 500; retrying once')
    expect(error.mock.calls.flat().join('\n')).toContain(
      '[/about] Failed to fetch API: PageByUri: HTTP 500',
    )
  })

  it('names the GraphQL message when WordPress rejects an operation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cms = await useEmbeddedCms()
    cms.intercept = (request) =>
      new URL(request.url).pathname === '/graphql'
        ? Response.json({
            errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
            extensions: { debug: [] },
          })
        : null
    expect((await SELF.fetch(`${SITE}/case-studies/fleet-telemetry-platform`)).status).toBe(503)
    expect(error.mock.calls.flat().join('\n')).toContain(
      '[/case-studies/fleet-telemetry-platform] Failed to fetch API: CaseStudyBySlug: GraphQL error: Internal server error',
    )
  })
})
