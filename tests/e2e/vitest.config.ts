import { defineConfig } from 'vitest/config'

/** End-to-end tests: Chromium (playwright-core) against both Workers under `wrangler dev`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on a shared, busy machine can take seconds for what takes milliseconds when it is
    // quiet: a polled expectation waits up to 10 s (Vitest's default is 1 s) before it fails.
    expect: { poll: { timeout: 10_000 } },
    // Two cores here: one browser at a time keeps timings honest and avoids starving workerd.
    fileParallelism: false,
    // The files run one after another in one Node worker: its modules (playwright-core) load once.
    isolate: false,
  },
})
