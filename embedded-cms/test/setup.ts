import { waitForGlobalWaitUntil } from 'cloudflare:test-internal'
import { beforeEach } from 'vitest'
import { cmsEnv } from './cms-env'

/**
 * Every test starts with empty tables: background work of earlier tests is let finish, then every
 * row of the service's D1 tables is deleted. The schema stays (the service applies it once per
 * isolate), so this is not `reset()` from cloudflare:test, which would drop the tables too.
 */
beforeEach(async () => {
  await waitForGlobalWaitUntil().catch(() => undefined)
  const { results } = await cmsEnv.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 1) <> '_' AND name NOT LIKE 'sqlite%'",
  ).all<{ name: string }>()
  if (results.length === 0) return
  await cmsEnv.DB.batch(results.map(({ name }) => cmsEnv.DB.prepare(`DELETE FROM "${name}"`)))
})
