/**
 * An in-isolate map whose entries expire and whose size is capped: what a visitor can make it hold
 * (paths, query values) never grows without bound. The least recently used entry goes first when
 * it is full, by count and, when entries are given a weight, by total weight.
 */
export function createExpiringMap<V>(maxEntries: number, maxWeight = Infinity) {
  const entries = new Map<string, { value: V; until: number; weight: number }>()
  let total = 0
  const remove = (key: string) => {
    total -= entries.get(key)?.weight ?? 0
    entries.delete(key)
  }
  const add = (key: string, entry: { value: V; until: number; weight: number }) => {
    entries.set(key, entry)
    total += entry.weight
  }
  return {
    get(key: string, now: number): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      remove(key)
      // Put back last, unless expired: the first key is always the least recently used.
      if (entry.until > now) add(key, entry)
      return entry.until > now ? entry.value : undefined
    },
    set(key: string, value: V, until: number, weight = 1) {
      remove(key)
      if (weight > maxWeight) return
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries && total + weight <= maxWeight) break
        remove(oldest)
      }
      add(key, { value, until, weight })
    },
    delete: remove,
    clear() {
      entries.clear()
      total = 0
    },
  }
}
