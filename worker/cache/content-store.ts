import { CmsError, isOutage } from '../../src/cms/errors'
import type { ContentCache } from '../../src/cms/loaders'
import { untilAborted } from '../../src/cms/transport'
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

/**
 * The KV key of a cached CMS response: `cms:` + the CMS it came from + its cache key, e.g.
 * `cms:cms.example.com:page:/about`. Answers of one CMS are never read for another (a changed
 * `CMS_URL` starts from an empty cache instead of serving the old CMS's copies).
 */
export function entryKey(scope: string, key: string): string {
  return `cms:${scope}:${key}`
}

/** The KV key of a page's bundle: every entry the page used, read at once by a cold isolate. */
function bundleKey(scope: string, path: string): string {
  return `bundle:${scope}:${path}`
}

interface Bundle {
  /** The purge counter it was written under: any purge since makes it useless. */
  purges: number
  entries: Record<string, StoredEntry>
}

/** The cache key of a KV key that `entryKey` made for `scope`. */
export function keyOfEntry(scope: string, name: string): string {
  const prefix = entryKey(scope, '')
  return name.startsWith(prefix) ? name.slice(prefix.length) : name
}

export interface ContentStoreOptions {
  kv: KVNamespace
  /** The CMS whose answers this store keeps (`cmsScope(CMS_URL)`): part of every KV key. */
  scope: string
  freshSeconds: number
  staleSeconds: number
  /** How long an isolate remembers that the CMS does not know a key (no KV entry is written for it). */
  missSeconds?: number
  /**
   * After a failed load of a key, how long the failure is remembered: the CMS is not asked again
   * meanwhile (an outage serves the last good copy, anything else fails at once).
   */
  retrySeconds?: number
  /** How many missing or failing keys an isolate remembers: visitors choose paths, memory is bounded. */
  remember?: number
  /** How long an isolate trusts the purge counters it read before reading them again. */
  stateCheckSeconds?: number
  /** How many characters of CMS responses (as JSON) an isolate keeps parsed in memory. */
  memoryChars?: number
  now?: () => number
  log?: (message: string) => void
}

/** One request's view of the content store; what it records decides whether its page is cached. */
export interface RequestContent extends ContentCache {
  /** The purge counters this request works with (read once per request). */
  cacheState(): Promise<CacheState>
  /** What went wrong while serving this request: its page is served but not kept. */
  readonly failures: readonly string[]
  /** When the oldest CMS answer this request used was asked for (ms), if it used any. */
  readonly dataSince: number | undefined
  fail(reason: string): void
  /** This isolate has just purged: it works with the new counters from now on. */
  purged(state: CacheState): void
  /**
   * Reads in one KV read what the page at `path` used when it was last rendered, unless this
   * isolate already holds it; the page's own reads then find it in memory.
   */
  preload(path: string): Promise<void>
  /** Stores what this request used as the bundle of the page at `path`, if it was read piecemeal. */
  keepBundle(path: string): void
}

export interface ContentStore {
  /**
   * A request's view. `budget` aborts when the request has waited for the CMS long enough: a read
   * still loading then serves its last good copy or fails, while the load goes on to fill the cache.
   */
  forRequest(waitUntil: (p: Promise<unknown>) => void, budget?: AbortSignal): RequestContent
  /** The purge counters as this isolate last read them (read again after a few seconds). */
  cacheState(): Promise<CacheState>
}

function reason(err: unknown): string {
  if (err instanceof CmsError) return err.detail
  return err instanceof Error ? err.message : String(err)
}

/** Freezes a value shared by every request of an isolate, so that no request can change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * Waits for `work` while `budget` lasts; after that the request gives up on it with a timeout (an
 * outage, so a last good copy may still be served) and `work` goes on without it.
 */
function withinBudget<T>(work: Promise<T>, key: string, budget?: AbortSignal): Promise<T> {
  if (!budget) return work
  const outOfTime = () =>
    new CmsError(`${key}: no answer within the request's time budget`, undefined, 'timeout')
  return untilAborted(work, budget, outOfTime)
}

/**
 * The CMS response cache of an isolate: parsed entries in memory, in front of KV. An entry is served
 * for `freshSeconds` after it was asked for, never later: then the CMS is asked again (one load per
 * isolate, shared by the requests that wait), so an unpublished post is gone within that bound. The
 * entry is kept for `staleSeconds` as the copy served while the CMS fails (a timeout, the network,
 * a 5xx; never when it refuses or answers); purges mark entries out of date instead of deleting
 * that copy. The purge counters are read from KV at most every `stateCheckSeconds`, so a
 * purge made in another isolate is honoured after that long. Loads are shared by every request of
 * the isolate, a key whose load failed is not retried for `retrySeconds`, and an answer "not found"
 * is remembered briefly in memory, never in KV.
 */
