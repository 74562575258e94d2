/**
 * An in-isolate map whose entries expire and whose size is capped: what a visitor can make it hold
 * (paths, query values) never grows without bound. A Map keeps its keys in the order they were set,
 * and a read sets its key again: the least recently used goes first when the map is full, by count
 * and, when entries are given a weight, by total weight.
 */
export function createExpiringMap<V>(maxEntries: number, maxWeight = Infinity) {
  const entries = new Map<string, { value: V; until: number; weight: number }>()
  let total = 0
  const remove = (key: string) => {
    total -= entries.get(key)?.weight ?? 0
    entries.delete(key)
  }
  const set = (key: string, value: V, until: number, weight = 1) => {
    remove(key)
    if (weight > maxWeight) return
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && total + weight <= maxWeight) break
      remove(oldest)
    }
    entries.set(key, { value, until, weight })
    total += weight
  }
  return {
    get(key: string, now: number): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.until <= now) {
        total -= entry.weight
        return undefined
      }
      entries.set(key, entry) // read, so set last: the first key is the least recently used
      return entry.value
    },
    set,
    delete: remove,
    clear() {
      entries.clear()
      total = 0
    },
  }
}
