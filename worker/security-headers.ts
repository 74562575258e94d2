import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import type { InlineSources } from './cache/kept-inline'
import { newNonce } from './nonce'

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

type Config = AppEnv['Variables']['config'] | undefined

/**
 * The Content-Security-Policy of a response: scripts and style elements only from us, or inline
 * with the response's nonce (a page rendered for this response) or with one of the given hashes (a
 * kept page, the same bytes for many visitors: worker/cache/kept-inline.ts).
 */
function contentSecurityPolicy(opts: {
  inline: InlineSources
  widgetOrigin?: string
  turnstile: boolean
  extraImgOrigins?: string[]
}): string {
  const scripts = ["'self'", ...opts.inline.scripts]
  if (opts.widgetOrigin) scripts.push(new URL(opts.widgetOrigin).origin)
  if (opts.turnstile) scripts.push(TURNSTILE_ORIGIN)
  const frames = [
    ...(opts.turnstile ? [TURNSTILE_ORIGIN] : []),
    ...(opts.widgetOrigin ? [new URL(opts.widgetOrigin).origin] : []),
  ]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Style elements only from us: the stylesheet, or inline with the nonce or a hash (the page's
    // styles, the no-JS rules and what React renders). No browser library inserts one.
    ["style-src 'self'", ...opts.inline.styles].join(' '),
    // Style attributes stay allowed: the site's own components set a few (a column's width, a
    // carousel's items per view, a counter's width), the browser libraries set more, and CMS HTML
    // carries none (the sanitiser drops them). An attribute cannot select or read the page.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${(opts.extraImgOrigins ?? []).join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of a configuration with the given inline sources. */
function policyOf(config: Config, inline: InlineSources): string {
  return contentSecurityPolicy({
    inline,
    widgetOrigin: config?.WIDGET_SCRIPT_ORIGIN,
    turnstile: config?.CAPTCHA_PROVIDER === 'turnstile',
    extraImgOrigins: config?.MAP_TILE_URL
      ? [new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin]
      : [],
  })
}

const NONCE_MARK = '\u0000nonce\u0000'
const policies = new WeakMap<object, (nonce: string) => string>()
const NO_CONFIG = {}

/** The nonce policy of a configuration, written once; each response only puts its nonce in. */
function policyFor(config: Config): (nonce: string) => string {
  const key = config ?? NO_CONFIG
  let policy = policies.get(key)
  if (!policy) {
    const mark = `'nonce-${NONCE_MARK}'`
    const parts = policyOf(config, { scripts: [mark], styles: [mark] }).split(NONCE_MARK)
    policy = (nonce) => parts.join(nonce)
    policies.set(key, policy)
  }
  return policy
}

/**
 * The policy of a file from the CMS (an upload served same-origin by the media proxy): nothing in
 * it runs or loads anything, and an HTML or SVG file opened on its own gets an opaque origin, no
 * scripts, forms or refresh (`sandbox`), so an upload can neither act as the site nor send its
 * visitor elsewhere. A PDF keeps the browser's viewer, which a sandbox would block.
 */
export function cmsFilePolicy(contentType: string | null): string {
  const base =
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; frame-ancestors 'none'"
  return /^application\/pdf\b/i.test(contentType ?? '') ? base : `${base}; sandbox`
}

/** The security headers that are the same on every response. */
const FIXED_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['strict-transport-security', 'max-age=63072000; includeSubDomains; preload'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
]

/** Each kept page's policy under a configuration, written once. */
const keptPolicies = new WeakMap<InlineSources, { config: Config; policy: string }>()

/** A kept page's policy: the same bytes go to many visitors, so inline elements go by hash. */
function keptPolicy(config: Config, inline: InlineSources): string {
  const kept = keptPolicies.get(inline)
  if (kept && kept.config === config) return kept.policy
  const policy = policyOf(config, inline)
  keptPolicies.set(inline, { config, policy })
  return policy
}

/**
 * Adds a per-request nonce and the security headers to every response. A page from the page cache
 * (`keptInline`) gets a policy that allows its own inline elements by hash instead of the nonce.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce()
  c.set('nonce', nonce)
  await next()
  const config = c.get('config')
  const kept = c.get('keptInline')
  const policy = c.get('cmsFile')
    ? cmsFilePolicy(c.res.headers.get('content-type'))
    : kept
      ? keptPolicy(config, kept)
      : policyFor(config)(nonce)
  const headers: (readonly [string, string])[] = [
    ['content-security-policy', policy],
    ...FIXED_SECURITY_HEADERS,
  ]
  try {
    // A response made here can take them as it is; one from fetch or the Cache API cannot.
    for (const [name, value] of headers) c.res.headers.set(name, value)
  } catch {
    const copy = new Headers(c.res.headers)
    for (const [name, value] of headers) copy.set(name, value)
    c.res = new Response(c.res.body, {
      status: c.res.status,
      statusText: c.res.statusText,
      headers: copy,
    })
  }
}
