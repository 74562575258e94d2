import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests of the site Worker, run inside workerd with a stubbed CMS.
 * All files share one workerd runtime (one start-up, one module import); every test starts with
 * empty storage instead (tests/setup/fresh-storage.ts). Conventions: tests/README.md.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml', environment: 'test' },
      miniflare: {
        bindings: {
          CMS_AUTH: 'Basic dGVzdDp0ZXN0LXNlY3JldA==',
          PURGE_TOKEN: 'test-purge-token',
          ALTCHA_HMAC_KEY: 'test-altcha-hmac-key',
        },
      },
    }),
  ],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    // One runtime for every file (the pool starts a workerd per worker; without isolation files reuse it).
    isolate: false,
    maxWorkers: 1,
    setupFiles: ['tests/setup/fresh-storage.ts', 'tests/setup/stand-in-hosts.ts'],
    // `npm test` runs this suite beside lint, the typecheck and the browser tests on two cores: a
    // test that takes 50 ms alone can take seconds then (Vitest's default limit is 5 s).
    testTimeout: 30_000,
    // The stylesheets are read as text (`?raw`) by the breakpoints test; Vitest empties CSS otherwise.
    css: { include: [/src\/styles\/.+\.css/] },
    // Spies (vi.spyOn) never outlive the test that made them, and no mock keeps what it recorded
    // (Vitest holds every mock of the run: the fetch stubs' Requests and Responses piled up, and
    // late in a run each SELF.fetch took 1.5 to 2 times as long).
    restoreMocks: true,
    clearMocks: true,
    // Files and tests run in a random order; the seed is printed, `--sequence.seed=<n>` replays it.
    sequence: { shuffle: true },
  },
})
