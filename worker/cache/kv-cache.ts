import type { ContentCache } from '../../src/cms/loaders'

const VERSION_KEY = 'content-version'

interface Entry<T> {
  value: T
  fetchedAt: number
}

export interface KvCacheOptions {
  kv: KVNamespace
  /** Registers background work that outlives the response (`ctx.waitUntil`). */
  waitUntil: (p: Promise<unknown>) => void
  freshSeconds: number
  staleSeconds: number
  now?: () => number
  log?: (message: string) => void
}

/** Reads the content version that prefixes every key; bumping it purges everything at once. */
export async function contentVersion(kv: KVNamespace): Promise<string> {
  return (await kv.get(VERSION_KEY)) ?? '1'
}

export async function bumpContentVersion(kv: KVNamespace): Promise<string> {
  const next = String(Number(await contentVersion(kv)) + 1)
  await kv.put(VERSION_KEY, next)
  return next
}

export function versionedKey(version: string, key: string): string {
  return `v${version}:${key}`
}

/** Loads running in this isolate by versioned key: concurrent requests share one CMS call. */
const inflight = new Map<string, Promise<unknown>>()

/**
 * CMS response cache in KV: fresh for `freshSeconds`; then served stale while a background refresh
 * runs; kept for `staleSeconds` so that a failing CMS is answered from the last good copy.
 */
export function createKvCache(opts: KvCacheOptions): ContentCache {
  const now = opts.now ?? Date.now
  const log = opts.log ?? ((m: string) => console.warn(m))
  let version: Promise<string> | undefined

  const store = async <T>(fullKey: string, value: T) => {
    const entry: Entry<T> = { value, fetchedAt: now() }
    await opts.kv.put(fullKey, JSON.stringify(entry), { expirationTtl: opts.staleSeconds })
  }

  // One load per key per isolate at a time; concurrent requests share it.
  const loadOnce = <T>(fullKey: string, load: () => Promise<T>): Promise<T> => {
    const running = inflight.get(fullKey) as Promise<T> | undefined
    if (running) return running
    const p = load()
      .then(async (value) => {
        await store(fullKey, value)
        return value
      })
      .finally(() => inflight.delete(fullKey))
    inflight.set(fullKey, p)
    return p
  }

  // The cache lives for one request: content asked for twice (by the route and a block, or by two
  // blocks) is read from KV once.
  const reads = new Map<string, Promise<unknown>>()

  const readThrough = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    version ??= contentVersion(opts.kv)
    const fullKey = versionedKey(await version, key)
    const entry = await opts.kv.get<Entry<T>>(fullKey, 'json')
    if (!entry) return loadOnce(fullKey, load)
    const age = (now() - entry.fetchedAt) / 1000
    if (age >= opts.freshSeconds && !inflight.has(fullKey)) {
      opts.waitUntil(
        loadOnce(fullKey, load).catch((err: unknown) => {
          log(`cache refresh failed for ${key}: ${err instanceof Error ? err.message : err}`)
        }),
      )
    }
    return entry.value
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const earlier = reads.get(key) as Promise<T> | undefined
      if (earlier) return earlier
      const read = readThrough(key, load)
      reads.set(key, read)
      // A failed read is not remembered: a later block may try again.
      read.catch(() => reads.delete(key))
      return read
    },
  }
}
