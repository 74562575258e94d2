import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Tests of the embedded content service, run inside workerd with its own D1. All files share one
 * workerd runtime; every test starts with empty tables instead (test/setup.ts). See tests/README.md.
 */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './embedded-cms/wrangler.toml' } })],
  test: {
    include: ['embedded-cms/test/**/*.test.ts'],
    isolate: false,
    maxWorkers: 1,
    setupFiles: ['embedded-cms/test/setup.ts'],
    restoreMocks: true,
    sequence: { shuffle: true },
  },
})
