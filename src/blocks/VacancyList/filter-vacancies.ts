import type { Vacancy } from '../../cms/vacancies'
import type { VacancyFilter } from '../ui/filter/vacancy-filter'

/** Vacancies shown before the 'other open vacancies' card (spec section 9). */
export const VACANCIES_SHOWN = 5

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
