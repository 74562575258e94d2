import { describe, expect, it, vi } from 'vitest'
import { CONTENT_TYPES, keysOfPath, tagsOfType } from '../../../src/cms/cache-keys'
import { createContentLoaders } from '../../../src/cms/loaders'
import { LIST_OPERATIONS, type ListName } from '../../../src/cms/operations/lists'
import { PAGE_KINDS as ROUTE_KINDS, ROUTES, type PageKind } from '../../../src/routes/route-map'
import { PAGE_KINDS } from '../../../worker/page-kinds'

/** Loaders over a cache that records the key of every entry they ask for, and loads nothing. */
function recordingLoaders() {
  const keys: string[] = []
  const cms = createContentLoaders(
    { baseUrl: 'https://cms.test' },
    {
      get: <T>(key: string) => {
        keys.push(key)
        return Promise.resolve([] as T)
      },
    },
  )
  return { cms, keys }
}

const LIST_NAMES = Object.keys(LIST_OPERATIONS) as ListName[]

const SAMPLE_KEYS: Record<PageKind, string> = {
  page: '/company/history',
  service: 'data',
  caseStudy: 'fleet-telemetry',
  vacancy: 'data-engineer',
}

describe('purge reads the labels of what the loaders cache (38.1)', () => {
  it.each(ROUTE_KINDS)(
    'purging the path of a %s page marks every entry its page was loaded from',
    async (kind) => {
      const { cms, keys } = recordingLoaders()
      await PAGE_KINDS[kind].load(cms, SAMPLE_KEYS[kind])
      expect(keys.length).toBeGreaterThan(0)
      const purged = keysOfPath(ROUTES[kind].path(SAMPLE_KEYS[kind]))
      for (const key of keys) expect(purged).toContain(key)
    },
  )

  it('purging a content type marks the tags of every loader of that content', async () => {
    const { cms, keys } = recordingLoaders()
    await Promise.all([
      cms.page('/about'),
      cms.pages(),
      cms.caseStudy('x'),
      cms.caseStudies(),
      cms.service('x'),
      cms.services(),
      cms.vacancies(),
      cms.lottie(1),
      cms.list('partners'),
      cms.formRules(1),
      cms.wordpressSite({ header: 'H', mobile: 'M', footer: 'F', legal: 'L' }),
    ])
    const purgeable = new Set(CONTENT_TYPES.flatMap(tagsOfType))
    for (const key of keys) expect(purgeable).toContain(key.slice(0, key.indexOf(':')))
    expect(CONTENT_TYPES).toEqual([
      'page',
      'caseStudy',
      'service',
      'vacancy',
      'list',
      'site',
      'form',
    ])
  })
})

describe('the cache keys every answer on the requests that fetched it', () => {
  it('each loader names every GraphQL query and every REST request it sends', async () => {
    const sent: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (url.pathname !== '/graphql') {
        sent.push(`${request.method} ${url.pathname}${url.search}`)
        return new Response('Not found', { status: 404 })
      }
      sent.push(((await request.json()) as { query: string }).query)
      return Response.json({ errors: [{ message: 'refused by this test' }] })
    })
    const named: string[] = []
    const cms = createContentLoaders(
      { baseUrl: 'https://cms.test', auth: 'Basic dGVzdDp0ZXN0' },
      {
        get: <T>(_: string, documents: readonly { query: string }[], load: () => Promise<T>) => {
          named.push(...documents.map((d) => d.query))
          return load().catch(() => [] as T)
        },
      },
    )
    const reads = [
      () => cms.page('/about'),
      () => cms.pages(),
      () => cms.caseStudy('x'),
      () => cms.caseStudies(),
      () => cms.service('x'),
      () => cms.services(),
      () => cms.vacancies(),
      () => cms.lottie(7),
      () => cms.formRules(7),
      () => cms.wordpressSite({ header: 'H', mobile: 'M', footer: 'F', legal: 'L' }),
      ...LIST_NAMES.flatMap((name) => [() => cms.list(name), () => cms.list(name, [1, 2])]),
    ]
    // A REST read names its request (restRead in src/cms/rest.ts: `GET /path/{id} → …`).
    const names = (request: string) =>
      named.some((text) => text === request || text.replace('{id}', '7').startsWith(`${request} `))
    const unnamed: string[] = []
    for (const read of reads) {
      sent.length = 0
      named.length = 0
      await read()
      expect(sent.length).toBeGreaterThan(0)
      unnamed.push(...sent.filter((request) => !names(request)))
    }
    expect(unnamed).toEqual([])
  })
})
