import { clientKey } from '../forms/rate-limit'

/** How long a client network or a user name waits once it is over the limit (the binding's period). */
export const SIGN_IN_BLOCK_S = 60
/** Most blocks an isolate remembers; past that the oldest go (the binding still counts them). */
const MAX_BLOCKS = 10_000

/**
 * A user name as WordPress's database compares it (MySQL's `utf8mb4_unicode_ci`): without regard
 * to case, accents, width or trailing spaces, so `Élena `, `ＥＬＥＮＡ` and `elena` count as one.
 */
function comparableUserName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The keys a preview sign-in is counted under: the client's network (an IPv4 address, an IPv6 /64)
 * and the user name, hashed so that no user name leaves the Worker.
 */
export async function signInKeys(ip: string, credential: string): Promise<string[]> {
  const bytes = Uint8Array.from(atob(credential.replace(/^Basic\s+/i, '')), (c) => c.charCodeAt(0))
  // Browsers send the credential as UTF-8 (the realm says charset="UTF-8").
  const decoded = new TextDecoder().decode(bytes)
  const user = comparableUserName(decoded.slice(0, decoded.indexOf(':')))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(user))
  const hex = [...new Uint8Array(digest).slice(0, 16)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
  return [`preview-ip:${clientKey(ip)}`, `preview-user:${hex}`]
}

export interface SignInThrottle {
  /** Seconds until any of these keys may try again (0: it may now). No count, no WordPress call. */
  retryAfter(keys: readonly string[]): number
  /** Counts a failed sign-in under every key; the seconds to wait when one went over, else 0. */
  failed(keys: readonly string[]): Promise<number>
}

/**
 * Failed preview sign-ins, counted by the platform's rate limiter (the Workers Rate Limiting
 * binding: one count per key for every isolate of a location). Only failures count, so an editor
 * who reloads a preview is never slowed. A key over the limit is remembered until its period ends,
 * so that further guesses are refused without asking WordPress. Without the binding (a deployment
 * that lacks it) nothing is throttled and the gap is logged.
 */
export function createSignInThrottle(
  binding: RateLimit | undefined,
  blocked: Map<string, number>,
  now: () => number = Date.now,
): SignInThrottle {
  const block = (key: string) => {
    blocked.delete(key)
    blocked.set(key, now() + SIGN_IN_BLOCK_S * 1000)
    for (const oldest of blocked.keys()) {
      if (blocked.size <= MAX_BLOCKS) break
      blocked.delete(oldest)
    }
  }
  return {
    retryAfter(keys) {
      let wait = 0
      for (const key of keys) {
        const until = blocked.get(key)
        if (until === undefined) continue
        if (until <= now()) blocked.delete(key)
        else wait = Math.max(wait, Math.ceil((until - now()) / 1000))
      }
      return wait
    },
    async failed(keys) {
      if (!binding) {
        console.error('preview: no PREVIEW_SIGN_IN_LIMIT binding, sign-ins are not throttled')
        return 0
      }
      const over = await Promise.all(
        keys.map(async (key) => {
          try {
            return !(await binding.limit({ key })).success
          } catch (err) {
            console.error(`preview: rate limit failed: ${err instanceof Error ? err.message : err}`)
            return false
          }
        }),
      )
      keys.forEach((key, i) => over[i] && block(key))
      return over.some(Boolean) ? SIGN_IN_BLOCK_S : 0
    },
  }
}

/**
 * Waits until `floorMs` after `startedAt`: a refused sign-in is answered at the same time whether
 * WordPress knew the user (and checked a password hash) or not, so the answer's timing does not
 * tell which user names exist. WordPress answers well within the floor.
 */
export async function answerNoEarlierThan(
  startedAt: number,
  floorMs: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<unknown> = (ms) => scheduler.wait(ms),
): Promise<void> {
  const left = startedAt + floorMs - now()
  if (left > 0) await sleep(left)
}
