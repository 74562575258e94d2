// Builds the browser bundle: one small entry that hydrates islands, one chunk per island, and the
// site stylesheet. Output goes to static/assets/ (git-ignored), served as static files (wrangler.toml [assets]).
import { build } from 'esbuild'
import { rm, mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = `${root}static/assets`

export async function buildClient({ quiet = false } = {}) {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  const [js, platform, css] = await Promise.all([
    build({
      absWorkingDir: root,
      entryPoints: { client: 'src/client/main.ts' },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2022',
      minify: true,
      sourcemap: false,
      metafile: true,
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'warning',
    }),
    // A classic async script of pages with drawers, on its own: no chunk shared with the islands.
    build({
      absWorkingDir: root,
      entryPoints: { platform: 'src/client/platform-fallbacks.ts' },
      outdir,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      metafile: true,
      legalComments: 'none',
      logLevel: 'warning',
    }),
    build({
      absWorkingDir: root,
      entryPoints: {
        site: 'src/styles/site.css',
        leaflet: 'node_modules/leaflet/dist/leaflet.css',
      },
      outdir,
      bundle: true,
      minify: true,
      metafile: true,
      loader: { '.png': 'file' },
      assetNames: 'images/[name]-[hash]',
      logLevel: 'warning',
    }),
  ])
  const meta = { js: js.metafile, platform: platform.metafile, css: css.metafile }
  if (!quiet) {
    const files = Object.entries({
      ...js.metafile.outputs,
      ...platform.metafile.outputs,
      ...css.metafile.outputs,
    })
    for (const [file, { bytes }] of files) {
      console.log(`${file.replace(`${root}`, '').padEnd(48)} ${(bytes / 1024).toFixed(1)} KB`)
    }
  }
  return meta
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildClient()
}
