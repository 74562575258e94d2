import type { Viewer } from './content/status'
import type { RuntimeSettings } from './db/settings'

/**
 * Bindings of the embedded content service (embedded-cms/wrangler.toml). Written here rather than
 * by `wrangler types`: its output declares the one global `Cloudflare.Env`, and the site's tests
 * run this service in-process in the site's TypeScript program, so a second generated file would
 * merge both Workers' bindings into one type (the site's is generated: worker/env.ts).
 */
export interface CmsEnv {
  DB: D1Database
  PUBLIC_URL: string
  AUTH_USER: string
  AUTH_PASSWORD: string
  /**
   * Plugins to run without, comma-separated (`acf`, `yoast`): their GraphQL fields disappear, as on
   * a WordPress where they are not installed. Empty by default.
   */
  DISABLED_PLUGINS?: string
  /**
   * `empty`: wp-graphql-gutenberg's block registry was never filled (nobody pressed GraphQL
   * Gutenberg → Update). Every GraphQL request then fails as WordPress does (see wp-error.ts).
   */
  BLOCK_REGISTRY?: string
  /** The site Worker beside this service (`npm start`), purged after each operator edit. */
  SITE?: Fetcher
  /** The site's PURGE_TOKEN (secret): `npm start` copies it into embedded-cms/.dev.vars. */
  SITE_PURGE_TOKEN?: string
}

export interface CmsAppEnv {
  Bindings: CmsEnv
  Variables: {
    settings: RuntimeSettings
    viewer: Viewer
  }
}
