import type { Bindings } from '../worker/env'

declare global {
  namespace Cloudflare {
    // The test environment has the site Worker's bindings (wrangler.toml [env.test]).
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
  }
}
