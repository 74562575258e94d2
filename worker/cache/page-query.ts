import {
  isPersonalParam,
  PAGE_QUERY,
  PAGE_QUERY_NAMES,
  type PageQueryName,
} from '../../src/routes/route-map'

/**
 * The query parameters a page may read are the route map's (src/routes/route-map.ts). A block sees
 * only those, so any other parameter (`?x=<random>`, `utm_source`, `fbclid`) can neither change a
 * page nor split its cache. Longer values are cut: no parameter reads more.
 */
export function declaredParams(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const name of PAGE_QUERY_NAMES) {
    const value = search.get(name)
    if (value !== null) out.set(name, value.slice(0, 256))
  }
  return out
}

const isPageQueryName = (name: string): name is PageQueryName => Object.hasOwn(PAGE_QUERY, name)

/**
 * The part of a page key that a request's query makes: the values it gives the parameters the page
 * reads (all, before it has rendered), as written, in a fixed order; '' is the plain page. Values
 * that show another page are redirected to it before they are looked up (worker/cache/page-cache.ts).
 */
export function queryKey(params: URLSearchParams, reads: Iterable<string> = PAGE_QUERY_NAMES) {
  const out = new URLSearchParams()
  for (const name of [...new Set(reads)].sort()) {
    const value = params.get(name)
    if (value !== null) out.set(name, value)
  }
  return out.toString()
}

/** What a page rendered from, and which of the declared parameters it actually read. */
export interface PageQuery {
  /** The URL blocks see: SITE_URL's origin, the request path and the declared parameters only. */
  readonly url: URL
  readonly params: URLSearchParams
  /** The declared parameters the page read (whether the request carried them or not). */
  readonly read: ReadonlySet<string>
}

/** The page read a personal parameter that this request carries: its HTML must not be kept. */
export const readsPersonalValue = (query: PageQuery): boolean =>
  [...query.read].some((n) => isPageQueryName(n) && isPersonalParam(n) && query.params.has(n))

const READS_ONE = new Set<PropertyKey>(['get', 'getAll', 'has'])
const READS_ALL_OF_URL = new Set<PropertyKey>(['search', 'href', 'toString', 'toJSON'])

/**
 * The page's URL for its blocks, built on SITE_URL (never the request's Host) and recording which
 * parameters the blocks read, so that the page cache keys the page on those and nothing else.
 */
export function createPageQuery(requestUrl: URL, siteUrl: string): PageQuery {
  const params = declaredParams(requestUrl.searchParams)
  const target = new URL(requestUrl.pathname, siteUrl)
  target.search = params.toString()
  const read = new Set<string>()
  const readAll = () => PAGE_QUERY_NAMES.forEach((n) => read.add(n))

  const search = new Proxy(target.searchParams, {
    get(inner, prop) {
      const value: unknown = Reflect.get(inner, prop, inner)
      if (typeof value !== 'function') {
        readAll()
        return value
      }
      return (...args: unknown[]) => {
        const name = args[0]
        if (!READS_ONE.has(prop) || typeof name !== 'string') readAll()
        else if (PAGE_QUERY_NAMES.includes(name)) read.add(name)
        return Reflect.apply(value, inner, args)
      }
    },
  })

  const url = new Proxy(target, {
    get(inner, prop) {
      if (prop === 'searchParams') return search
      if (READS_ALL_OF_URL.has(prop)) readAll()
      const value: unknown = Reflect.get(inner, prop, inner)
      return typeof value === 'function' ? value.bind(inner) : value
    },
  })

  return { url, params, read }
}
