/**
 * An in-isolate map whose entries expire and whose size is capped: what a visitor can make it hold
 * (paths, query values) must never grow without bound. The oldest entry goes first when it is full.
 */
export interface ExpiringMap<V> {
  get(key: string, now: number): V | undefined
  set(key: string, value: V, until: number): void
  delete(key: string): void
  readonly size: number
}

export function createExpiringMap<V>(maxEntries: number): ExpiringMap<V> {
  const entries = new Map<string, { value: V; until: number }>()
  return {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until <= now) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, until) {
      // Re-inserting moves the key to the end, so the first key is always the oldest write.
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(key, { value, until })
    },
    delete(key) {
      entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}
