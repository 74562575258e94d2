import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { siteStub } from './test/site-stub'

/**
 * Tests of the embedded content service, run inside workerd with its own D1. All files share one
 * workerd runtime; every test starts with empty tables instead (test/setup.ts). See tests/README.md.
 * The site it purges is a recorder (test/site-stub.ts).
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './embedded-cms/wrangler.toml' },
      miniflare: {
        serviceBindings: { SITE: siteStub },
        bindings: { SITE_PURGE_TOKEN: 'test-purge-token' },
      },
    }),
  ],
  test: {
    include: ['embedded-cms/test/**/*.test.ts'],
    isolate: false,
    maxWorkers: 1,
    setupFiles: ['embedded-cms/test/setup.ts'],
    // `npm test` runs this suite beside lint, the typecheck and the browser tests on two cores: a
    // test that takes 50 ms alone can take seconds then (Vitest's default limit is 5 s).
    testTimeout: 30_000,
    restoreMocks: true,
    sequence: { shuffle: true },
  },
})
