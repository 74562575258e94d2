// Builds the browser bundle: one small entry that hydrates islands, one chunk per island, and the
// site stylesheet. Output goes to static/assets/ (git-ignored), served as static files (wrangler.toml [assets]).
import { build } from 'esbuild'
import { bundleAsync } from 'lightningcss'
import { copyFile, readFile, rm, mkdir, writeFile } from 'node:fs/promises'
import { islandChunks, styleRules } from './lib/style-rules.mjs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = `${root}static/assets`
// The stylesheet imports this name; its rules are generated from src/blocks/ui/breakpoints.ts.
const BREAKPOINTS_IMPORT = 'virtual:breakpoints'
// And this one: the brand font's @font-face rules, generated from src/styles/brand-font.ts.
const FONTS_IMPORT = 'virtual:fonts'
// Read by worker/render/site-styles.ts (STYLE_RULES there).
const STYLE_RULES = 'site-rules.json'
// Oldest browsers served: custom media and `width >=` ranges become plain min-/max-width queries.
const CSS_TARGETS = { chrome: 100 << 16, firefox: 115 << 16, safari: (15 << 16) | (4 << 8) }

/**
 * A TypeScript module of the site (breakpoints, brand font), compiled and loaded once.
 * @param {string} entry
 */
async function loadModule(entry) {
  const out = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  const code = out.outputFiles[0]?.text ?? ''
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

/**
 * Copies the font files (the brand font's, the Cyrillic face's) into static/assets/fonts/ under the
 * names the pages use, and returns their @font-face rules, with each file's unicode-range as its
 * package declares it.
 */
async function buildFonts() {
  const font = await loadModule('src/styles/brand-font.ts')
  /** @type {Record<string, string>} */
  const ranges = {}
  await mkdir(`${outdir}/fonts`, { recursive: true })
  for (const { key, packageName, version, file, url } of font.servedFontFiles()) {
    const dir = `${root}node_modules/${packageName}`
    const installed = JSON.parse(await readFile(`${dir}/package.json`, 'utf8')).version
    // The version names the served files, which browsers keep for a year: a new one needs new names.
    if (installed !== version)
      throw new Error(
        `${packageName} ${installed} is installed; src/styles/brand-font.ts names ${version}`,
      )
    const packageCss = await readFile(`${dir}/index.css`, 'utf8')
    const face = packageCss.split('@font-face').find((rule) => rule.includes(`/files/${file})`))
    const range = face?.match(/unicode-range:\s*([^;}]+)/)?.[1]
    if (!range) throw new Error(`${packageName}/index.css declares no unicode-range for ${file}`)
    ranges[key] = range.trim()
    await copyFile(`${dir}/files/${file}`, `${root}static${url}`)
  }
  return font.fontFaceCss(ranges)
}

/** site.css with its imports inlined and the breakpoints' custom media resolved (Lightning CSS). */
async function buildSiteCss() {
  const { customMediaCss, carouselCss, balancedGridCss } = await loadModule(
    'src/blocks/ui/breakpoints.ts',
  )
  const generated = `${root}src/styles/${BREAKPOINTS_IMPORT}`
  const fonts = `${root}src/styles/${FONTS_IMPORT}`
  const fontFaces = await buildFonts()
  const { code } = await bundleAsync({
    filename: `${root}src/styles/site.css`,
    minify: true,
    targets: CSS_TARGETS,
    drafts: { customMedia: true },
    resolver: {
      resolve: (specifier, from) =>
        specifier === BREAKPOINTS_IMPORT
          ? generated
          : specifier === FONTS_IMPORT
            ? fonts
            : resolve(dirname(from), specifier),
      read: (file) =>
        file === generated
          ? [customMediaCss(), carouselCss(), balancedGridCss()].join('\n')
          : file === fonts
            ? fontFaces
            : readFile(file, 'utf8'),
    },
  })
  await writeFile(`${outdir}/site.css`, code)
  return { [`${outdir}/site.css`]: { bytes: code.length } }
}

/** @typedef {import('esbuild').Metafile['outputs']} Outputs */

/**
 * An output file and every file it imports, as the metafile names them (`static/assets/…`).
 * @param {Outputs} outputs
 * @param {string} file
 * @param {{ dynamic: boolean }} options
 */
function withImports(outputs, file, { dynamic }) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @param {string} name */
  const add = (name) => {
    const output = outputs[name]
    if (seen.has(name) || !output) return
    seen.add(name)
    for (const { path, kind } of output.imports) if (dynamic || kind !== 'dynamic-import') add(path)
  }
  add(file)
  return [...seen]
}

/**
 * site-rules.json: the stylesheet's rules with the classes each needs, for the Worker to inline only
 * what a page uses. Read after the scripts are built: the class names a script can add count as
 * present, those of an island's chunks on the pages that hold the island.
 * @param {Outputs} outputs
 */
async function buildStyleRules(outputs) {
  const source = (/** @type {string} */ file) => readFile(resolve(root, file), 'utf8')
  const sources = (/** @type {string[]} */ files) =>
    Promise.all(files.filter((f) => f.endsWith('.js')).map(source))
  const runtime = relative(root, `${outdir}/client.js`)
  const always = [
    ...withImports(outputs, runtime, { dynamic: false }),
    relative(root, `${outdir}/platform.js`),
  ]
  /** @type {Record<string, string[]>} */
  const islands = {}
  for (const [name, chunk] of Object.entries(islandChunks(await source(runtime)))) {
    const file = relative(root, resolve(dirname(resolve(root, runtime)), chunk))
    islands[name] = await sources(withImports(outputs, file, { dynamic: true }))
  }
  const css = await readFile(`${outdir}/site.css`, 'utf8')
  const json = JSON.stringify(styleRules(css, { always: await sources(always), islands }))
  await writeFile(`${outdir}/${STYLE_RULES}`, json)
  return { [`${outdir}/${STYLE_RULES}`]: { bytes: json.length } }
}

export async function buildClient({ quiet = false } = {}) {
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  const [js, platform, css, siteCss] = await Promise.all([
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
    // Classic scripts on their own, no chunk shared with the islands: the async script of pages
    // with drawers, and the early input script the Worker inlines into pages with islands.
    build({
      absWorkingDir: root,
      entryPoints: {
        platform: 'src/client/platform-fallbacks.ts',
        'early-input': 'src/client/early-input.ts',
      },
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
      entryPoints: { leaflet: 'node_modules/leaflet/dist/leaflet.css' },
      outdir,
      bundle: true,
      minify: true,
      metafile: true,
      loader: { '.png': 'file' },
      assetNames: 'images/[name]-[hash]',
      logLevel: 'warning',
    }),
    buildSiteCss(),
  ])
  const rules = await buildStyleRules({ ...js.metafile.outputs, ...platform.metafile.outputs })
  const meta = { js: js.metafile, platform: platform.metafile, css: css.metafile }
  if (!quiet) {
    const files = Object.entries({
      ...js.metafile.outputs,
      ...platform.metafile.outputs,
      ...css.metafile.outputs,
      ...siteCss,
      ...rules,
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
