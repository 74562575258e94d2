import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['node_modules', 'static/assets', '**/.wrangler', 'reports', '.tmp'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Type-aware rules: each file is checked with the types of the tsconfig that includes it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its rejection; one passed where a callback returns void is
      // never awaited by its caller (an event handler, forEach, a setTimeout).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // zod's `z` object holds every schema kind: the bundler cannot drop the unused ones (about
      // 350 KiB of the Worker). A namespace import lets it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^zod(\\/mini)?$/] > ImportSpecifier[imported.name='z']",
          message: "import * as z from 'zod' (the named z keeps all of zod in the bundle)",
        },
      ],
    },
  },
  {
    // Declarations hold no code for the type-aware rules to check: linted without a program (the
    // one scripts/fonts/opentype.d.ts would need is every script and benchmark, read for nothing).
    files: ['**/*.d.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The suites that run in Node and their helpers are one program (tests/shared/tsconfig.json):
    // read once, rather than once per suite's tsconfig as the project service would.
    files: ['tests/{e2e,process,browsers,shared}/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tests/shared/tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // src/ and worker/ are bundled into the site Worker (and src/ into the browser): one import of
    // zod's full build brings all of it back (about 58 KiB of the Worker's upload, evaluated at every
    // cold start). zod/mini is the same zod 4 in functional form.
    files: ['src/**/*.{ts,tsx}', 'worker/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['zod', 'zod/v4', 'zod/v3'].map((name) => ({
          name,
          message:
            "Import * as z from 'zod/mini': the full build would be bundled into the site Worker (z.optional(x), .check(z.minLength(n)), z.pipe(x, z.transform(f)); English messages: src/cms/zod-english.ts).",
        })),
      ],
    },
  },
  {
    // The rules of hooks, and effects that name everything they read. (The plugin's React Compiler
    // rules are left off: this site does not use the compiler.)
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{js,mjs}', '*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        AbortSignal: 'readonly',
        btoa: 'readonly',
        FormData: 'readonly',
        WebSocket: 'readonly',
      },
    },
  },
)
