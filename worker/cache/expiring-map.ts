/**
 * An in-isolate map whose entries expire and whose size is capped: what a visitor can make it hold
 * (paths, query values) must never grow without bound. The least recently used entry goes first
 * when it is full, by count and, when entries are given a weight, by total weight.
 */
interface ExpiringMap<V> {
  get(key: string, now: number): V | undefined
  set(key: string, value: V, until: number, weight?: number): void
  delete(key: string): void
  clear(): void
  readonly size: number
}

export function createExpiringMap<V>(maxEntries: number, maxWeight = Infinity): ExpiringMap<V> {
  const entries = new Map<string, { value: V; until: number; weight: number }>()
  let total = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    total -= entry.weight
    entries.delete(key)
  }
  return {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until <= now) {
        remove(key)
        return undefined
      }
      // Re-inserting moves the key to the end: the first key is always the least recently used.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value, until, weight = 1) {
      remove(key)
      if (weight > maxWeight) return
      while (entries.size >= maxEntries || total + weight > maxWeight) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        remove(oldest.value)
      }
      entries.set(key, { value, until, weight })
      total += weight
    },
    delete: remove,
    clear() {
      entries.clear()
      total = 0
    },
    get size() {
      return entries.size
    },
  }
}
