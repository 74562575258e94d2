import type { Context } from 'hono'
import type { CmsAppEnv, CmsEnv } from '../env'

/**
 * What the site's WordPress plugin (`wordpress/headless-site/`) sends to `POST /__cache/purge` after an
 * edit: the paths of a post's pages, the content types a change feeds, or everything.
 */
export type SitePurge = { paths: string[] } | { types: string[] } | { all: true }

/** The site's purge route; the binding reaches the site Worker whatever port it listens on. */
const PURGE_URL = 'http://site.internal/__cache/purge'
/** As the plugin: a site that does not answer soon is reported, never waited for. */
const TIMEOUT_MS = 3000

/**
 * Asks the site beside this service to drop what an edit changed, as the WordPress plugin does.
 * Without the binding or the token (the site's own tests run this service alone) nothing is sent.
 * The token is only ever sent to the site; a failure is logged without it.
 */
export async function purgeSite(env: CmsEnv, purge: SitePurge): Promise<void> {
  if (!env.SITE || !env.SITE_PURGE_TOKEN) return
  try {
    const res = await env.SITE.fetch(PURGE_URL, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.SITE_PURGE_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(purge),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.body?.cancel()
    if (!res.ok) console.warn(`embedded-cms: the site refused a purge (${res.status})`)
  } catch (err) {
    console.warn(
      `embedded-cms: the site could not be purged: ${err instanceof Error ? err.message : String(err)}`,
    )
  }
}

/** Purges the site after this response has gone, as the plugin does after WordPress's. */
export function purgeSiteAfter(c: Context<CmsAppEnv>, purge: SitePurge): void {
  if (!c.env.SITE || !c.env.SITE_PURGE_TOKEN) return
  c.executionCtx.waitUntil(purgeSite(c.env, purge))
}
