import type { Bindings } from '../worker/env'

declare global {
  namespace Cloudflare {
    // The test environment has the site Worker's bindings (wrangler.toml [env.test]), and the D1
    // of the embedded content service that site tests run in-process.
    interface Env extends Bindings {
      EMBEDDED_CMS_DB: D1Database
    }
  }
}
