import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app'
import { block, cmsPage, stubCms } from '../fixtures/cms-stub'

// Both tests render the same page with the same bindings (as every test of the shared runtime
// does) from a CMS that answers a different title each time: whichever runs second fails if the
// content the first one loaded is still in isolate memory (tests/setup/fresh-storage.ts).
const PATH = '/kept-in-memory'

afterEach(() => vi.restoreAllMocks())

async function expectFreshLoad(title: string) {
  const cms = stubCms()
  cms.graphql.set('PageByUri', () => ({
    page: cmsPage(PATH, title, [block('core/paragraph', [], `<p>${title}</p>`)]),
  }))
  const ctx = createExecutionContext()
  const res = await createApp().fetch(new Request(`https://www.example.test${PATH}`), env, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  expect(html).toContain(`<p>${title}</p>`)
  expect(cms.calls.filter((c) => c.operationName === 'PageByUri')).toHaveLength(1)
}

describe('the shared test runtime', () => {
  it('starts a test with no CMS content in isolate memory', async () => {
    await expectFreshLoad('First edition')
  })

  it('starts the next test with no CMS content in isolate memory either', async () => {
    await expectFreshLoad('Second edition')
  })
})
