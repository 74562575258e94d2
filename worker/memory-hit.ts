import { acceptsGzip } from './cache/gzip-copy'
import { hitFromMemory } from './cache/html-cache'
import { contentStoreOf, siteConfigOf } from './context'
import type { Bindings } from './env'

/**
 * A page this isolate holds in memory, answered before the app runs: a cache hit costs the purge
 * counter (in memory) and one lookup, and sends the kept bytes (gzip-compressed for a client that
 * takes it) with the headers built when the page was first sent. Null for anything else (other
 * methods, a request with a body, a page not held, a configuration that does not validate): the
 * app then answers, as it would have.
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
  return hitFromMemory(purges, new URL(request.url), config, () => takesGzip(request))
}

/** By the client's own `Accept-Encoding`; reading `request.cf` parses it, so only a hit asks. */
function takesGzip(request: Request): boolean {
  const encoding = request.cf?.clientAcceptEncoding
  return acceptsGzip(typeof encoding === 'string' ? encoding : undefined)
}
