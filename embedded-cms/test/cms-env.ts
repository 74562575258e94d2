import { env } from 'cloudflare:test'
import type { CmsEnv } from '../src/env'

/**
 * The service's bindings in its own tests. cloudflare:test types `env` as `Cloudflare.Env`, the site
 * Worker's (worker/worker-configuration.d.ts), since both Workers share one TypeScript program.
 */
export const cmsEnv = env as unknown as CmsEnv
