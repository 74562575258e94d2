import { defineConfig } from 'vitest/config'

/**
 * `npm run test:browsers`: a smoke run of every page type, drawer, menu, form and carousel in
 * Firefox ESR (WebDriver BiDi) and WebKitGTK (WebDriver), the engines the Chromium e2e suite does
 * not cover. Not part of `npm test`: it needs Debian's browsers (installed when missing).
 */
export default defineConfig({
  test: {
    include: ['tests/browsers/**/*.browsers.ts'],
    environment: 'node',
    globalSetup: ['tests/browsers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
})
