import { reset } from 'cloudflare:test'
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal'
import { beforeEach } from 'vitest'
import { forgetAppliedSchema } from '../../embedded-cms/src/db/migrations'
import { forgetIsolateMemory } from '../../worker/cache/page-cache'

/**
 * Every test of the shared runtime starts with empty storage: background work (`ctx.waitUntil`) of
 * earlier tests is let finish first, so that a late KV or cache write cannot land in this test;
 * then KV and the Cache API are wiped, and what the site keeps in isolate memory is forgotten. See tests/README.md.
 */
beforeEach(async () => {
  await waitForGlobalWaitUntil().catch(() => undefined)
  await reset()
  forgetIsolateMemory()
  // reset() drops the embedded content service's D1 tables too: it creates them again when next asked.
  forgetAppliedSchema()
})
