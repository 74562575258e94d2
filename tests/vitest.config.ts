import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/** Unit and integration tests of the site Worker, run inside workerd with a stubbed CMS. */
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
  },
})
