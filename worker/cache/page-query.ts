import type { BlockUrl } from '../../src/blocks/block-context'
import {
  isPersonalParam,
  PAGE_QUERY,
  PAGE_QUERY_NAMES,
  type PageQueryName,
} from '../../src/routes/route-map'

/**
 * The query parameters a page may read are the route map's (src/routes/route-map.ts): a block sees
 * only those, so any other parameter (`?x=<random>`, `utm_source`, `fbclid`) can neither change a
 * page nor split its cache. Longer values are cut: no parameter reads more.
 */
function declaredParams(search: URLSearchParams, names: Iterable<string>): URLSearchParams {
  const out = new URLSearchParams()
  for (const name of names) {
    const value = PAGE_QUERY_NAMES.includes(name) ? search.get(name) : null
    if (value !== null) out.set(name, value.slice(0, 256))
  }
  return out
}

/**
 * The part of a page key that a request's query makes: the values it gives the parameters the page
 * reads (all, before it has rendered), as written, in a fixed order; '' is the plain page. Values
 * that show another page are redirected to it before they are looked up (page-cache.ts).
 */
export const queryKey = (search: URLSearchParams, reads: Iterable<string> = PAGE_QUERY_NAMES) =>
  declaredParams(search, [...new Set(reads)].sort()).toString()

const isPageQueryName = (name: string): name is PageQueryName => Object.hasOwn(PAGE_QUERY, name)

/** What a page rendered from, and which of the declared parameters it actually read. */
export interface PageQuery {
  readonly url: BlockUrl
  readonly params: URLSearchParams
  /** The parameters the page read (whether the request carried them or not). */
  readonly read: ReadonlySet<string>
}

/** The page read a personal parameter that this request carries: its HTML must not be kept. */
export const readsPersonalValue = (query: PageQuery): boolean =>
  [...query.read].some((n) => isPageQueryName(n) && isPersonalParam(n) && query.params.has(n))

/**
 * The page's address for its blocks, on SITE_URL (never the request's Host), with the declared
 * parameters only. A block can read them one name at a time, and nothing else: each name read is
 * recorded, so that the page cache keys the page on those and nothing else.
 */
export function createPageQuery(requestUrl: URL, siteUrl: string): PageQuery {
  const params = declaredParams(requestUrl.searchParams, PAGE_QUERY_NAMES)
  const { origin, pathname } = new URL(requestUrl.pathname, siteUrl)
  const read = new Set<string>()
  const get = (name: string) => {
    read.add(name)
    return params.get(name)
  }
  return { url: { origin, pathname, searchParams: { get } }, params, read }
}
