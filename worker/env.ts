import * as z from 'zod/mini'
import { siteConfigSchema } from '../src/cms/site-profile'
import { DEFAULT_TIMEOUTS } from '../src/cms/transport'
import '../src/cms/zod-english'

/** The embedded content service's Contact Form 7 forms (embedded-cms/content/forms.json). */
export const DEMO_CF7_FORM_IDS = {
  contact: 101,
  landing: 102,
  'services-contact': 103,
  service: 104,
  'email-cta': 105,
  subscribe: 106,
  application: 107,
} as const

/** The embedded content service's address (embedded-cms/wrangler.toml PUBLIC_URL), reached by its binding. */
export const EMBEDDED_CMS_URL = 'http://cms.internal'

const seconds = (fallback: number, min: number) =>
  z._default(z.optional(z.coerce.number().check(z.int(), z.gte(min))), fallback)

const millis = (fallback: number) =>
  z._default(z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(120_000))), fallback)

/**
 * A variable holding JSON (`fallback` when unset) that `schema` must accept. `problem` words the
 * configuration error: with the schema's error, or with null when the value is not JSON at all.
 */
function jsonVar<S extends z.ZodMiniType>(
  schema: S,
  problem: (error: z.core.$ZodError | null) => string,
  fallback: unknown = {},
) {
  return z.pipe(
    z._default(z.string(), JSON.stringify(fallback)),
    z.transform((value, ctx): z.output<S> => {
      let json: unknown
      try {
        json = JSON.parse(value)
      } catch {
        ctx.issues.push({ code: 'custom', message: problem(null), input: ctx.value })
        return z.NEVER
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        ctx.issues.push({ code: 'custom', message: problem(parsed.error), input: ctx.value })
        return z.NEVER
      }
      return parsed.data
    }),
  )
}

const configSchema = z.object({
  CMS_URL: z._default(z.url(), EMBEDDED_CMS_URL),
  CMS_AUTH: z.optional(z.string()),
  /**
   * `true` sends the credential with GraphQL content queries too: only for a WPGraphQL endpoint that
   * refuses anonymous callers. Off by default, so that WordPress never resolves drafts for the site.
   */
  CMS_GRAPHQL_AUTH: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  /** Timeout of a call for one item (a page with its blocks, a REST read), in ms. */
  CMS_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.item),
  /** Timeout of one 100-item page of a list, in ms. */
  CMS_LIST_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.list),
  /** Timeout of a form post to Contact Form 7 or the subscription routes, in ms. */
  CMS_POST_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.post),
  /**
   * How long one page request waits for the CMS in all, in ms: then it serves the last good copy or
   * the branded 503, while the CMS calls go on to fill the cache for the next visitor.
   */
  CMS_BUDGET_MS: millis(8000),
  /** A bearer token: RFC 6750's characters (letters, digits, `-._~+/`, then `=`), 8 or more. */
  PURGE_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(8),
        z.regex(/^[A-Za-z0-9._~+/-]+=*$/, 'a bearer token of letters, digits and -._~+/ (then =)'),
      ),
  ),
  /**
   * A refused preview sign-in is answered this long after the request came (ms), whether WordPress
   * knows the user or not, so that timing tells no user name. Above WordPress's slowest refusal.
   */
  PREVIEW_REFUSAL_MS: millis(1000),
  SITE_URL: z._default(z.url(), 'http://127.0.0.1:8787'),
  APP_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  CAPTCHA_PROVIDER: z._default(z.enum(['altcha', 'turnstile']), 'altcha'),
  CACHE_FRESH_S: seconds(60, 0),
  // KV refuses an expirationTtl under 60 s.
  CACHE_STALE_S: seconds(86400, 60),
  // Rendered pages are kept at the edge this long (0 turns the HTML cache off).
  HTML_CACHE_S: seconds(60, 0),
  WIDGET_SCRIPT_ORIGIN: z.optional(z.url()),
  /** e.g. https://tile.example.com/{z}/{x}/{y}.png; its origin is allowed in img-src. */
  MAP_TILE_URL: z.optional(z.string().check(z.startsWith('https://'))),
  TURNSTILE_SITE_KEY: z.optional(z.string()),
  TURNSTILE_SECRET: z.optional(z.string()),
  ALTCHA_HMAC_KEY: z.optional(z.string().check(z.minLength(16))),
  /**
   * The company where WordPress does not say (JSON): legalName, email, careersEmail, phone, sameAs,
   * offices, menuLocations, or overrides of name and description. See README.
   */
  SITE_CONFIG: jsonVar(siteConfigSchema, (error) =>
    error ? `SITE_CONFIG: ${z.prettifyError(error)}` : 'SITE_CONFIG must be JSON',
  ),
  /** Contact Form 7 numeric id per form kind (JSON); server-side only. */
  CF7_FORM_IDS: jsonVar(
    z.record(z.string(), z.number().check(z.int(), z.gte(0))),
    () => 'CF7_FORM_IDS must map form kinds to ids',
    DEMO_CF7_FORM_IDS,
  ),
})

export type SiteConfig = z.infer<typeof configSchema>

/**
 * The site Worker's bindings and variables: what wrangler.toml declares, as `wrangler types` reads it
 * (worker/worker-configuration.d.ts: `npm run types` writes it, `npm run lint` fails when it is
 * stale), and any variable of the configuration below, which a deployment may set beside them.
 */
export type Bindings = Cloudflare.Env & { [K in keyof z.input<typeof configSchema>]?: string }

/** Variables where an empty value means unset (a secret put empty, a blank line in .dev.vars). */
const EMPTY_IS_UNSET = [
  'CMS_AUTH',
  'CMS_GRAPHQL_AUTH',
  'CMS_TIMEOUT_MS',
  'CMS_LIST_TIMEOUT_MS',
  'CMS_POST_TIMEOUT_MS',
  'PREVIEW_REFUSAL_MS',
  'CMS_BUDGET_MS',
  'PURGE_TOKEN',
  'WIDGET_SCRIPT_ORIGIN',
  'MAP_TILE_URL',
  'TURNSTILE_SECRET',
  'TURNSTILE_SITE_KEY',
  'ALTCHA_HMAC_KEY',
] as const

/** Validates the configuration once per isolate; a bad value fails loudly in the logs, not the page. */
export function readConfig(env: Bindings): SiteConfig {
  const vars: Record<string, unknown> = {
    ...env,
    SITE_CONFIG: env.SITE_CONFIG?.trim() || undefined,
  }
  for (const name of EMPTY_IS_UNSET) vars[name] ||= undefined
  const parsed = configSchema.safeParse(vars)
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
