// `npm run purge -- /some/path [/other]` or `npm run purge -- --all` or `--type caseStudy`:
// asks the running site to drop cached CMS content. SITE_URL and PURGE_TOKEN come from the
// environment, else from .dev.vars; without SITE_URL it is the local site on PORT (8787).
import { localSiteUrl, readDevVars, setting } from './lib/dev-vars.mjs'

const TIMEOUT_MS = 15_000

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message, code = 1) {
  console.error(`purge: ${message}`)
  process.exit(code)
}

const args = process.argv.slice(2)
if (!args.length) {
  fail('usage: npm run purge -- /path [/path…] | --all | --type page|caseStudy|service|vacancy', 2)
}
const body = args.includes('--all')
  ? { all: true }
  : args[0] === '--type'
    ? { types: args.slice(1) }
    : { paths: args }

const devVars = readDevVars()
const site = localSiteUrl(devVars)
const token = setting('PURGE_TOKEN', devVars)
if (!token) fail('PURGE_TOKEN is not set (environment or .dev.vars).', 2)
/** @type {URL} */
let endpoint
try {
  endpoint = new URL('/__cache/purge', site)
} catch {
  fail(`SITE_URL is not a URL: ${site}`, 2)
}

/**
 * @typedef {object} FetchError what fetch throws: its cause names the system error
 * @property {string} [name]
 * @property {string} [message]
 * @property {string} [code]
 * @property {{ code?: string, message?: string }} [cause]
 */

/**
 * Why a request never got an answer, in words (fetch only says 'fetch failed').
 * @param {unknown} thrown
 */
function unreachable(thrown) {
  const err = /** @type {FetchError | undefined} */ (thrown)
  if (err?.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`
  const code = err?.cause?.code ?? err?.code ?? ''
  /** @type {Record<string, string>} */
  const reasons = {
    ECONNREFUSED: 'nothing is listening there',
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'the host name does not resolve',
    ECONNRESET: 'the connection was reset',
    CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  }
  return reasons[code] ?? err?.cause?.message ?? err?.message ?? String(err)
}

/** @type {Response} */
let res
try {
  res = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
} catch (err) {
  fail(
    `could not reach ${endpoint.origin}: ${unreachable(err)}. Is the site running (npm start)? ` +
      'Set SITE_URL (environment or .dev.vars) to purge another site.',
  )
}

const text = await res.text().catch(() => '')
/** @type {{ ok?: boolean, error?: unknown, purged?: unknown, version?: unknown } | null} */
let answer = null
try {
  answer = JSON.parse(text)
} catch {
  // not JSON: described by its status below
}
if (res.status === 401) {
  fail(
    `${endpoint.origin} refused the token (401). PURGE_TOKEN must be the one the site runs with ` +
      '(environment or .dev.vars; `wrangler secret put PURGE_TOKEN` in production).',
  )
}
if (!res.ok || !answer?.ok) {
  const detail = typeof answer?.error === 'string' ? answer.error : `${res.statusText}`.trim()
  fail(`${endpoint.origin} answered ${res.status}${detail ? `: ${detail}` : ''}`)
}
const purged = Array.isArray(answer?.purged) ? answer.purged : []
console.log(
  purged.includes('*')
    ? `Purged everything at ${endpoint.origin} (content version ${answer?.version}).`
    : `Purged ${purged.length} cached entr${purged.length === 1 ? 'y' : 'ies'} at ${endpoint.origin}.`,
)
