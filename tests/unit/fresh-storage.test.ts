import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// Both tests check that they start with empty storage and then leave something behind: whichever
// runs second fails if tests/setup/fresh-storage.ts stops wiping storage between tests.
const PAGE = new Request('https://html-cache.internal/v1/left-behind')
const edge = () => caches.default

async function expectEmptyThenLeaveState(value: string) {
  expect((await env.CMS_CACHE.list()).keys).toEqual([])
  expect(await edge().match(PAGE)).toBeUndefined()
  await env.CMS_CACHE.put('left-behind', value)
  await edge().put(PAGE, new Response(value, { headers: { 'cache-control': 'max-age=600' } }))
}

describe('the shared test runtime', () => {
  it('starts a test with empty KV and an empty edge cache', async () => {
    await expectEmptyThenLeaveState('first')
  })

  it('starts the next test with empty storage too', async () => {
    await expectEmptyThenLeaveState('second')
  })
})
