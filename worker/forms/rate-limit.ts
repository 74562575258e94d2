/** Form posts allowed per client IP per minute. */
export const POSTS_PER_MINUTE = 5
const WINDOW_MS = 60_000
const hits = new Map<string, number[]>()

/**
 * A sliding-window limit per client IP, kept in the isolate: cheap, and enough to stop a script
 * hammering one location (Cloudflare's rate-limiting rules can add a global limit in front).
 */
export function allowPost(ip: string, now = Date.now()): boolean {
  const recent = (hits.get(ip) ?? []).filter((t) => now - t < WINDOW_MS)
  if (recent.length >= POSTS_PER_MINUTE) {
    hits.set(ip, recent)
    return false
  }
  recent.push(now)
  hits.set(ip, recent)
  if (hits.size > 10_000) hits.clear()
  return true
}
