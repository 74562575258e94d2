// `npm run cms:check [-- --strict]`: the one gate before switching to a WordPress. It introspects the
// configured CMS and validates every GraphQL operation of the site against its schema, then checks
// what the site needs beyond the schema: the pages its routes render, the menus, each configured
// Contact Form 7 form against what the site sends, and the custom REST routes it reads. Each failure
// says what to do. CMS_URL, CMS_AUTH, CF7_FORM_IDS and SITE_CONFIG come from the environment or
// .dev.vars; without a CMS_URL (or with the local http://cms.internal) it checks the embedded
// content service in-process (DISABLED_PLUGINS=acf,yoast checks it without those plugins' fields;
// BLOCK_REGISTRY=empty as if wp-graphql-gutenberg's block registry had never been filled).
// Exit code 0: nothing the site needs fails (optional operations and warnings are listed);
// 1: a required operation, page, form or route fails (with --strict, any warning too);
// 2: the schema could not be read.
import { randomUUID } from 'node:crypto'
import { embeddedService, importBundled } from './lib/embedded-in-process.mjs'
import { readDevVars, setting } from './lib/dev-vars.mjs'

const EMBEDDED = 'http://cms.internal'
const strict = process.argv.includes('--strict')

/**
 * @typedef {typeof import('../src/cms/check')
 *   & typeof import('../src/cms/site-check')
 *   & Pick<typeof import('../src/cms/user-agent'), 'cmsUserAgent'>
 *   & Pick<typeof import('../src/cms/site-profile'), 'DEFAULT_MENU_LOCATIONS'>
 *   & Pick<typeof import('graphql'), 'buildClientSchema' | 'getIntrospectionQuery'>
 *   & { DEMO_CF7_FORM_IDS: Record<string, number> }} Check
 * @typedef {import('../src/cms/site-check').CheckRequest} CheckRequest
 */

/** The site's operations and checks, bundled from their TypeScript sources (one source of truth). */
const check = /** @type {Check} */ (
  await importBundled(
    [
      "export { checkOperations, formatReport } from './src/cms/check.ts'",
      "export { checkPermalinks, checkPages, checkMenus, checkForms, checkRoutes, formatSection } from './src/cms/site-check.ts'",
      "export { cmsUserAgent } from './src/cms/user-agent.ts'",
      "export { DEFAULT_MENU_LOCATIONS } from './src/cms/site-profile.ts'",
      "export { DEMO_CF7_FORM_IDS } from './worker/env.ts'",
      "export { buildClientSchema, getIntrospectionQuery } from 'graphql'",
    ].join('\n'),
  )
)

const devVars = readDevVars()
const cmsUrl = (setting('CMS_URL', devVars) ?? EMBEDDED).replace(/\/+$/, '')
const embedded = cmsUrl === EMBEDDED
const where = embedded ? 'the embedded content service' : cmsUrl

/**
 * A JSON setting, or its default; a value that is not JSON stops the check with a message.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {T}
 */
function jsonSetting(name, fallback) {
  const raw = setting(name, devVars)
  if (!raw) return fallback
  try {
    return JSON.parse(raw)
  } catch {
    console.error(`cms:check: ${name} is not JSON: ${raw.slice(0, 80)}`)
    process.exit(2)
  }
}
const formIds = jsonSetting('CF7_FORM_IDS', check.DEMO_CF7_FORM_IDS)
const siteConfig = jsonSetting(
  'SITE_CONFIG',
  /** @type {{ menuLocations?: Record<string, string> }} */ ({}),
)
const locations = { ...check.DEFAULT_MENU_LOCATIONS, ...(siteConfig.menuLocations ?? {}) }

// In-process, the embedded service's administrator is a one-off account of this run.
const local = embedded ? { user: 'cms-check', password: randomUUID() } : null
const auth = local
  ? `Basic ${Buffer.from(`${local.user}:${local.password}`).toString('base64')}`
  : setting('CMS_AUTH', devVars)
