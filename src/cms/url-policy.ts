/**
 * The one URL policy for everything that comes from the CMS: menus, settings, block attributes and
 * CMS HTML (the sanitiser) all ask it before a URL reaches a page.
 */

/** Which schemes a URL may carry: links also reach mail and phone, media only the web. */
export type UrlKind = 'link' | 'media'

const SCHEMES: Record<UrlKind, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:', 'tel:']),
  media: new Set(['http:', 'https:']),
}

/**
 * Hosts whose absolute URLs stand for this site's own pages and media: the CMS's (the site serves
 * its pages, and its media through the edge) and the site's own. Such a URL is written as a site
 * path, so the CMS's address never reaches a page.
 */
export type OwnHosts = ReadonlySet<string>
const NO_HOSTS: OwnHosts = new Set()

/** A URL's host as browsers compare it (the parser lower-cases, decodes and maps IDNA dots). */
const hostOf = (url: URL) => url.hostname.replace(/\.$/, '')

/** The hosts of the given origins (unset or invalid ones are left out). */
export function ownHosts(...origins: (string | undefined)[]): OwnHosts {
  const hosts = new Set<string>()
  for (const origin of origins) {
    if (!origin) continue
    try {
      hosts.add(hostOf(new URL(origin)))
    } catch {
      // not a URL: no host of ours
    }
  }
  return hosts
}

/** A host no real URL has: relative URLs resolve against it, so anything else is off-site. */
const BASE = new URL('https://relative.invalid/')
// The URL parser strips these at both ends; anywhere else they are refused (see below).
// eslint-disable-next-line no-control-regex -- control characters are what it strips
const EDGE_JUNK = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// Tabs and line breaks inside a scheme (`java\tscript:`) vanish in the browser's URL parser, other
// control characters make it read a different URL than a naive check: refuse them outright.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
// Read one way only: a backslash anywhere is a slash to browsers and a character to other readers
// (`https://elsewhere\@cms/` goes to `elsewhere` in a browser, to `cms` for a mail client).
const PLAIN_WEB = /^https?:\/\/[^/\\][^\\]*$/i

/**
 * The site path an own URL stands for. Leading slashes (and backslashes, which the parser turned
 * into slashes) collapse to one: `https://cms//host` must not become `//host`, another site.
 */
export function sitePathOf(url: URL): string {
  return url.pathname.replace(/^\/+/, '/') + url.search + url.hash
}

/**
 * The URL to emit, or null when it must be dropped (entities already decoded). Only http(s),
 * mailto and tel (links) and relative URLs pass: `javascript:`, `data:` and every other scheme,
 * however written, and any control character are refused. A scheme-relative URL (`//host`,
 * `/\host`) is off-site and comes back absolute (`https://host/`), so nothing treats it as a local
 * path; an absolute URL of one of `own` hosts comes back as the site path it stands for.
 */
export function safeUrl(value: string, kind: UrlKind, own: OwnHosts = NO_HOSTS): string | null {
  if (own !== NO_HOSTS) return checkUrl(value, kind, own)
  // Without own hosts, a pure function of the string: pages render the same image and link URLs
  // on every view, each of which the URL parser would read once or twice.
  const known = KNOWN[kind]
  let safe = known.get(value)
  if (safe === undefined) {
    safe = checkUrl(value, kind, NO_HOSTS)
    if (known.size >= MAX_KNOWN) known.clear()
    known.set(value, safe)
  }
  return safe
}

/** Most URLs remembered per kind (a site's pages hold a few hundred). */
const MAX_KNOWN = 4096
const KNOWN: Record<UrlKind, Map<string, string | null>> = { link: new Map(), media: new Map() }

function checkUrl(value: string, kind: UrlKind, own: OwnHosts): string | null {
  const trimmed = value.replace(EDGE_JUNK, '')
  if (CONTROL.test(trimmed)) return null
  let parsed: URL
  try {
    parsed = new URL(trimmed, BASE)
  } catch {
    return null
  }
  if (!SCHEMES[kind].has(parsed.protocol)) return null
  const written = HAS_SCHEME.test(trimmed)
  // Relative: stays as written unless the browser would leave the site with it.
  if (!written && parsed.host === BASE.host) return trimmed
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:'
  if (web && written) {
    // Read without a base, as on a page of another scheme: `https:host/x` is `https://host/x`
    // there but a relative path on an https page. Written out whole, it means one thing.
    try {
      parsed = new URL(trimmed)
    } catch {
      return null
    }
  }
  if (web && own.has(hostOf(parsed))) return sitePathOf(parsed)
  // As written when it can only be read one way (`https://host…`); else as the parser read it.
  return written && (!web || PLAIN_WEB.test(trimmed)) ? trimmed : parsed.href
}

/** A `srcset` whose every candidate URL is a safe media URL, else null. */
export function safeSrcset(value: string, own: OwnHosts = NO_HOSTS): string | null {
  if (own !== NO_HOSTS) return checkSrcset(value, own)
  let safe = KNOWN_SRCSETS.get(value)
  if (safe === undefined) {
    safe = checkSrcset(value, NO_HOSTS)
    if (KNOWN_SRCSETS.size >= MAX_KNOWN) KNOWN_SRCSETS.clear()
    KNOWN_SRCSETS.set(value, safe)
  }
  return safe
}

const KNOWN_SRCSETS = new Map<string, string | null>()

function checkSrcset(value: string, own: OwnHosts): string | null {
  const candidates = value.split(',').map((c) => c.trim())
  if (candidates.length === 0 || candidates.length > 20) return null
  const out: string[] = []
  for (const candidate of candidates) {
    const [url = '', ...descriptor] = candidate.split(/\s+/)
    const safe = url ? safeUrl(url, 'media', own) : null
    // A candidate URL never holds white space or a comma: one that would is refused.
    if (safe === null || /[\s,]/.test(safe)) return null
    out.push([safe, ...descriptor].join(' '))
  }
  return out.join(', ')
}
