import type { TestProject } from 'vitest/node'
import { purgeCache } from './cache-purge'

/** The site under `wrangler dev`, as the test runs start it. */
export interface LocalSite {
  url: string
  stop: () => Promise<void>
  /** What wrangler dev printed so far (its last 4000 characters). */
  printed: () => string
}

type StartSite = (opts: {
  port: number
  quiet: boolean
  timeoutMs: number
  extraArgs: string[]
}) => Promise<LocalSite>
type BuildClient = (opts: { quiet: boolean }) => Promise<unknown>

export const projectRoot = new URL('../../', import.meta.url).pathname

/**
 * The browser tests' local storage (KV, D1, caches), apart from `.wrangler/state`: the `npm start`
 * that process tests run beside them (`npm test`) keeps its storage there, and two workerd on one
 * storage folder collide.
 */
export const E2E_STORAGE = '.wrangler/state-e2e'

/**
 * Builds the browser bundle into static/assets (the project's own script), unless `npm test` has
 * just built it (`SKIP_CLIENT_BUILD=1`): a build empties the folder first, under the other suites.
 */
export async function buildClient(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD === '1') return
  const { buildClient: build } = (await import(`${projectRoot}scripts/build-client.mjs`)) as {
    buildClient: BuildClient
  }
  await build({ quiet: true })
}

/**
 * Starts the site and the embedded content service on `port`, as `npm start` does; its local
 * storage (KV, D1, caches) in `.wrangler/state`, or in `persistTo` (a folder under the project).
 */
export async function startLocalSite(port: number, persistTo?: string): Promise<LocalSite> {
  const { startSite } = (await import(`${projectRoot}scripts/lib/dev-server.mjs`)) as {
    startSite: StartSite
  }
  const extraArgs = persistTo ? ['--persist-to', persistTo] : []
  return startSite({ port, quiet: true, timeoutMs: 120_000, extraArgs })
}

/**
 * The site of a test run (on `E2E_PORT` unless another port is given), its caches purged (local KV
 * and edge caches persist between runs: every run starts from fresh content), and its URL given to
 * the tests (`baseUrl()`).
 */
export async function startTestSite(
  project: TestProject,
  {
    port = Number(process.env.E2E_PORT ?? 8791),
    persistTo,
  }: { port?: number; persistTo?: string } = {},
): Promise<LocalSite> {
  const site = await startLocalSite(port, persistTo)
  await purgeCache(site.url, { all: true })
  project.provide('baseUrl', site.url)
  project.provide('startOutput', site.printed())
  return site
}
