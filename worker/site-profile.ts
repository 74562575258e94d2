import type { Context } from 'hono'
import { describeFailure } from '../src/cms/errors'
import {
  DEFAULT_MENU_LOCATIONS,
  resolveSiteProfile,
  type SiteProfile,
  type WordPressSite,
} from '../src/cms/site-profile'
import type { AppEnv } from './app-env'

/** The profile this isolate resolved last: error pages use it without calling the CMS. */
let lastResolved: SiteProfile | undefined

/** Profiles by the WordPress answer they were resolved from (and the configuration they used). */
const resolvedFor = new WeakMap<
  WordPressSite,
  { config: unknown; siteUrl: string; profile: SiteProfile }
>()

/**
 * The company profile for this request: SITE_CONFIG, then WordPress (through the content cache). A
 * failing CMS never fails the page: the last resolved profile, or a neutral one from SITE_CONFIG.
 */
export async function siteProfileFor(c: Context<AppEnv>): Promise<SiteProfile> {
  const config = c.get('config')
  const locations = { ...DEFAULT_MENU_LOCATIONS, ...config.SITE_CONFIG.menuLocations }
  try {
    const wordpress = await c.get('cms').wordpressSite(locations)
    // The content store hands out the same WordPress answer until it changes: resolved once.
    const known = wordpress && resolvedFor.get(wordpress)
    if (known && known.config === config.SITE_CONFIG && known.siteUrl === config.SITE_URL) {
      lastResolved = known.profile
      return known.profile
    }
    lastResolved = resolveSiteProfile(wordpress, config.SITE_CONFIG, config.SITE_URL)
    if (wordpress) {
      resolvedFor.set(wordpress, {
        config: config.SITE_CONFIG,
        siteUrl: config.SITE_URL,
        profile: lastResolved,
      })
    }
    return lastResolved
  } catch (err) {
    console.warn(`[site profile] ${describeFailure(err)}; using the last known or configured one`)
    return lastSiteProfile(c)
  }
}

/** Forgets the last resolved profile (isolate memory, as the page cache's: see forgetIsolateMemory). */
export function forgetSiteProfile(): void {
  lastResolved = undefined
}

/** The last resolved profile, or the configured one: no I/O (for error pages). */
export function lastSiteProfile(c: Context<AppEnv>): SiteProfile {
  if (lastResolved) return lastResolved
  const config = c.get('config')
  return resolveSiteProfile(
    null,
    config?.SITE_CONFIG ?? {},
    config?.SITE_URL ?? new URL(c.req.url).origin,
  )
}
