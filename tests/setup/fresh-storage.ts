import { reset } from 'cloudflare:test'
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal'
import { beforeEach } from 'vitest'
import { forgetIsolateMemory } from '../../worker/isolate-memory'

/**
 * Every test of the shared runtime starts with empty storage: background work (`ctx.waitUntil`) of
 * earlier tests is let finish first, so that a late KV or cache write cannot land in this test;
 * then KV and the Cache API are wiped, and what the site keeps in isolate memory is forgotten. See tests/README.md.
 */
beforeEach(async () => {
  await waitForGlobalWaitUntil().catch(() => undefined)
  await reset()
  forgetIsolateMemory()
})
