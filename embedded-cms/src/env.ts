/** Bindings of the embedded content service (embedded-cms/wrangler.toml). */
export interface CmsEnv {
  DB: D1Database
  PUBLIC_URL: string
  AUTH_USER: string
  AUTH_PASSWORD: string
}

export interface CmsAppEnv {
  Bindings: CmsEnv
}
