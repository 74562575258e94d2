import {
  flagParam,
  hrefWith,
  nameParam,
  namesOf,
  pageNumberParam,
  textParam,
  type QueryParam,
  type QuerySpec,
  type QueryValues,
} from './query'
import { wpPath, wpSlug } from './wp-slug'

/**
 * The site's route map: every URL shape is written here once. Per kind of page it says how to
 * build a path (links, the sitemap, previews), how to match one (the Worker's routes, purge) and
 * how to normalise what a path names to the form WordPress stores, plus the query parameters its
 * pages read (with how each is read, so that a cache keys a page on what it shows). Nothing else
 * in `src/` or `worker/` writes `/case-studies/${slug}`, a trailing-slash rule or a parameter name.
 */

/** The trailing-slash rule: a site path has none, except `/` itself (`/about/` → `/about`). */
export function canonicalPath(path: string): string {
  return path.replace(/\/+$/, '') || '/'
}

/** A path segment as a link writes it: as WordPress stores the slug, else escaped whole. */
const segment = (value: string): string => wpSlug(value) ?? encodeURIComponent(value)

/** One kind of page, found by a key: a post's slug, or a WordPress page's URI. */
export interface Route<S extends QuerySpec = QuerySpec> {
  /** The site path that shows what `key` names, canonical (`/case-studies/%d0%ba…`, `/about`). */
  path(key: string): string
  /** The key a canonical site path names, as WordPress stores it; null when it names none here. */
  match(path: string): string | null
  /** A key in the form WordPress stores it (`Каријера` → `%d0%ba…`), or null when it can be none. */
  normalise(key: string): string | null
  /** The query parameters its pages read. */
  query: S
}

/** A kind whose posts live under one list page (`/case-studies` lists `/case-studies/:slug`). */
export interface DetailRoute<S extends QuerySpec = QuerySpec> extends Route<S> {
  /** The page that lists the posts; their paths hang under it. */
  listPath: string
  /** The list page with the given values of its parameters (`/case-studies?category=IoT`). */
  listHref(values?: Partial<QueryValues<S>>): string
}

function detailRoute<S extends QuerySpec>(listPath: string, query: S): DetailRoute<S> {
  const prefix = `${listPath}/`
  return {
    listPath,
    query,
    path: (slug) => prefix + segment(slug),
    match: (path) => {
      const rest = path.startsWith(prefix) ? path.slice(prefix.length) : ''
      return rest && !rest.includes('/') ? wpSlug(rest) : null
    },
    normalise: wpSlug,
    listHref: (values = {}) => hrefWith(listPath, query, values),
  }
}

/** WordPress pages: every other path, nested by parent (`/company/history`); `/` the front page. */
const pageRoute: Route<{ email: ReturnType<typeof textParam> }> = {
  // The unsubscribe page reads the address its link names (at most 254 characters, RFC 5321).
  query: { email: textParam(254, { personal: true }) },
  path: (uri) => canonicalPath(`/${uri.split('/').filter(Boolean).map(segment).join('/')}`),
  match: (path) => (path === canonicalPath(path) ? wpPath(path) : null),
  normalise: (uri) => wpPath(canonicalPath(uri.startsWith('/') ? uri : `/${uri}`)),
}

/** The query of the portfolio (the case studies' list): a tag (`?filter=` before) and a page. */
const caseStudyQuery = { category: nameParam(256, ['filter']), page: pageNumberParam }
/** The technologies block (service pages, the services list): a category tab. */
const serviceQuery = { technology: nameParam(256) }
/** The vacancy filters (careers): what the form sends, cut to 100 characters each. */
const vacancyQuery = {
  keyword: textParam(100),
  location: textParam(100),
  department: textParam(100),
}

/**
 * The filters of lists a page sends whole (offices by country, clients by industry, awards by
 * category), by the option's name: the server renders the list filtered (a link or a GET form
 * without JavaScript); hydrated, the browser filters in place and keeps the choice in the URL, one
 * history entry per choice. A page that shows no such list never reads them: they neither change
 * it nor split its cache.
 */
