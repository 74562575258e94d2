import * as z from 'zod/mini'
import { CONTENT_TYPES, keysOfPath, tagsOfType, type CacheTag } from '../../src/cms/cache-keys'
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

/** The cache keys a page path feeds, as the loaders' tags label them (src/cms/cache-keys.ts). */
const keysForPath = (path: string): string[] => keysOfPath(sitePathOf(path))

async function keysWithTag(kv: KVNamespace, scope: string, tag: CacheTag): Promise<string[]> {
  const keys: string[] = []
  const prefix = entryKey(scope, '')
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix: `${prefix}${tag}:`, cursor })
    keys.push(...page.keys.map((k) => k.name.slice(prefix.length)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return keys
}

/**
 * Marks stored CMS responses out of date: the next request fetches them again, but while the CMS
 * fails the marked copy is still served (it expires when it would have anyway).
 */
async function markOutOfDate(kv: KVNamespace, name: string, staleSeconds: number): Promise<void> {
  const entry = await kv.get<StoredEntry>(name, 'json')
  if (!entry || entry.purged) return
  const nowS = Math.ceil(Date.now() / 1000)
  // KV keeps a value at least 60 s; the stored `fetchedAt` carries the original expiry.
  const expiration = Math.max(nowS + 60, Math.ceil(entry.fetchedAt / 1000) + staleSeconds)
  await kv.put(name, JSON.stringify({ ...entry, purged: true }), { expiration })
}

interface PurgeResult {
  purged: string[]
  version?: number
  /** The purge counters after this purge. */
  state: CacheState
}

/**
 * Puts the cached CMS responses a purge request names out of date, and every rendered page. `scope`
 * is the CMS whose answers are kept (`cmsScope(CMS_URL)`).
 */
export async function purge(
  kv: KVNamespace,
  scope: string,
  request: PurgeRequest,
  staleSeconds: number,
): Promise<PurgeResult> {
  if ('all' in request) {
    // A new content version puts every entry out of date at once; none is deleted.
    const state = await bumpCacheState(kv, true)
    return { purged: ['*'], version: state.content, state }
  }
  const keys =
    'paths' in request
      ? request.paths.flatMap(keysForPath)
      : (
          await Promise.all(
            request.types.flatMap(tagsOfType).map((tag) => keysWithTag(kv, scope, tag)),
          )
        ).flat()
  const unique = [...new Set(keys)]
  await Promise.all(unique.map((k) => markOutOfDate(kv, entryKey(scope, k), staleSeconds)))
  // Rendered pages combine many CMS responses, so any purge drops them all (they live 60 s anyway).
  const state = await bumpCacheState(kv, false)
  return { purged: unique, state }
}
