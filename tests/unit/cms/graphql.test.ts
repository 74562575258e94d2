import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { CmsError } from '../../../src/cms/errors'
import { operation, runQuery } from '../../../src/cms/graphql'
import { fetchAll } from '../../../src/cms/paging'
import { connectionOf } from '../../../src/cms/paging'
import type { CmsConfig } from '../../../src/cms/transport'

const cfg: CmsConfig = { baseUrl: 'https://cms.test', auth: 'Basic abc' }
const Titles = operation<
  { first: number; after: string | null },
  {
    items: {
      nodes: { title: string }[]
      pageInfo: { hasNextPage: boolean; endCursor: string | null }
    } | null
  }
>(
  'Titles',
  'query Titles($first: Int!, $after: String) { items(first: $first, after: $after) { nodes { title } pageInfo { hasNextPage endCursor } } }',
  z.object({ items: z.nullable(connectionOf(z.object({ title: z.string() }))) }),
)

const reply = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    )

afterEach(() => {
  vi.restoreAllMocks()
})

describe('runQuery', () => {
  it('posts the query with variables, anonymously unless configured, with a User-Agent', async () => {
    const spy = reply({
      data: { items: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } },
    })
    await runQuery(cfg, Titles, { first: 5, after: null })
    await runQuery({ ...cfg, authenticatedContent: true }, Titles, { first: 5, after: null })
    const [input, init] = spy.mock.calls[0] ?? []
    const request = new Request(input as RequestInfo, init)
    expect(request.url).toBe('https://cms.test/graphql')
    expect(request.headers.get('authorization')).toBeNull()
    expect(request.headers.get('user-agent')).toMatch(/^edge-company-site\/\d+\.\d+\.\d+$/)
    const [input2, init2] = spy.mock.calls[1] ?? []
    expect(new Request(input2 as RequestInfo, init2).headers.get('authorization')).toBe('Basic abc')
    expect(await request.json()).toEqual({
      operationName: 'Titles',
      query: Titles.query,
      variables: { first: 5, after: null },
    })
  })

  const failures: [string, () => void][] = [
    ['GraphQL errors with HTTP 200', () => reply({ errors: [{ message: 'Cannot query field' }] })],
    ['HTTP 500 with errors', () => reply({ errors: [{ message: 'Syntax Error' }] }, 500)],
    [
      'a WordPress error body',
      () => reply({ code: 'internal_server_error', message: 'x', data: { status: 500 } }, 500),
    ],
    ['HTML instead of JSON', () => reply('<html>maintenance</html>')],
    ['a wrong data shape', () => reply({ data: { items: { nodes: [{ title: 7 }] } } })],
    [
      'a network failure',
      () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed')),
    ],
  ]
  for (const [name, arrange] of failures) {
    it(`raises 'Failed to fetch API' for ${name}`, async () => {
      arrange()
      const error = await runQuery(cfg, Titles, { first: 1, after: null }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(CmsError)
      expect((error as CmsError).message).toBe('Failed to fetch API')
    })
  }

  it("words a wrong data shape in zod's English, as the log shows it", async () => {
    reply({
      data: { items: { nodes: [{ title: 7 }], pageInfo: { hasNextPage: false, endCursor: null } } },
    })
    const error = await runQuery(cfg, Titles, { first: 1, after: null }).catch((e: unknown) => e)
    expect((error as CmsError).detail).toBe(
      'Titles: schema mismatch: ✖ Invalid input: expected string, received number\n' +
        '  → at items.nodes[0].title',
    )
  })
})

describe('fetchAll', () => {
  it('pages with first: 100 and the end cursor until hasNextPage is false', async () => {
    const total = 230
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const { variables } = (await new Request(input, init).json()) as {
        variables: { first: number; after: string | null }
      }
      const start = variables.after ? Number(variables.after) : 0
      const end = Math.min(start + Math.min(variables.first, 100), total)
      const nodes = Array.from({ length: end - start }, (_, i) => ({ title: `Item ${start + i}` }))
      return Response.json({
        data: { items: { nodes, pageInfo: { hasNextPage: end < total, endCursor: String(end) } } },
      })
    })
    const items = await fetchAll(cfg, Titles, {}, (d) => d.items)
    expect(items).toHaveLength(230)
    expect(items[229]).toEqual({ title: 'Item 229' })
    expect(spy).toHaveBeenCalledTimes(3)
  })
})
