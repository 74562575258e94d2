import { chromium as playwright } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { purgeCache } from './cache-purge'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The run's one Chromium, which every test file connects to. */
    browserEndpoint: string
  }
}

interface DevServer {
  url: string
  stop: () => Promise<void>
}
type StartSite = (opts: { port: number; quiet: boolean; timeoutMs: number }) => Promise<DevServer>
type BuildClient = (opts: { quiet: boolean }) => Promise<unknown>

/** Builds the client, starts both Workers and one Chromium for all e2e files. */
export default async function setup(project: TestProject) {
  const root = new URL('../../', import.meta.url).pathname
  const { startSite } = (await import(`${root}scripts/lib/dev-server.mjs`)) as {
    startSite: StartSite
  }
  const { buildClient } = (await import(`${root}scripts/build-client.mjs`)) as {
    buildClient: BuildClient
  }
  const [chromium] = await Promise.all([chromiumPath(root), buildClient({ quiet: true })])
  const port = Number(process.env.E2E_PORT ?? 8791)
  const [site, browser] = await Promise.all([
    startSite({ port, quiet: true, timeoutMs: 120_000 }),
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
