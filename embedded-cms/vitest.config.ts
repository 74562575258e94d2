import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/** Tests of the embedded content service, run inside workerd with its own D1. */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './embedded-cms/wrangler.toml' } })],
  test: { include: ['embedded-cms/test/**/*.test.ts'] },
})
