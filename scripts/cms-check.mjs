/* global Request */
// `npm run cms:check`: introspects the configured CMS and validates every GraphQL operation of the
// site against its schema, so that an owner can check a WordPress before switching to it.
// CMS_URL and CMS_AUTH come from the environment or .dev.vars; without a CMS_URL (or with the local
// http://cms.internal) it checks the embedded content service, in-process (DISABLED_PLUGINS=acf,yoast
// checks it without those plugins' fields). Exit code 0: all valid; 1: some operation fails; 2: the
// schema could not be read.
import { build } from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { setting } from './lib/dev-vars.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const EMBEDDED = 'http://cms.internal'

/** The site's operations and the check, bundled from their TypeScript sources (one source of truth). */
async function loadCheck() {
  const entry = [
    "export { checkOperations, formatReport } from './src/cms/check.ts'",
    "export { cmsUserAgent } from './src/cms/user-agent.ts'",
    "export { handleGraphql } from './embedded-cms/src/graphql/handler.ts'",
    "export { administrator } from './embedded-cms/src/users/accounts.ts'",
    "export { default as demoSettings } from './embedded-cms/content/settings.json'",
    "export { buildClientSchema, getIntrospectionQuery } from 'graphql'",
  ].join('\n')
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'cms-check-entry.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'error',
  })
  const dir = mkdtempSync(join(tmpdir(), 'cms-check-'))
  const file = join(dir, 'check.mjs')
  writeFileSync(file, result.outputFiles[0].text)
  try {
    return await import(pathToFileURL(file).href)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function introspect(check, cmsUrl, auth) {
  const query = check.getIntrospectionQuery()
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': `${check.cmsUserAgent()} cms-check`,
      ...(auth ? { authorization: auth } : {}),
    },
    body: JSON.stringify({ query }),
  }
  let res
  if (cmsUrl === EMBEDDED) {
    const disabled = (process.env.DISABLED_PLUGINS ?? '').split(',').map((p) => p.trim())
    res = await check.handleGraphql(new Request(`${EMBEDDED}/graphql`, init), {
      publicUrl: EMBEDDED,
      // The administrator's credential: WPGraphQL introspects for a signed-in user only.
      viewer: check.administrator('demo'),
      frontPageId: check.demoSettings.pageOnFront,
      disabledPlugins: disabled.filter(Boolean),
    })
  } else {
    res = await fetch(`${cmsUrl.replace(/\/+$/, '')}/graphql`, {
      ...init,
      signal: AbortSignal.timeout(30_000),
    })
  }
  const text = await res.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`HTTP ${res.status}, and the body is not JSON: ${text.slice(0, 200)}`)
  }
  if (!res.ok || body.errors?.length || !body.data?.__schema) {
    const why = body.errors?.map((e) => e.message).join('; ') ?? body.message ?? 'no schema'
    throw new Error(`HTTP ${res.status}: ${why}`)
  }
  return check.buildClientSchema(body.data)
}

const cmsUrl = (setting('CMS_URL') ?? EMBEDDED).replace(/\/+$/, '')
const auth = setting('CMS_AUTH')
const check = await loadCheck()
const where = cmsUrl === EMBEDDED ? 'the embedded content service' : cmsUrl
let schema
try {
  schema = await introspect(check, cmsUrl, auth)
} catch (err) {
  console.error(`cms:check could not read the GraphQL schema of ${where}: ${err.message}`)
  console.error(
    'WPGraphQL answers introspection only to logged-in users unless "Enable Public Introspection" is on:',
  )
  console.error(
    auth
      ? 'CMS_AUTH is set, but WordPress signed nobody in with it (on /graphql a wrong user name or application password is ignored, not refused): check it.'
      : 'set CMS_AUTH to "Basic <base64 of user:application password>".',
  )
  process.exit(2)
}
const reports = check.checkOperations(schema)
console.log(`cms:check — the site's GraphQL operations against ${where}\n`)
console.log(check.formatReport(reports))
process.exit(reports.some((r) => r.problems.length) ? 1 : 0)
