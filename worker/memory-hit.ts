import { hitFromMemory } from './cache/html-cache'
import { contentStoreOf, siteConfigOf } from './context'
import type { Bindings } from './env'
import { FIXED_SECURITY_HEADERS, newNonce, policyHeader } from './security-headers'

/**
 * A page this isolate holds in memory, answered before the app runs: a cache hit costs the purge
 * counter (in memory), one lookup and the nonce written into the page, with the security headers
 * every response gets. Null for anything else (other methods, a request with a body, a page not
 * held, a configuration that does not validate): the app then answers, as it would have.
 */
export async function memoryHit(request: Request, env: Bindings): Promise<Response | null> {
  if (request.method !== 'GET' || request.body) return null
  let config
  try {
    config = siteConfigOf(env)
  } catch {
    return null
  }
  if (config.HTML_CACHE_S <= 0) return null
  const { purges } = await contentStoreOf(env, config).cacheState()
  const nonce = newNonce()
  return hitFromMemory(purges, new URL(request.url), nonce, FIXED_SECURITY_HEADERS, [
    policyHeader(config, nonce),
  ])
}
