/** Keys of captcha solutions already used, kept in KV beside the CMS cache. */
const KEY_PREFIX = 'captcha-used:'
/** KV refuses an expirationTtl under 60 s. */
const MIN_TTL_S = 60

/** Remembers used captcha solutions so that each passes once. */
export interface UsedTokens {
  /** True the first time a key is seen; false for a replay. */
  claim(key: string, expiresAtS: number, kv?: KVNamespace): Promise<boolean>
}

/**
 * Used tokens in this isolate (instant) and in KV (shared by every isolate and location, eventually
 * consistent): a replay is refused at once here, and within KV's propagation time elsewhere.
 */
export function createUsedTokens(now = () => Date.now()): UsedTokens {
  const seen = new Map<string, number>()
  return {
    async claim(key, expiresAtS, kv) {
      const nowS = Math.floor(now() / 1000)
      for (const [k, expires] of seen) if (expires < nowS) seen.delete(k)
      if (seen.has(key)) return false
      seen.set(key, expiresAtS)
      if (!kv) return true
      const kvKey = KEY_PREFIX + key
      if ((await kv.get(kvKey)) !== null) return false
      await kv.put(kvKey, '1', { expirationTtl: Math.max(MIN_TTL_S, expiresAtS - nowS) })
      return true
    },
  }
}