/** @type {(path: string, init?: RequestInit) => Promise<Response>} */
const send = local
  ? await embeddedService({
      ...local,
      disabledPlugins: process.env.DISABLED_PLUGINS ?? '',
      blockRegistry: process.env.BLOCK_REGISTRY ?? '',
    })
  : (path, init) => fetch(`${cmsUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) })

/**
 * One call to the CMS, as the site makes it: its User-Agent, the credential only where it uses it.
 * @param {string} path
 * @param {CheckRequest} [request]
 */
async function cmsFetch(path, { method = 'GET', body, credential = false } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', 'user-agent': `${check.cmsUserAgent()} cms-check` }
  if (body) headers['content-type'] = 'application/json'
  if (credential && auth) headers.authorization = auth
  try {
    const res = await send(path, { method, body, headers })
    return { status: res.status, text: await res.text() }
  } catch (thrown) {
    const err = /** @type {{ message?: string, cause?: { code?: string } }} */ (thrown)
    return { status: 0, text: `no answer: ${err.cause?.code ?? err.message}` }
  }
}

async function introspect() {
  const query = check.getIntrospectionQuery()
  const res = await cmsFetch('/graphql', {
    method: 'POST',
    body: JSON.stringify({ query }),
    // WPGraphQL answers introspection to a signed-in user only (unless made public).
    credential: true,
  })
  /** @type {{ data?: { __schema?: unknown }, errors?: { message: string }[], message?: string, code?: string }} */
  let body
  try {
    body = JSON.parse(res.text)
  } catch {
    if (res.status === 0) throw new Error(res.text, { cause: { status: 0 } })
    throw new Error(`HTTP ${res.status}, and the body is not JSON: ${res.text.slice(0, 200)}`)
  }
  if (res.status !== 200 || body.errors?.length || !body.data?.__schema) {
    const why = body.errors?.map((e) => e.message).join('; ') ?? body.message ?? 'no schema'
    throw new Error(`HTTP ${res.status}: ${plainText(why)}`, {
      cause: { status: res.status, code: body.code, why },
    })
  }
  return check.buildClientSchema(
    /** @type {import('graphql').IntrospectionQuery} */ (/** @type {unknown} */ (body.data)),
  )
}

/** @param {string} html WordPress's message, e.g. its critical error's `<p>…</p>`. */
function plainText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * What to do when the schema cannot be read, by what WordPress answered: a PHP fatal error (its
 * "critical error" JSON) or wp-graphql-gutenberg's own message mean the block registry (with
 * wp-graphql-gutenberg 0.4.x on WPGraphQL 2.x an empty registry is a fatal error, with no word of
 * the cause); no answer means the address; anything else, the introspection rights.
 * @param {{ status?: number, code?: string, why?: string } | undefined} cause
 * @returns {string[]}
 */
function schemaAdvice(cause) {
  if (cause?.code === 'internal_server_error' || /block registry/i.test(cause?.why ?? '')) {
    return [
      'WordPress failed while building its GraphQL schema (a PHP fatal error: its PHP error log names it).',
      'With wp-graphql-gutenberg 0.4.x on WPGraphQL 2.x, an empty block registry fails this way on every GraphQL request, and every page of the site would answer 503:',
      '→ as an administrator, open GraphQL Gutenberg in wp-admin and press Update beside "Update block registry" (README: "wp-graphql-gutenberg\'s block registry"), then run cms:check again.',
    ]
  }
  if (cause?.status === 0) {
    return ['→ WordPress did not answer: check CMS_URL (its origin, e.g. https://cms.example.com).']
  }
  return [
    'WPGraphQL answers introspection only to logged-in users unless "Enable Public Introspection" is on:',
    auth
      ? 'CMS_AUTH is set, but WordPress signed nobody in with it (on /graphql a wrong user name or application password is ignored, not refused): check it.'
      : 'set CMS_AUTH to "Basic <base64 of user:application password>".',
  ]
}

/** @type {import('graphql').GraphQLSchema} */
let schema
try {
  schema = await introspect()
} catch (err) {
  const why = err instanceof Error ? err.message : String(err)
  console.error(`cms:check could not read the GraphQL schema of ${where}: ${why}`)
  const cause =
    err instanceof Error
      ? /** @type {{ status?: number, code?: string, why?: string }} */ (err.cause)
      : undefined
  for (const line of schemaAdvice(cause)) console.error(line)
  process.exit(2)
}

const reports = check.checkOperations(schema)
const [permalinks, routePages, menus, forms, routes] = await Promise.all([
  check.checkPermalinks(cmsFetch),
  check.checkPages(cmsFetch),
  check.checkMenus(cmsFetch, locations),
  check.checkForms(cmsFetch, formIds),
  check.checkRoutes(cmsFetch),
])
const pages = [...permalinks, ...routePages]
console.log(`cms:check — ${where}\n`)
console.log(`GraphQL operations of the site\n${check.formatReport(reports)}\n`)
console.log(`${check.formatSection('Pages the routes render', pages)}\n`)
console.log(`${check.formatSection('Menus', menus)}\n`)
console.log(`${check.formatSection('Contact Form 7 forms (CF7_FORM_IDS)', forms)}\n`)
console.log(`${check.formatSection('Custom REST routes', routes)}\n`)

const items = [...pages, ...menus, ...forms, ...routes]
const failures =
  reports.filter((r) => r.problems.length && r.required).length +
  items.filter((i) => i.level === 'fail').length
const warnings =
  reports.filter((r) => r.problems.length && !r.required).length +
  items.filter((i) => i.level === 'warn').length
if (failures) {
  console.log(
    `✗ ${failures} failure(s), ${warnings} warning(s): fix the failures before switching.`,
  )
} else if (warnings) {
  console.log(
    `! ${warnings} warning(s), no failure: the site works with this WordPress, leaving those parts out.${strict ? ' --strict: that fails the check.' : ''}`,
  )
} else {
  console.log('✓ Everything the site needs is there.')
}
process.exit(failures || (strict && warnings) ? 1 : 0)
