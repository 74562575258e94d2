/** Form posts allowed per client IP in a window. */
export const POSTS_PER_MINUTE = 5
const WINDOW_MS = 60_000
/** Beyond this many tracked addresses the oldest entries are dropped (memory stays bounded). */
const MAX_TRACKED = 10_000

export interface RateLimiter {
  /** Records a post from `key`; false when it is over the limit. */
  allow(key: string, now?: number): boolean
}

/**
 * A sliding-window limit per client IP, kept in the isolate: no I/O on the request path, and enough
 * to stop a script hammering one location (Cloudflare's rate-limiting rules can add a global limit).
 */
export function createRateLimiter(limit = POSTS_PER_MINUTE, windowMs = WINDOW_MS): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    allow(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
      const allowed = recent.length < limit
      if (allowed) recent.push(now)
      hits.delete(key)
      hits.set(key, recent)
      if (hits.size > MAX_TRACKED) {
        const oldest = hits.keys().next()
        if (!oldest.done) hits.delete(oldest.value)
      }
      return allowed
    },
  }
}
