import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES, keysOfPath, tagsOfType } from '../../../src/cms/cache-keys'
import { createContentLoaders } from '../../../src/cms/loaders'
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
