/**
 * The vacancy filter that the careers hero's form sets and the vacancy list follows: one state in
 * the URL (`?keyword=&location=&department=`), shared by both blocks.
 */
export interface VacancyFilter {
  keyword: string
  location: string
  department: string
}

export function filterFromUrl(params: URLSearchParams): VacancyFilter {
  const get = (k: string) => (params.get(k) ?? '').slice(0, 100)
  return { keyword: get('keyword'), location: get('location'), department: get('department') }
}

export function filterQuery(f: VacancyFilter): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v)
  const q = params.toString()
  return q ? `?${q}` : ''
}

/** The event the filter form sends and the list listens to, so both stay in step without a reload. */
export const FILTER_EVENT = 'vacancy-filter'
