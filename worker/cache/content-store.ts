import { CmsError, isOutage } from '../../src/cms/errors'
import { untilAborted } from '../../src/cms/transport'
import { createExpiringMap } from './expiring-map'

/**
 * A CMS answer as KV keeps it: when the call that produced it started (ms), the content version it
 * was fetched under (an older one was purged with everything), and `purged` once its path or type
 * was (asked for again before it is served, still served in an outage).
 */
export type StoredEntry<T = unknown> = {
  value: T
  fetchedAt: number
  version: number
  purged?: true
}

/**
 * The purge counters every isolate checks: `content` goes up with a purge of everything (every
 * stored answer is out of date), `purges` with any purge (page keys and isolate memory change).
 */
export type CacheState = { content: number; purges: number }

export const readCacheState = async (kv: KVNamespace): Promise<CacheState> =>
  (await kv.get<CacheState>('cache-state', 'json')) ?? { content: 1, purges: 1 }

/** Records a purge; `all` also puts every stored answer out of date. */
export async function bumpCacheState(kv: KVNamespace, all: boolean): Promise<CacheState> {
  const { content, purges } = await readCacheState(kv)
  const next = { content: content + (all ? 1 : 0), purges: purges + 1 }
  await kv.put('cache-state', JSON.stringify(next))
  return next
}

/** The KV key of a CMS answer, by the CMS it came from: another `CMS_URL` never reads it. */
export const entryKey = (scope: string, key: string): string => `cms:${scope}:${key}`

/** A loader's GraphQL document or REST read (src/cms/rest.ts): its text is the answer's shape. */
type QueryDocument = { readonly query: string }

/** Each document's hash (FNV-1a of its text, 32 bits), computed once per isolate. */
const hashes = new WeakMap<QueryDocument, string>()
function hashOf(doc: QueryDocument): string {
  let hash = hashes.get(doc)
  if (hash !== undefined) return hash
  let h = 0x811c9dc5
  for (let i = 0; i < doc.query.length; i++) h = Math.imul(h ^ doc.query.charCodeAt(i), 0x01000193)
  hashes.set(doc, (hash = (h >>> 0).toString(16).padStart(8, '0')))
  return hash
}

/**
 * Where an answer is kept: its label (`tag:id`, src/cms/cache-keys.ts) and the hashes of the queries
 * that asked for it. A build whose query reads another field never takes the answer of one that
 * did not (fresh or as the outage copy); a build with the same queries shares it. Labels hold no
 * `#` (paths, slugs and ids), so `tag:id#` names every shape of one label (purge.ts).
 */
export const shapedKey = (key: string, documents: readonly QueryDocument[]): string =>
  `${key}#${documents.map(hashOf).join('')}`

export interface ContentStoreOptions {
  kv: KVNamespace
  /** The CMS whose answers this store keeps (`cmsScope(CMS_URL)`). */
  scope: string
  freshSeconds: number
  staleSeconds: number
  // Production takes the defaults: "not found" is answered again for 30 s (at most
  // `freshSeconds`), a failure for 10 s; an isolate remembers 1000 such keys (visitors choose
  // paths) and trusts the purge counters it read for 5 s.
  missSeconds?: number
  retrySeconds?: number
  remember?: number
  stateCheckSeconds?: number
  now?: () => number
  log?: (message: string) => void
}

export type ContentStore = ReturnType<typeof createContentStore>

/** A CMS call under way or lately made, and when it started. */
type Load = { value: Promise<unknown>; startedAt: number }
/** One request's view of the content store; what it records decides whether its page is kept. */
export type RequestContent = ReturnType<ContentStore['forRequest']>

const reason = (err: unknown): string =>
  err instanceof CmsError ? err.detail : err instanceof Error ? err.message : String(err)

/** Freezes a value shared by every request of an isolate, so that no request can change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * Tiers 4 and 5 of page-cache.ts: parsed CMS answers in the isolate's memory, in front of KV. An
 * answer is served until `freshSeconds` after it was asked for, never later while the CMS answers:
 * then it is asked again, once per isolate for every request that waits. KV keeps it
 * `staleSeconds`, served while the CMS fails (a timeout, the network, a 5xx; a refusal drops it);
 * purges mark copies out of date instead of deleting them.
 */
