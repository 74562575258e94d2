import { ownHosts, sitePathOf } from './url-policy'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where a URL's host part may end in text: a path, a query, a fragment, a quote, white space. */
const HOST_END = `(?=[?#"'\\s<>)\\]]|$)`

/**
 * Rewrites CMS URLs to site paths in every string of a CMS response, so that media is served
 * same-origin through the edge and the CMS host never reaches a browser:
 * - a string that is one URL is parsed as a browser parses it: any spelling of the CMS host
 *   (case, a trailing dot, a port, user info, escapes) becomes the site path it stands for;
 * - in text and HTML, every `http(s)://cms…` (and `//cms…`, and the JSON-escaped forms) does;
 * - block attributes are rewritten value by value, and so is JSON text (`attributesJSON`,
 *   `blocksJSON`) when it comes unparsed.
 * The path never starts with two slashes: `https://cms//host` is `/host`, not another site.
 */
export function localizeUrls<T>(value: T, cmsOrigin: string): T {
  let cms: URL
  try {
    cms = new URL(cmsOrigin)
  } catch {
    return value
  }
  const own = ownHosts(cmsOrigin)
  const host = escapeRegExp(cms.hostname)
  const port = `(?::(?:80|443${cms.port ? `|${cms.port}` : ''}))?`
  // A bare `//host` only where a URL can start: after `&#58;` it is part of an encoded one, which
  // the sanitiser reads whole (rewriting half of it would make another URL).
  const start = `(?:https?:|(?<![\\w:;&#%.+-]))`
  const plain = new RegExp(`${start}//${host}\\.?${port}(?:[/\\\\]+|${HOST_END})`, 'gi')
  const escaped = new RegExp(
    `${start}\\\\/\\\\/${host}\\.?${port}(?:(?:\\\\/|\\\\\\\\)+|${HOST_END})`,
    'gi',
  )
  const needle = cms.hostname.toLowerCase()

  const walkString = (v: string): string => {
    const whole = wholeUrl(v, own)
    if (whole !== null) return whole
    return v.toLowerCase().includes(needle) ? v.replace(plain, '/').replace(escaped, '\\/') : v
  }
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key?.endsWith('JSON') ? walkJson(v) : walkString(v)
    if (Array.isArray(v)) return v.map((x) => walk(x))
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]))
    }
    return v
  }
  /** JSON text: its values rewritten after parsing, so no escape (`\u002e`) hides a CMS URL. */
  const walkJson = (json: string): string => {
    let parsed: unknown
    try {
      parsed = JSON.parse(json)
    } catch {
      return walkString(json)
    }
    return JSON.stringify(walk(parsed))
  }
  return walk(value) as T
}

/** Longer strings are text, not one URL. */
const MAX_URL = 4096
const URL_START = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i

/** The site path a string that is one absolute URL of an `own` host stands for, else null. */
function wholeUrl(value: string, own: ReadonlySet<string>): string | null {
  const trimmed = value.trim()
  if (trimmed.length > MAX_URL || /\s/.test(trimmed) || !URL_START.test(trimmed)) return null
  let parsed: URL
  try {
    parsed = new URL(trimmed, 'https://relative.invalid/')
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  return own.has(parsed.hostname.replace(/\.$/, '')) ? sitePathOf(parsed) : null
}
