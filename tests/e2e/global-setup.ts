import { chromium as playwright } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { purgeCache } from './cache-purge'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path'
import { buildClient, projectRoot, startLocalSite } from '../shared/local-site'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The run's one Chromium, which every test file connects to. */
    browserEndpoint: string
  }
}

/** Builds the client, starts both Workers and one Chromium for all e2e files. */
export default async function setup(project: TestProject) {
  const [chromium] = await Promise.all([chromiumPath(projectRoot), buildClient()])
  const port = Number(process.env.E2E_PORT ?? 8791)
  const [site, browser] = await Promise.all([
    startLocalSite(port),
    playwright.launchServer({ executablePath: chromium, args: CHROMIUM_ARGS }),
  ])
  // Local KV and edge caches persist between runs: start every run from fresh content.
  await purgeCache(site.url, { all: true })
  project.provide('baseUrl', site.url)
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await Promise.all([browser.close(), site.stop()])
  }
}
