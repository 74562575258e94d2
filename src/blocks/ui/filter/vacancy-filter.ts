import {
  queryString,
  readQuery,
  ROUTES,
  type QueryReader,
  type QueryValues,
} from '../../../routes/route-map'

/**
 * The vacancy filter that the careers hero's form sets and the vacancy list follows: one state in
 * the URL (the route map's vacancy parameters: keyword, location, department), shared by both blocks.
 */
export type VacancyFilter = QueryValues<typeof ROUTES.vacancy.query>

export function filterFromUrl(params: QueryReader): VacancyFilter {
  return readQuery(params, ROUTES.vacancy.query)
}

/** The filter as a query string (`?keyword=react`), or '' when it filters nothing. */
export function filterQuery(f: VacancyFilter): string {
  return queryString(ROUTES.vacancy.query, f)
}

/** The event the filter form sends and the list listens to, so both stay in step without a reload. */
export const FILTER_EVENT = 'vacancy-filter'
