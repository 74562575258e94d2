import type { ContentLoaders } from '../src/cms/loaders'
import type { CmsConfig } from '../src/cms/transport'
import type { RequestContent } from './cache/content-store'
import type { PageQuery } from './cache/page-query'
import type { Bindings, SiteConfig } from './env'

/** Hono's typing of `c.env` and `c.var` for the whole app. */
export interface AppEnv {
  Bindings: Bindings
  Variables: {
    config: SiteConfig
    nonce: string
    cmsConfig: CmsConfig
    cms: ContentLoaders
    /** This request's view of the CMS cache; its failures keep the page out of the HTML cache. */
    content: RequestContent
    /** The query parameters the page may read, and which it did read (set when a page renders). */
    pageQuery?: PageQuery
    /** A file from the CMS (media): the file policy, not a page's (worker/security-headers.ts). */
    cmsFile?: true
  }
}
