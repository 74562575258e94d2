import type { TestProject } from 'vitest/node'
import { buildClient, startTestSite } from '../shared/local-site'
import '../shared/base-url'

/** Builds the client (the asset server serves it) and starts both Workers, once for every file. */
export default async function setup(project: TestProject) {
  await buildClient()
  const site = await startTestSite(project)
  return () => site.stop()
}
