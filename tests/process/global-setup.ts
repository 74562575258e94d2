import type { TestProject } from 'vitest/node'
import { freePort } from '../shared/free-port'
import { buildClient, startTestSite } from '../shared/local-site'
import '../shared/base-url'

/**
 * Builds the client (the asset server serves it) and starts both Workers, once for every file.
 * The site has a free port and storage of its own (the outage drill and the editor's settings are
 * stored there): `npm test` runs this suite beside the browser tests, whose site must not see them.
 */
export default async function setup(project: TestProject) {
  await buildClient()
  const site = await startTestSite(project, {
    port: await freePort(),
    persistTo: '.wrangler/state-process',
  })
  return () => site.stop()
}