export const LIST_FILTER_QUERY = {
  country: nameParam(100),
  industry: nameParam(100),
  award: nameParam(100),
}
export type ListFilterParam = keyof typeof LIST_FILTER_QUERY

/** The offices' map, open (`?map=1`) or not: the server renders it open, with or without JavaScript. */
export const OFFICES_QUERY = { map: flagParam }

/**
 * What a page's controls show (its lists' filters, an open map): the state a visitor sets on one
 * page, several controls beside each other. Each control's links and forms keep the others'
 * values (choosing an award category keeps the clients' industry).
 */
export const PAGE_STATE_QUERY = { ...LIST_FILTER_QUERY, ...OFFICES_QUERY }
export type PageStateParam = keyof typeof PAGE_STATE_QUERY

/** Every kind of page, in the order a path is matched (and the sitemap lists them). */
export const ROUTES = {
  service: detailRoute('/services', serviceQuery),
  caseStudy: detailRoute('/case-studies', caseStudyQuery),
  vacancy: detailRoute('/careers', vacancyQuery),
  page: pageRoute,
} as const

/** The kinds of page the site has; WPGraphQL names the post types the same way. */
export type PageKind = keyof typeof ROUTES
/** The kinds whose pages hang under a list page (`/services/:slug`). */
export type DetailKind = Exclude<PageKind, 'page'>

export const PAGE_KINDS = Object.keys(ROUTES) as readonly PageKind[]
export const DETAIL_KINDS = PAGE_KINDS.filter((k): k is DetailKind => k !== 'page')

export const isPageKind = (value: string): value is PageKind => Object.hasOwn(ROUTES, value)

/** What a canonical site path shows: a detail kind's post by slug, else a WordPress page by URI. */
export type RouteMatch = { kind: PageKind; key: string }

/** The detail page a canonical site path names (`/services/data` → service `data`), or null. */
export function matchDetail(path: string): { kind: DetailKind; key: string } | null {
  for (const kind of DETAIL_KINDS) {
    const key = ROUTES[kind].match(path)
    if (key !== null) return { kind, key }
  }
  return null
}

/** What a site path shows, or null when it is no page's path (or not canonical). */
export function matchPath(path: string): RouteMatch | null {
  const detail = matchDetail(path)
  if (detail) return detail
  const uri = ROUTES.page.match(path)
  return uri === null ? null : { kind: 'page', key: uri }
}

/**
 * The site path a full URL (a webhook's permalink) or a path names, canonical and with every
 * segment as WordPress stores it where it is a slug (`https://cms/case-studies/Каријера/` →
 * `/case-studies/%d0%ba…`).
 */
export function sitePathOf(value: string): string {
  let pathname: string
  try {
    pathname = new URL(value, 'http://site.invalid').pathname
  } catch {
    return '/'
  }
  return ROUTES.page.path(pathname)
}

/** Every query parameter a page may read, by name: blocks may sit on any page. */
export const PAGE_QUERY = {
  ...ROUTES.page.query,
  ...ROUTES.service.query,
  ...ROUTES.caseStudy.query,
  ...ROUTES.vacancy.query,
  ...PAGE_STATE_QUERY,
} as const satisfies QuerySpec

export type PageQueryName = keyof typeof PAGE_QUERY

/** Every name a page's parameters are read under, aliases included (`filter` for `category`). */
export const PAGE_QUERY_NAMES: readonly string[] = namesOf(PAGE_QUERY)

/** Whether a parameter's value names one visitor (a page that reads it must not be kept). */
export const isPersonalParam = (name: PageQueryName): boolean =>
  (PAGE_QUERY[name] as QueryParam<unknown>).personal === true

export { hasParam, hrefWith, namesOf, paramName, queryString, readQuery } from './query'
export type { QueryParam, QueryReader, QuerySpec, QueryValues } from './query'
