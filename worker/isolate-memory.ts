import { forgetKeptPages } from './cache/page-cache'
import { forgetContentStores } from './context'

/**
 * Forgets everything this isolate keeps in memory between requests (content, purge counters,
 * rendered pages). A deployed isolate never needs it; the unit suite runs every test in one shared
 * runtime and calls it before each test, so that no test sees what an earlier one cached.
 */
export function forgetIsolateMemory(): void {
  forgetContentStores()
  forgetKeptPages()
}
