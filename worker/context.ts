import type { Context, MiddlewareHandler } from 'hono'
import { cmsScope } from '../src/cms/cache-keys'
import { createContentLoaders } from '../src/cms/loaders'
import type { CmsConfig } from '../src/cms/transport'
import { cmsUserAgent } from '../src/cms/user-agent'
import type { AppEnv } from './app-env'
import { createContentStore, type ContentStore } from './cache/content-store'
import { EMBEDDED_CMS_URL, readConfig, type Bindings, type SiteConfig } from './env'

const configs = new WeakMap<Bindings, SiteConfig>()
/** One content cache per isolate: loads, refreshes and back-off are shared by its requests. */
let stores = new WeakMap<Bindings, ContentStore>()

/** Drops this isolate's content stores: the next request starts one with empty memory. */
export function forgetContentStores(): void {
  stores = new WeakMap()
}

/**
 * The CMS connection of this deployment: the embedded content service's binding while `CMS_URL`
 * is its address (the default), else `CMS_URL` over the network, so that `npm start` reaches a
 * WordPress put in `CMS_URL` with no change to wrangler.toml.
 */
export function cmsConfigFor(env: Bindings, config: SiteConfig): CmsConfig {
  return {
    baseUrl: config.CMS_URL,
    auth: config.CMS_AUTH,
    binding: config.CMS_URL === EMBEDDED_CMS_URL ? env.CMS : undefined,
    userAgent: cmsUserAgent(config.SITE_URL),
    authenticatedContent: config.CMS_GRAPHQL_AUTH,
    timeouts: {
      item: config.CMS_TIMEOUT_MS,
      list: config.CMS_LIST_TIMEOUT_MS,
      post: config.CMS_POST_TIMEOUT_MS,
    },
  }
}

/** The validated configuration of these bindings, read once per isolate (throws when invalid). */
export function siteConfigOf(env: Bindings): SiteConfig {
  let config = configs.get(env)
  if (!config) {
    config = readConfig(env)
    configs.set(env, config)
  }
  return config
}

/** This isolate's content cache for these bindings. */
export function contentStoreOf(env: Bindings, config: SiteConfig): ContentStore {
  let store = stores.get(env)
  if (!store) {
    store = createContentStore({
      kv: env.CMS_CACHE,
      scope: cmsScope(config.CMS_URL),
      freshSeconds: config.CACHE_FRESH_S,
      staleSeconds: config.CACHE_STALE_S,
    })
    stores.set(env, store)
  }
  return store
}

/** Validates the configuration and creates this request's cached content loaders. */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const config = siteConfigOf(c.env)
  c.set('config', config)
  const cmsConfig = cmsConfigFor(c.env, config)
  c.set('cmsConfig', cmsConfig)
  const store = contentStoreOf(c.env, config)
  // One time budget for everything the request waits for from the CMS.
  const budget = AbortSignal.timeout(config.CMS_BUDGET_MS)
  const content = store.forRequest((p) => c.executionCtx.waitUntil(p), budget)
  c.set('content', content)
  c.set('cms', createContentLoaders(cmsConfig, content))
  await next()
}

/**
 * How long a browser or crawler may keep a response made from this request's CMS answers: until
 * `CACHE_FRESH_S` after the oldest of them was asked for, the bound every cache tier keeps too.
 */
export function freshCacheControl(c: Context<AppEnv>): string {
  const seconds = Math.floor((c.var.content.freshUntil() - Date.now()) / 1000)
  return `public, max-age=${Math.max(0, seconds)}`
}
