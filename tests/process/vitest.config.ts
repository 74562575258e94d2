import { defineConfig } from 'vitest/config'

/**
 * Tests of the running site with no browser: requests over HTTP (raw sockets where `fetch` would
 * normalise the request) and the project's scripts run as an owner runs them, against both Workers
 * under `wrangler dev`, started once for every file.
 */
export default defineConfig({
  test: {
    include: ['tests/process/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/process/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One local site for every file: they run one after another, in one Node worker.
    fileParallelism: false,
    isolate: false,
  },
})
