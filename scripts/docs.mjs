// Writes the generated parts of README.md's "Switching to your WordPress": the blocks (from
// src/blocks/registry.ts and each block's attribute schema) and the REST routes (from the schemas the
// site reads their answers with). src/docs/readme.ts makes them; tests/unit/docs/readme.test.ts fails
// when the README's copy is stale.
import { build } from 'esbuild'
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const readmePath = `${root}README.md`

/**
 * src/docs/readme.ts, compiled with the blocks and schemas it reads, and loaded.
 * (Typed here by hand: importing its types would type-check the site's code as a Node script.)
 * @returns {Promise<{ regenerate: (readme: string) => string }>}
 */
async function loadReadmeModule() {
  const out = await build({
    absWorkingDir: root,
    entryPoints: ['src/docs/readme.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  })
  const code = out.outputFiles[0]?.text ?? ''
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}

try {
  const { regenerate } = await loadReadmeModule()
  const before = await readFile(readmePath, 'utf8')
  const after = regenerate(before)
  if (after === before) {
    console.log('README.md: the generated tables are up to date')
  } else {
    await writeFile(readmePath, after)
    console.log('README.md: generated tables written')
  }
} catch (err) {
  // The message only: a stack would quote the whole compiled module.
  console.error(`npm run docs: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
