import { chromium as playwright } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path'
import { buildClient, E2E_STORAGE, projectRoot, startTestSite } from '../shared/local-site'
import '../shared/base-url'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every test file connects to. */
    browserEndpoint: string
  }
}

/** Builds the client, starts both Workers and one Chromium for all e2e files. */
export default async function setup(project: TestProject) {
  const [chromium] = await Promise.all([chromiumPath(projectRoot), buildClient()])
  const [site, browser] = await Promise.all([
    startTestSite(project, { persistTo: E2E_STORAGE }),
    playwright.launchServer({ executablePath: chromium, args: CHROMIUM_ARGS }),
  ])
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await Promise.all([browser.close(), site.stop()])
  }
}
