/* global Request */
// The embedded content service in this Node process (for `npm run cms:check` and its tests): its
// Worker bundled with esbuild, media files left out, and a D1 that holds nothing, so every option
// takes its demo default and nothing is stored.
import { build } from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Bundles TypeScript entry source (paths relative to the project) and imports it.
 * @param {string} contents
 * @param {Record<string, import('esbuild').Loader>} [loader]
 * @returns {Promise<Record<string, unknown>>}
 */
export async function importBundled(contents, loader = {}) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'error',
    loader,
  })
  const dir = mkdtempSync(join(tmpdir(), 'edge-site-'))
  const file = join(dir, 'bundle.mjs')
  writeFileSync(file, result.outputFiles[0]?.text ?? '')
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A D1 database with no rows that forgets every write. */
function emptyD1() {
  const statement = {
    bind: () => statement,
    all: async () => ({ results: [] }),
    first: async () => null,
    run: async () => ({ meta: {} }),
    raw: async () => [],
  }
  return {
    prepare: () => statement,
    exec: async () => ({}),
    batch: async (/** @type {unknown[]} */ list) => list.map(() => ({ results: [] })),
  }
}

/**
 * The embedded content service, answering `fetch(path, init)` in-process, with its administrator
 * signed in by `credential` (a Basic header) and the given plugins switched off.
 * @param {{ user: string, password: string, disabledPlugins?: string, blockRegistry?: string }} options
 * @returns {Promise<(path: string, init?: RequestInit) => Promise<Response>>}
 */
export async function embeddedService({
  user,
  password,
  disabledPlugins = '',
  blockRegistry = '',
}) {
  const { app } =
    /** @type {{ app: { fetch: (req: Request, env: object, ctx: object) => Promise<Response> } }} */ (
      await importBundled("export { default as app } from './embedded-cms/src/index.ts'", {
        '.svg': 'empty',
        '.png': 'empty',
        '.jpg': 'empty',
        '.mp4': 'empty',
      })
    )
  const env = {
    DB: emptyD1(),
    PUBLIC_URL: 'http://cms.internal',
    AUTH_USER: user,
    AUTH_PASSWORD: password,
    DISABLED_PLUGINS: disabledPlugins,
    BLOCK_REGISTRY: blockRegistry,
  }
  const ctx = { waitUntil() {}, passThroughOnException() {} }
  return async (path, init) => app.fetch(new Request(`http://cms.internal${path}`, init), env, ctx)
}
