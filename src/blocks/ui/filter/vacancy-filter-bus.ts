import { useEffect, useState } from 'react'
import { FILTER_EVENT, filterQuery, type VacancyFilter } from './vacancy-filter'

/** The last filter published on this page: an island that hydrates later starts from it. */
let published: VacancyFilter | null = null

/** Publishes a new filter: the URL follows it and every listening island updates at once. */
export function publishFilter(next: VacancyFilter): void {
  published = next
  window.history.replaceState(null, '', `${window.location.pathname}${filterQuery(next)}`)
  window.dispatchEvent(new CustomEvent<VacancyFilter>(FILTER_EVENT, { detail: next }))
}

/** The current filter, starting from the server's and following every published change. */
export function useVacancyFilter(initial: VacancyFilter): VacancyFilter {
  const [filter, setFilter] = useState(initial)
  useEffect(() => {
    const listen = (e: Event) => setFilter((e as CustomEvent<VacancyFilter>).detail)
    window.addEventListener(FILTER_EVENT, listen)
    // Hydrated after a filter changed (each island hydrates when it is reached): catch up.
    if (published) setFilter(published)
    return () => window.removeEventListener(FILTER_EVENT, listen)
  }, [])
  return filter
}
