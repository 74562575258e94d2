import { defineConfig } from 'vitest/config'

/**
 * The plugin's block-editor script (headless-site/assets/editor.js) in plain Node, with the `wp`
 * globals it uses stubbed (headless-site/tests/editor/block-editor.ts). `npm run test:wordpress`
 * runs it before the PHP tests.
 */
export default defineConfig({
  test: {
    include: ['wordpress/**/tests/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
})
