import * as z from 'zod/mini'
import { CONTENT_TYPES, keysOfPath, tagsOfType } from '../../src/cms/cache-keys'
import { sitePathOf } from '../../src/routes/route-map'
import { bumpCacheState, entryKey, type CacheState, type StoredEntry } from './content-store'

const pathSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))

const url = z.optional(pathSchema)
/** A save webhook names the post by its URL, under one of the names webhook plugins use. */
const webhookUrl = (v: { post_url?: string; url?: string; permalink?: string; post?: typeof v }) =>
  v.post_url ?? v.url ?? v.permalink ?? v.post?.permalink ?? v.post?.url

/** What editors, scripts and the WordPress save webhook may send to `/__cache/purge`. */
export const purgeRequestSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ paths: z.array(pathSchema).check(z.minLength(1), z.maxLength(200)) }),
  z.object({ types: z.array(z.enum(CONTENT_TYPES)).check(z.minLength(1)) }),
  z.pipe(
    z
      .object({
        post_url: url,
        url,
        permalink: url,
        post: z.optional(z.object({ permalink: url, url })),
      })
      .check(z.refine((v) => webhookUrl(v) !== undefined, 'the post URL is required')),
    z.transform((v) => ({ paths: [webhookUrl(v) ?? '/'] })),
  ),
])
type PurgeRequest = z.output<typeof purgeRequestSchema>

/** The KV names of every stored answer whose key starts so (`tag:` for a type, `tag:id#` for a key). */
async function storedUnder(kv: KVNamespace, scope: string, start: string): Promise<string[]> {
  const names: string[] = []
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix: entryKey(scope, start), cursor })
    names.push(...page.keys.map((k) => k.name))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return names
}

/**
 * Marks a stored answer out of date: the next request asks the CMS again, but while the CMS fails
 * the marked copy is still served, until it would have expired anyway (KV keeps a value 60 s at
 * least).
 */
async function markOutOfDate(kv: KVNamespace, name: string, staleSeconds: number): Promise<void> {
  const entry = await kv.get<StoredEntry>(name, 'json')
  if (!entry || entry.purged) return
  const expiration = Math.max(Date.now() / 1000 + 60, entry.fetchedAt / 1000 + staleSeconds)
  await kv.put(name, JSON.stringify({ ...entry, purged: true }), {
    expiration: Math.ceil(expiration),
  })
}

/**
 * Puts the cached CMS responses a purge request names out of date, and every rendered page. `scope`
 * is the CMS whose answers are kept (`cmsScope(CMS_URL)`); `state`, the purge counters after it.
 */
export async function purge(
  kv: KVNamespace,
  scope: string,
  request: PurgeRequest,
  staleSeconds: number,
): Promise<{ purged: string[]; version?: number; state: CacheState }> {
  if ('all' in request) {
    // A new content version puts every entry out of date at once; none is deleted.
    const state = await bumpCacheState(kv, true)
    return { purged: ['*'], version: state.content, state }
  }
  // Every shape of each key (shapedKey in content-store.ts): the queries of this build and earlier.
  const starts = new Set(
    'paths' in request
      ? request.paths.flatMap((path) => keysOfPath(sitePathOf(path)).map((key) => `${key}#`))
      : request.types.flatMap(tagsOfType).map((tag) => `${tag}:`),
  )
  const names = (await Promise.all([...starts].map((s) => storedUnder(kv, scope, s)))).flat()
  await Promise.all(names.map((name) => markOutOfDate(kv, name, staleSeconds)))
  const prefix = entryKey(scope, '').length
  const keys =
    'paths' in request
      ? [...starts].map((start) => start.slice(0, -1))
      : names.map((name) => name.slice(prefix, name.lastIndexOf('#')))
  const unique = [...new Set(keys)]
  // Rendered pages combine many CMS responses, so any purge drops them all (they live 60 s anyway).
  const state = await bumpCacheState(kv, false)
  return { purged: unique, state }
}
