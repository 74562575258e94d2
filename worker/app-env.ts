import type { ContentLoaders } from '../src/cms/loaders'
import type { CmsConfig } from '../src/cms/transport'
import type { Bindings, SiteConfig } from './env'

/** Hono's typing of `c.env` and `c.var` for the whole app. */
export interface AppEnv {
  Bindings: Bindings
  Variables: {
    config: SiteConfig
    nonce: string
    cmsConfig: CmsConfig
    cms: ContentLoaders
  }
}
