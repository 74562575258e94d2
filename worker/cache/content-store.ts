import { CmsError } from '../../src/cms/errors'
import type { ContentCache } from '../../src/cms/loaders'
import { readCacheState, type CacheState } from './cache-state'
import { createExpiringMap } from './expiring-map'

/** A CMS response as it is kept in KV. */
export interface StoredEntry<T = unknown> {
  value: T
  /** When the CMS call that produced it started (ms since the epoch). */
  fetchedAt: number
  /** The content version it was fetched under; an older one means everything was purged since. */
  version: number
  /** Its path or type was purged: fetch it again before serving it, but keep it for an outage. */
  purged?: true
}

const ENTRY_PREFIX = 'cms:'

/** The KV key of a cached CMS response (`cms:page:/about`). */
export function entryKey(key: string): string {
  return ENTRY_PREFIX + key
}

/** The cache key of a KV key that `entryKey` made. */
export function keyOfEntry(name: string): string {
  return name.startsWith(ENTRY_PREFIX) ? name.slice(ENTRY_PREFIX.length) : name
}

export interface ContentStoreOptions {
  kv: KVNamespace
  freshSeconds: number
  staleSeconds: number
  /** How long an isolate remembers that the CMS does not know a key (no KV entry is written for it). */
  missSeconds?: number
  /** After a failed load of a key, how long its last good copy is served without asking the CMS. */
  retrySeconds?: number
  /** How many missing or failing keys an isolate remembers: visitors choose paths, memory is bounded. */
  remember?: number
  now?: () => number
  log?: (message: string) => void
}

/** One request's view of the content store; what it records decides whether its page is cached. */
export interface RequestContent extends ContentCache {
  /** The purge counters this request works with (read once per request). */
  cacheState(): Promise<CacheState>
  /** What went wrong while serving this request: its page is served but not kept. */
  readonly failures: readonly string[]
  fail(reason: string): void
}

export interface ContentStore {
  forRequest(waitUntil: (p: Promise<unknown>) => void): RequestContent
}

function reason(err: unknown): string {
  if (err instanceof CmsError) return err.detail
  return err instanceof Error ? err.message : String(err)
}

/**
 * The CMS response cache of an isolate, in front of KV. An entry is fresh for `freshSeconds`, then
 * served stale while one background refresh runs, and kept for `staleSeconds` as the copy served
 * while the CMS fails; purges mark entries out of date instead of deleting that copy. Loads are
 * shared by every request of the isolate, a key whose load failed is not retried for
 * `retrySeconds`, and an answer "not found" is remembered briefly in memory, never in KV.
 */
export function createContentStore(opts: ContentStoreOptions): ContentStore {
  const now = opts.now ?? (() => Date.now())
  const log = opts.log ?? ((m: string) => console.warn(m))
  const freshMs = opts.freshSeconds * 1000
  const staleMs = opts.staleSeconds * 1000
  const missMs = (opts.missSeconds ?? 30) * 1000
  const retryMs = (opts.retrySeconds ?? 10) * 1000
  const inflight = new Map<string, Promise<unknown>>()
  // Both are keyed by the purge counter as well, so that any purge forgets them.
  const misses = createExpiringMap<true>(opts.remember ?? 1000)
  const failing = createExpiringMap<true>(opts.remember ?? 1000)

  const write = async (
    key: string,
    value: unknown,
    startedAt: number,
    state: CacheState,
    hadEntry: boolean,
  ) => {
    if (value === null || value === undefined) {
      misses.set(`${state.purges}:${key}`, true, now() + missMs)
      // What was stored is gone from the CMS: it must not come back as an outage copy.
      if (hadEntry) await opts.kv.delete(entryKey(key))
      return
    }
    // A purge while the CMS was answering may have made this answer out of date already.
    const after = await readCacheState(opts.kv)
    const entry: StoredEntry = { value, fetchedAt: startedAt, version: state.content }
    if (after.purges !== state.purges) entry.purged = true
    await opts.kv.put(entryKey(key), JSON.stringify(entry), { expirationTtl: opts.staleSeconds })
  }

  /** Loads a key from the CMS once per isolate at a time and stores the answer. */
  const load = <T>(
    key: string,
    loader: () => Promise<T>,
    state: CacheState,
    hadEntry: boolean,
    waitUntil: (p: Promise<unknown>) => void,
  ): Promise<T> => {
    const id = `${state.content}:${key}`
    const running = inflight.get(id) as Promise<T> | undefined
    if (running) return running
    const startedAt = now()
    const result = loader().catch((err: unknown) => {
      failing.set(`${state.purges}:${key}`, true, now() + retryMs)
      log(`cms ${key}: load failed (${reason(err)}); not retried for ${retryMs / 1000} s`)
      throw err
    })
    const stored = result
      .then(
        (value) =>
          write(key, value, startedAt, state, hadEntry).catch((err: unknown) => {
            log(`cms ${key}: not stored (${reason(err)})`)
          }),
        // Logged above; the callers see the failure.
        () => undefined,
      )
      .finally(() => inflight.delete(id))
    // The request that started the load keeps it alive until it is stored, whoever waits for it.
    waitUntil(stored)
    inflight.set(id, result)
    return result
  }

  return {
    forRequest(waitUntil) {
      let state: Promise<CacheState> | undefined
      const reads = new Map<string, Promise<unknown>>()
      const failures: string[] = []
      const cacheState = () => (state ??= readCacheState(opts.kv))

      const read = async <T>(key: string, loader: () => Promise<T>): Promise<T> => {
        const current = await cacheState()
        const tag = `${current.purges}:${key}`
        if (misses.get(tag, now())) return null as T
        const entry = await opts.kv.get<StoredEntry<T>>(entryKey(key), 'json')
        if (!entry || now() - entry.fetchedAt > staleMs) {
          try {
            return await load(key, loader, current, !!entry, waitUntil)
          } catch (err) {
            failures.push(`${key}: ${reason(err)}`)
            throw err
          }
        }
        // An entry from a newer version than this request read is not out of date (KV propagates
        // the purge counters eventually, not at once).
        const outOfDate = entry.purged === true || entry.version < current.content
        if (!outOfDate) {
          if (now() - entry.fetchedAt >= freshMs && !failing.get(tag, now())) {
            load(key, loader, current, true, waitUntil).catch(() => undefined)
          }
          return entry.value
        }
        // Purged: the editor expects the new content now, but an outage still gets the last copy.
        if (!failing.get(tag, now())) {
          try {
            return await load(key, loader, current, true, waitUntil)
          } catch {
            // Logged by `load`; served below.
          }
        }
        failures.push(`${key}: out of date, the CMS is failing; served the last good copy`)
        return entry.value
      }

      return {
        cacheState,
        failures,
        fail(why) {
          failures.push(why)
        },
        get<T>(key: string, loader: () => Promise<T>): Promise<T> {
          // Content asked for twice in one request (by the route and a block) is read once.
          const earlier = reads.get(key) as Promise<T> | undefined
          if (earlier) return earlier
          const pending = read(key, loader)
          reads.set(key, pending)
          pending.catch(() => reads.delete(key))
          return pending
        },
      }
    },
  }
}
