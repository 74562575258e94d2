import type { TestProject } from 'vitest/node'
import { buildClient, startLocalSite } from '../shared/local-site'
import { ensureBrowsers } from './install'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    firefoxPath: string
    miniBrowserPath: string
  }
}

/** Installs the browsers when missing, builds the client and starts both Workers. */
export default async function setup(project: TestProject) {
  const browsers = ensureBrowsers()
  await buildClient()
  const site = await startLocalSite(Number(process.env.BROWSERS_PORT ?? 8793))
  project.provide('baseUrl', site.url)
  project.provide('firefoxPath', browsers.firefox)
  project.provide('miniBrowserPath', browsers.miniBrowser)
  return () => site.stop()
}