export function createContentStore(opts: ContentStoreOptions): ContentStore {
  const now = opts.now ?? (() => Date.now())
  const log = opts.log ?? ((m: string) => console.warn(m))
  const freshMs = opts.freshSeconds * 1000
  const staleMs = opts.staleSeconds * 1000
  // "Not found" is an answer too: it is not remembered past the fresh time either.
  const missMs = Math.min(opts.missSeconds ?? 30, opts.freshSeconds) * 1000
  const retryMs = (opts.retrySeconds ?? 10) * 1000
  const stateCheckMs = (opts.stateCheckSeconds ?? 5) * 1000
  const inflight = new Map<string, Promise<unknown>>()
  // When each load asked the CMS, for the requests that share it.
  const askedAt = new WeakMap<Promise<unknown>, number>()
  // Both are keyed by the purge counter as well, so that any purge forgets them.
  const misses = createExpiringMap<true>(opts.remember ?? 1000)
  // The error a key's last load failed with: served again, without a CMS call, until it expires.
  const failing = createExpiringMap<unknown>(opts.remember ?? 1000)
  // Entries as read or written, with the purge counter they are valid under.
  const memory = createExpiringMap<{ entry: StoredEntry; purges: number }>(
    10_000,
    opts.memoryChars ?? 16_000_000,
  )
  // Pages whose bundle this isolate has read (or found missing) lately, by purge counter.
  const bundled = createExpiringMap<true>(opts.remember ?? 1000)
  let state: { value: CacheState; until: number } | undefined

  const cacheState = async (): Promise<CacheState> => {
    if (state && state.until > now()) return state.value
    const value = await readCacheState(opts.kv)
    state = { value, until: now() + stateCheckMs }
    return value
  }

  const remember = (key: string, entry: StoredEntry, purges: number, chars: number) => {
    deepFreeze(entry)
    memory.set(key, { entry, purges }, entry.fetchedAt + staleMs, chars)
  }

  const recall = <T>(key: string, purges: number): StoredEntry<T> | undefined => {
    const kept = memory.get(key, now())
    return kept?.purges === purges ? (kept.entry as StoredEntry<T>) : undefined
  }

  const readKv = async <T>(key: string, purges: number): Promise<StoredEntry<T> | null> => {
    const text = await opts.kv.get(entryKey(opts.scope, key))
    if (text === null) return null
    const entry = JSON.parse(text) as StoredEntry<T>
    remember(key, entry, purges, text.length)
    return entry
  }

  /** Drops a key's kept copy, in memory and in KV. */
  const forget = async (key: string) => {
    memory.delete(key)
    await opts.kv.delete(entryKey(opts.scope, key)).catch((err: unknown) => {
      log(`cms ${key}: kept copy not deleted (${reason(err)})`)
    })
  }

  const write = async (
    key: string,
    value: unknown,
    startedAt: number,
    current: CacheState,
    hadEntry: boolean,
  ) => {
    if (value === null || value === undefined) {
      misses.set(`${current.purges}:${key}`, true, now() + missMs)
      memory.delete(key)
      // What was stored is gone from the CMS: it must not come back as an outage copy.
      if (hadEntry) await opts.kv.delete(entryKey(opts.scope, key))
      return
    }
    const entry: StoredEntry = { value, fetchedAt: startedAt, version: current.content }
    remember(key, entry, current.purges, JSON.stringify(value).length)
    // A purge while the CMS was answering may have made this answer out of date already.
    const after = await readCacheState(opts.kv)
    const stored = after.purges === current.purges ? entry : { ...entry, purged: true }
    await opts.kv.put(entryKey(opts.scope, key), JSON.stringify(stored), {
      expirationTtl: opts.staleSeconds,
    })
  }

  /** Loads a key from the CMS once per isolate at a time and stores the answer. */
  const load = <T>(
    key: string,
    loader: () => Promise<T>,
    current: CacheState,
    hadEntry: boolean,
    waitUntil: (p: Promise<unknown>) => void,
  ): Promise<T> => {
    const id = `${current.content}:${key}`
    const running = inflight.get(id) as Promise<T> | undefined
    if (running) return running
    const startedAt = now()
    const result = loader().catch(async (err: unknown) => {
      failing.set(`${current.purges}:${key}`, err, now() + retryMs)
      log(`cms ${key}: load failed (${reason(err)}); not retried for ${retryMs / 1000} s`)
      // WordPress refused (not an outage): what was kept from before must never come back.
      if (!isOutage(err) && hadEntry) await forget(key)
      throw err
    })
    const stored = result
      .then(
        (value) =>
          write(key, value, startedAt, current, hadEntry).catch((err: unknown) => {
            log(`cms ${key}: not stored (${reason(err)})`)
          }),
        // Logged above; the callers see the failure.
        () => undefined,
      )
      .finally(() => inflight.delete(id))
    // The request that started the load keeps it alive until it is stored, whoever waits for it.
    waitUntil(stored)
    inflight.set(id, result)
    askedAt.set(result, startedAt)
    return result
  }

  return {
    cacheState,
    forRequest(waitUntil, budget) {
      let requestState: Promise<CacheState> | undefined
      const reads = new Map<string, Promise<unknown>>()
      const failures: string[] = []
      const stateOfRequest = () => (requestState ??= cacheState())
      // How many entries this request had to read from KV or the CMS, one by one.
      let piecemeal = 0
      let dataSince: number | undefined
      const used = <T>(at: number | undefined, value: T): T => {
        dataSince = Math.min(dataSince ?? Infinity, at ?? now())
        return value
      }

      /** A load, waited for no longer than the request's budget (the load itself goes on). */
      const loadWithin = <T>(
        key: string,
        loader: () => Promise<T>,
        current: CacheState,
        had: boolean,
      ) => {
        const pending = load(key, loader, current, had, waitUntil)
        return withinBudget(pending, key, budget).then((value) => used(askedAt.get(pending), value))
      }

      const failed = (key: string, err: unknown): never => {
        failures.push(`${key}: ${reason(err)}`)
        throw err
      }

      const read = async <T>(key: string, loader: () => Promise<T>): Promise<T> => {
        const current = await stateOfRequest()
        const tag = `${current.purges}:${key}`
        if (misses.get(tag, now())) return null as T
        // A recent failure is answered from memory: a missing plugin or a failing WordPress is
        // asked once per `retrySeconds`, not once per view. Read again after each wait.
        const failure = () => failing.get(tag, now())
        const refused = failure()
        if (refused !== undefined && !isOutage(refused)) return failed(key, refused)
        const busy = inflight.has(`${current.content}:${key}`) || refused !== undefined
        let entry = recall<T>(key, current.purges)
        // Not in memory, or due for a refresh that another isolate may have made already.
        if (!entry || (now() - entry.fetchedAt >= freshMs && !busy)) {
          piecemeal += 1
          const stored = await readKv<T>(key, current.purges)
          if (stored && (!entry || stored.fetchedAt >= entry.fetchedAt)) entry = stored
        }
        const known = failure()
        if (known !== undefined && !isOutage(known)) return failed(key, known)
        if (!entry || now() - entry.fetchedAt > staleMs) {
          if (known !== undefined) return failed(key, known)
          try {
            return await loadWithin(key, loader, current, !!entry)
          } catch (err) {
            return failed(key, err)
          }
        }
        // An entry from a newer version than this request read is not out of date (KV propagates
        // the purge counters eventually, not at once).
        const outOfDate = entry.purged === true || entry.version < current.content
        // The one bound: no answer is served later than `freshSeconds` after it was asked for.
        const pastFresh = now() - entry.fetchedAt >= freshMs
        if (!outOfDate && !pastFresh) return used(entry.fetchedAt, entry.value)
        // Purged or past its fresh time: the CMS is asked now (an unpublished post must go), but
        // an outage still gets the last good copy.
        if (known === undefined) {
          try {
            return await loadWithin(key, loader, current, true)
          } catch (err) {
            // Logged by `load`; a refusal is no outage, and the copy from before is not served.
            if (!isOutage(err)) return failed(key, err)
          }
        }
        const why = outOfDate ? 'out of date' : 'past its fresh time'
        failures.push(`${key}: ${why}, the CMS is failing; served the last good copy`)
        return used(entry.fetchedAt, entry.value)
      }

      return {
        cacheState: stateOfRequest,
        failures,
        get dataSince() {
          return dataSince
        },
        fail(why) {
          failures.push(why)
        },
        purged(next) {
          state = { value: next, until: now() + stateCheckMs }
          requestState = Promise.resolve(next)
        },
        async preload(path) {
          const current = await stateOfRequest()
          const tag = `${current.purges}:${path}`
          if (bundled.get(tag, now())) return
          bundled.set(tag, true, now() + freshMs)
          const text = await opts.kv.get(bundleKey(opts.scope, path))
          if (!text) return
          const bundle = JSON.parse(text) as Bundle
          if (bundle.purges !== current.purges) return
          const entries = Object.entries(bundle.entries)
          for (const [key, entry] of entries) {
            const held = recall(key, current.purges)
            if (!held || held.fetchedAt < entry.fetchedAt) {
              remember(key, entry, current.purges, Math.ceil(text.length / entries.length))
            }
          }
        },
        keepBundle(path) {
          if (piecemeal < 2 || failures.length) return
          const write = async () => {
            const current = await stateOfRequest()
            const entries: Record<string, StoredEntry> = {}
            for (const key of reads.keys()) {
              const entry = recall(key, current.purges)
              if (entry) entries[key] = entry
            }
            if (Object.keys(entries).length < 2) return
            const bundle: Bundle = { purges: current.purges, entries }
            bundled.set(`${current.purges}:${path}`, true, now() + freshMs)
            await opts.kv.put(bundleKey(opts.scope, path), JSON.stringify(bundle), {
              expirationTtl: opts.staleSeconds,
            })
          }
          waitUntil(
            write().catch((err: unknown) => log(`bundle ${path}: not stored (${reason(err)})`)),
          )
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
