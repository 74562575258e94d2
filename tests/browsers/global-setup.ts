import type { TestProject } from 'vitest/node'
import { ensureBrowsers } from './install'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    firefoxPath: string
    miniBrowserPath: string
  }
}

interface DevServer {
  url: string
  stop: () => Promise<void>
}
type StartSite = (opts: { port: number; quiet: boolean; timeoutMs: number }) => Promise<DevServer>
type BuildClient = (opts: { quiet: boolean }) => Promise<unknown>

/** Installs the browsers when missing, builds the client and starts both Workers. */
export default async function setup(project: TestProject) {
  const root = new URL('../../', import.meta.url).pathname
  const browsers = ensureBrowsers()
  const { startSite } = (await import(`${root}scripts/lib/dev-server.mjs`)) as {
    startSite: StartSite
  }
  const { buildClient } = (await import(`${root}scripts/build-client.mjs`)) as {
    buildClient: BuildClient
  }
  await buildClient({ quiet: true })
  const site = await startSite({
    port: Number(process.env.BROWSERS_PORT ?? 8793),
    quiet: true,
    timeoutMs: 120_000,
  })
  project.provide('baseUrl', site.url)
  project.provide('firefoxPath', browsers.firefox)
  project.provide('miniBrowserPath', browsers.miniBrowser)
  return () => site.stop()
}
