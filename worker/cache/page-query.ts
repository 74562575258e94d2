/**
 * The query parameters a page may read, declared once. A block sees only these, so any other
 * parameter (`?x=<random>`, `utm_source`, `fbclid`) can neither change a page nor split its cache.
 * A `personal` value (an email address in an unsubscribe link) makes the page uncacheable.
 */
const PAGE_QUERY_PARAMS = {
  page: 'shared',
  category: 'shared',
  filter: 'shared',
  keyword: 'shared',
  location: 'shared',
  department: 'shared',
  technology: 'shared',
  email: 'personal',
} as const satisfies Record<string, 'shared' | 'personal'>

export type PageQueryParam = keyof typeof PAGE_QUERY_PARAMS

/** Longer values are cut: no block reads more (an email address is at most 254 characters). */
const MAX_VALUE_LENGTH = 256

const NAMES = Object.keys(PAGE_QUERY_PARAMS) as PageQueryParam[]

function isParam(name: string): name is PageQueryParam {
  return Object.hasOwn(PAGE_QUERY_PARAMS, name)
}

/** The declared parameters of a request, first value of each, cut to length. */
export function declaredParams(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const name of NAMES) {
    const value = search.get(name)
    if (value !== null) out.set(name, value.slice(0, MAX_VALUE_LENGTH))
  }
  return out
}

/** What a page rendered from, and which of the declared parameters it actually read. */
export interface PageQuery {
  /** The URL blocks see: SITE_URL's origin, the request path and the declared parameters only. */
  readonly url: URL
  readonly params: URLSearchParams
  /** The declared parameters the page read (whether the request carried them or not). */
  readonly read: ReadonlySet<PageQueryParam>
}

/** The page read a personal parameter that this request carries: its HTML must not be kept. */
export function readsPersonalValue(query: PageQuery): boolean {
  return [...query.read].some((n) => PAGE_QUERY_PARAMS[n] === 'personal' && query.params.has(n))
}

const READS_ONE = new Set<PropertyKey>(['get', 'getAll', 'has'])
const READS_ALL_OF_URL = new Set<PropertyKey>(['search', 'href', 'toString', 'toJSON'])

/**
 * The page's URL for its blocks, built on SITE_URL (never the request's Host) and recording which
 * parameters the blocks read, so that the HTML cache keys the page on those and nothing else.
 */
export function createPageQuery(requestUrl: URL, siteUrl: string): PageQuery {
  const params = declaredParams(requestUrl.searchParams)
  const target = new URL(requestUrl.pathname, siteUrl)
  target.search = params.toString()
  const read = new Set<PageQueryParam>()
  const readAll = () => NAMES.forEach((n) => read.add(n))

  const search = new Proxy(target.searchParams, {
    get(inner, prop) {
      const value: unknown = Reflect.get(inner, prop, inner)
      if (typeof value !== 'function') {
        readAll()
        return value
      }
      return (...args: unknown[]) => {
        const name = args[0]
        if (READS_ONE.has(prop) && typeof name === 'string') {
          if (isParam(name)) read.add(name)
        } else {
          readAll()
        }
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

/**
 * The part of a cache key that a page's query makes: the names of the parameters it reads and the
 * values the request gives them (absent ones included, by name), in a fixed order.
 */
export function queryKey(params: URLSearchParams, names: Iterable<string>): string {
  const sorted = [...new Set(names)].sort()
  const out = new URLSearchParams({ reads: sorted.join(',') })
  for (const name of sorted) {
    const value = params.get(name)
    if (value !== null) out.set(name, value)
  }
  return out.toString()
}
