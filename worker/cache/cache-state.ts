const STATE_KEY = 'cache-state'

/**
 * What every isolate checks to honour purges made anywhere: `content` goes up with a purge of
 * everything (every stored CMS response is then out of date), `purges` with any purge (rendered pages
 * and what isolates remember are dropped).
 */
export interface CacheState {
  content: number
  purges: number
}

const INITIAL: CacheState = { content: 1, purges: 1 }

export async function readCacheState(kv: KVNamespace): Promise<CacheState> {
  const stored = await kv.get<Partial<CacheState>>(STATE_KEY, 'json')
  return Number.isInteger(stored?.content) && Number.isInteger(stored?.purges)
    ? (stored as CacheState)
    : INITIAL
}

/** Records a purge; `all` also puts every stored CMS response out of date. */
export async function bumpCacheState(kv: KVNamespace, all: boolean): Promise<CacheState> {
  const current = await readCacheState(kv)
  const next = {
    content: current.content + (all ? 1 : 0),
    purges: current.purges + 1,
  }
  await kv.put(STATE_KEY, JSON.stringify(next))
  return next
}
