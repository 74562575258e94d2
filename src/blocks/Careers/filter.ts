import type { Vacancy } from '../../cms/vacancies'

/** Vacancies shown before the 'other open vacancies' card (spec section 9). */
export const VACANCIES_SHOWN = 5

export interface VacancyFilter {
  keyword: string
  location: string
  department: string
}

export const EMPTY_FILTER: VacancyFilter = { keyword: '', location: '', department: '' }

/** Keyword: case-insensitive substring of the name; location: substring of any location; department: equal. */
export function filterVacancies<
  V extends Pick<Vacancy, 'name' | 'locations' | 'occupation_category'>,
>(list: V[], f: VacancyFilter): V[] {
  const keyword = f.keyword.trim().toLowerCase()
  const location = f.location.trim().toLowerCase()
  return list.filter(
    (v) =>
      (!keyword || v.name.toLowerCase().includes(keyword)) &&
      (!location || v.locations.some((l) => l.toLowerCase().includes(location))) &&
      (!f.department || v.occupation_category === f.department),
  )
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
