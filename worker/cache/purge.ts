import { z } from 'zod'
import { cacheKey, TYPE_TAGS, type CacheTag } from '../../src/cms/cache-keys'
import { pageUriFor } from '../../src/cms/loaders'
import { bumpHtmlVersion } from './html-cache'
import { bumpContentVersion, contentVersion, versionedKey } from './kv-cache'

const pathSchema = z.string().trim().min(1).max(2048)

/** What editors, scripts and the WordPress save webhook may send to `/__cache/purge`. */
export const purgeRequestSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ paths: z.array(pathSchema).min(1).max(200) }),
  z.object({ types: z.array(z.enum(Object.keys(TYPE_TAGS) as [string, ...string[]])).min(1) }),
  z.object({ post_url: pathSchema }).transform((v) => ({ paths: [v.post_url] })),
  z.object({ url: pathSchema }).transform((v) => ({ paths: [v.url] })),
  z.object({ permalink: pathSchema }).transform((v) => ({ paths: [v.permalink] })),
  z
    .object({ post: z.object({ permalink: pathSchema.optional(), url: pathSchema.optional() }) })
    .refine((v) => v.post.permalink ?? v.post.url, 'post.permalink or post.url is required')
    .transform((v) => ({ paths: [v.post.permalink ?? v.post.url ?? '/'] })),
])
export type PurgeRequest = z.output<typeof purgeRequestSchema>

/** A full URL (from a webhook) or a path, reduced to the site path. */
export function toPath(value: string): string {
  try {
    return new URL(value, 'http://site.invalid').pathname
  } catch {
    return '/'
  }
}

/** The cache keys a page path feeds: its page, and its detail type with the lists around it. */
export function keysForPath(path: string): string[] {
  const clean = toPath(path).replace(/\/+$/, '') || '/'
  const keys = [cacheKey('page', pageUriFor(clean))]
  const detail = /^\/(case-studies|services|careers)\/([^/]+)$/.exec(clean)
  if (detail?.[1] === 'case-studies' && detail[2]) {
    keys.push(cacheKey('caseStudy', detail[2]), cacheKey('caseStudies', 'all'))
  } else if (detail?.[1] === 'services' && detail[2]) {
    keys.push(cacheKey('service', detail[2]), cacheKey('services', 'all'))
  } else if (detail?.[1] === 'careers') {
    keys.push(cacheKey('vacancies', 'all'))
  }
  return keys
}

async function keysWithTag(kv: KVNamespace, version: string, tag: CacheTag): Promise<string[]> {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix: versionedKey(version, `${tag}:`), cursor })
    keys.push(...page.keys.map((k) => k.name))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return keys
}

export interface PurgeResult {
  purged: string[]
  version?: string
}

/** Deletes the cached CMS responses a purge request names. */
export async function purge(kv: KVNamespace, request: PurgeRequest): Promise<PurgeResult> {
  // Rendered pages combine many CMS responses, so any purge drops them all (they live 60 s anyway).
  await bumpHtmlVersion(kv)
  if ('all' in request) return { purged: ['*'], version: await bumpContentVersion(kv) }
  const version = await contentVersion(kv)
  const keys =
    'paths' in request
      ? request.paths.flatMap(keysForPath).map((k) => versionedKey(version, k))
      : (
          await Promise.all(
            request.types
              .flatMap((t) => TYPE_TAGS[t] ?? [])
              .map((tag) => keysWithTag(kv, version, tag)),
          )
        ).flat()
  const unique = [...new Set(keys)]
  await Promise.all(unique.map((k) => kv.delete(k)))
  return { purged: unique }
}