export function createContentStore(opts: ContentStoreOptions) {
  const { kv, now = () => Date.now(), log = (m: string) => console.warn(m) } = opts
  const [freshMs, staleMs] = [opts.freshSeconds * 1000, opts.staleSeconds * 1000]
  const missMs = Math.min(opts.missSeconds ?? 30, opts.freshSeconds) * 1000
  const retryMs = (opts.retrySeconds ?? 10) * 1000
  const kvKey = (key: string) => entryKey(opts.scope, key)
  // Both by purge counter and key (any purge forgets them): the loads under way, and for a while
  // those that gave no value (the CMS does not know the key, or failed), answered again without
  // asking the CMS; and the parsed answers.
  const loads = createExpiringMap<Load>(opts.remember ?? 1000)
  const memory = createExpiringMap<StoredEntry>(10_000, 16_000_000)
  let state: { value: CacheState; until: number } | undefined
  const trust = (value: CacheState) => {
    state = { value, until: now() + (opts.stateCheckSeconds ?? 5) * 1000 }
    return value
  }
  const cacheState = async () =>
    state && state.until > now() ? state.value : trust(await readCacheState(kv))

  const idOf = (key: string, current: CacheState) => `${current.purges}:${key}`
  const remember = (id: string, entry: StoredEntry, chars: number) =>
    memory.set(id, deepFreeze(entry), entry.fetchedAt + staleMs, chars)

  /** Drops a key's copies: what the CMS refused or no longer has never comes back in an outage. */
  const drop = (key: string, id: string) => {
    memory.delete(id)
    return kv.delete(kvKey(key)).catch((err: unknown) => {
      log(`cms ${key}: kept copy not deleted (${reason(err)})`)
    })
  }

  const store = async (key: string, value: unknown, startedAt: number, current: CacheState) => {
    const entry: StoredEntry = { value, fetchedAt: startedAt, version: current.content }
    remember(idOf(key, current), entry, JSON.stringify(value).length)
    // A purge while the CMS was answering may have made this answer out of date already (as this
    // isolate knows the counters: KV spreads them eventually, not at once).
    const after = await cacheState()
    const stored = after.purges === current.purges ? entry : { ...entry, purged: true }
    await kv.put(kvKey(key), JSON.stringify(stored), { expirationTtl: opts.staleSeconds })
  }

  /**
   * A request's view. `budget` aborts when the request has waited for the CMS long enough: a
   * read still loading then serves its last good copy or fails; the load goes on to fill the cache.
   */
  function forRequest(waitUntil: (p: Promise<unknown>) => void, budget?: AbortSignal) {
    let requestState: Promise<CacheState> | undefined
    const stateOfRequest = () => (requestState ??= cacheState())
    const failures: string[] = []
    let dataSince: number | undefined
    const used = <T>(at: number, value: T): T => {
      dataSince = Math.min(dataSince ?? at, at)
      return value
    }

    /** `key` labels the answer (purges, log lines); `documents` are the queries `loader` sends. */
    const get = async <T>(
      key: string,
      documents: readonly QueryDocument[],
      loader: () => Promise<T>,
    ): Promise<T> => {
      const name = shapedKey(key, documents)
      const current = await stateOfRequest()
      const id = idOf(name, current)
      const recent = () => loads.get(id, now())
      /** Asks the CMS, once per isolate at a time; the request that asks keeps it alive. */
      const load = (had: boolean) => {
        const started: Load = { value: loader(), startedAt: now() }
        loads.set(id, started, Infinity)
        const kept = started.value.then(
          async (answer) => {
            if (answer !== null && answer !== undefined) {
              await store(name, answer, started.startedAt, current)
              return loads.delete(id)
            }
            loads.set(id, started, now() + missMs)
            if (had) await drop(name, id)
          },
          async (err: unknown) => {
            loads.set(id, started, now() + retryMs)
            log(`cms ${key}: load failed (${reason(err)}); not retried for ${retryMs / 1000} s`)
            // WordPress refused (not an outage): what was kept from before must never come back.
            if (!isOutage(err) && had) await drop(name, id)
          },
        )
        waitUntil(
          kept.catch((err: unknown) => {
            loads.delete(id)
            log(`cms ${key}: not stored (${reason(err)})`)
          }),
        )
        return started
      }
      let entry = memory.get(id, now()) as StoredEntry<T> | undefined
      // Not in memory, or due for a refresh that another isolate may have made already.
      if (!recent() && (!entry || now() - entry.fetchedAt >= freshMs)) {
        const text = await kv.get(kvKey(name))
        const stored = text === null ? undefined : (JSON.parse(text) as StoredEntry<T>)
        if (stored && stored.fetchedAt >= (entry?.fetchedAt ?? 0)) {
          remember(id, stored, text?.length ?? 0)
          entry = stored
        }
      }
      const copy = entry && now() - entry.fetchedAt <= staleMs ? entry : undefined
      // A newer version than this request read is not out of date (KV propagates the counters
      // eventually, not at once).
      const outOfDate = copy && (copy.purged === true || copy.version < current.content)
      const pastFresh = copy && now() - copy.fetchedAt >= freshMs
      if (copy && !outOfDate && !pastFresh) return used(copy.fetchedAt, copy.value)
      // Purged, past its fresh time or not held: the CMS is asked now, unless it was lately.
      const started = recent() ?? load(copy !== undefined)
      const late = () =>
        new CmsError(`${key}: no answer within the request's time budget`, undefined, 'timeout')
      try {
        const value = budget ? untilAborted(started.value, budget, late) : started.value
        return used(started.startedAt, (await value) as T)
      } catch (failure) {
        // Only an outage serves the last good copy; a refusal is no outage.
        if (!copy || !isOutage(failure)) {
          failures.push(`${key}: ${reason(failure)}`)
          throw failure
        }
        const why = outOfDate ? 'out of date' : 'past its fresh time'
        failures.push(`${key}: ${why}, the CMS is failing; served the last good copy`)
        return used(copy.fetchedAt, copy.value)
      }
    }

    return {
      /** The purge counters this request works with (read once per request). */
      cacheState: stateOfRequest,
      /** What went wrong while serving this request: its page is served but not kept. */
      failures: failures as readonly string[],
      /** The one staleness bound: `freshSeconds` after the oldest answer it used was asked for. */
      freshUntil: () => (dataSince ?? now()) + freshMs,
      fail: (why: string) => void failures.push(why),
      /** This isolate has just purged: it works with the new counters from now on. */
      purged: (next: CacheState) => void (requestState = Promise.resolve(trust(next))),
      get,
    }
  }

  return { cacheState, forRequest }
}
