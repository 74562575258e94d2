/** The location's edge cache (Cache API), or undefined where the runtime has none. */
export function edgeCache(): Cache | undefined {
  return typeof caches === 'undefined' ? undefined : caches.default
}
