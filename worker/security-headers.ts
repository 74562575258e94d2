import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { newNonce } from './nonce'

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

type Config = AppEnv['Variables']['config'] | undefined

const NONCE_MARK = '\u0000nonce\u0000'

/**
 * The Content-Security-Policy of a configuration, with `NONCE_MARK` for each response's nonce:
 * scripts and style elements only from us, or inline with the response's nonce (a page rendered
 * for it, or kept: worker/cache/page-cache.ts puts the response's nonce in).
 */
function contentSecurityPolicy(config: Config): string {
  const nonce = `'nonce-${NONCE_MARK}'`
  const widget = config?.WIDGET_SCRIPT_ORIGIN ? [new URL(config.WIDGET_SCRIPT_ORIGIN).origin] : []
  const turnstile = config?.CAPTCHA_PROVIDER === 'turnstile' ? [TURNSTILE_ORIGIN] : []
  const tiles = config?.MAP_TILE_URL
    ? [new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin]
    : []
  return [
    "default-src 'self'",
    ["script-src 'self'", nonce, ...widget, ...turnstile].join(' '),
    // Style elements only from us: the stylesheet, or inline with the nonce (the page's styles,
    // the no-JS rules and what React renders). No browser library inserts one.
    `style-src 'self' ${nonce}`,
    // Style attributes stay allowed: the site's own components set a few (a column's width, a
    // carousel's items per view, a counter's width), the browser libraries set more, and CMS HTML
    // carries none (the sanitiser drops them). An attribute cannot select or read the page.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...tiles].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${[...turnstile, ...widget].join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const policies = new WeakMap<object, string[]>()
const NO_CONFIG = {}

/** The policy of a configuration, written once; each response only puts its nonce in. */
function policyFor(config: Config, nonce: string): string {
  let parts = policies.get(config ?? NO_CONFIG)
  if (!parts) {
    parts = contentSecurityPolicy(config).split(NONCE_MARK)
    policies.set(config ?? NO_CONFIG, parts)
  }
  return parts.join(nonce)
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

/** Adds a per-request nonce and the security headers to every response. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce()
  c.set('nonce', nonce)
  await next()
  const policy = c.get('cmsFile')
    ? cmsFilePolicy(c.res.headers.get('content-type'))
    : policyFor(c.get('config'), nonce)
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
