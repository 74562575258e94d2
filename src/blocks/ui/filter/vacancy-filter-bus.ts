import { useEffect, useState } from 'react'
import { FILTER_EVENT, filterFromUrl, filterQuery, type VacancyFilter } from './vacancy-filter'

/** The last filter published on this page: an island that hydrates later starts from it. */
let published: VacancyFilter | null = null
/** The history entry of a keyword being typed: its next keystrokes replace it, not add to it. */
let typing = false

/**
 * How a change goes into the history: a deliberate one (a department, a location, a chip) is an
 * entry of its own, which Back steps back from; a keyword being typed is one entry for the whole
 * word, until the field is left.
 */
export type FilterChange = 'choice' | 'typing'

/** Publishes a new filter: the URL follows it and every listening island updates at once. */
function publishFilter(next: VacancyFilter, change: FilterChange = 'choice'): void {
  published = next
  const url = `${window.location.pathname}${filterQuery(next)}`
  if (change === 'typing' && typing) window.history.replaceState(window.history.state, '', url)
  else window.history.pushState(null, '', url)
  typing = change === 'typing'
  window.dispatchEvent(new CustomEvent<VacancyFilter>(FILTER_EVENT, { detail: next }))
}

/**
 * Publishes a change to the filter in force: the one last published, else `shown` (the island's,
 * the server's). Changes made in one task (early input replayed on hydration, a select then a
 * keyword) build on each other, where the island's state would still be the one before.
 */
export function changeFilter(
  shown: VacancyFilter,
  patch: Partial<VacancyFilter>,
  change: FilterChange = 'choice',
): void {
  publishFilter({ ...(published ?? shown), ...patch }, change)
}

/** The keyword field was left: the next keystroke starts an entry of its own. */
export function endTyping(): void {
  typing = false
}

/**
 * The current filter, starting from the server's and following every published change, and the
 * URL's when the visitor steps through the history (Back, Forward).
 */
export function useVacancyFilter(initial: VacancyFilter): VacancyFilter {
  const [filter, setFilter] = useState(initial)
  useEffect(() => {
    const listen = (e: Event) => setFilter((e as CustomEvent<VacancyFilter>).detail)
    const stepped = () => {
      typing = false
      const next = filterFromUrl(new URLSearchParams(window.location.search))
      published = next
      // A step to an entry of the same filter (a fragment link's) keeps the list as it is.
      setFilter((now) => (filterQuery(now) === filterQuery(next) ? now : next))
    }
    window.addEventListener(FILTER_EVENT, listen)
    window.addEventListener('popstate', stepped)
    // Hydrated after a filter changed (each island hydrates when it is reached): catch up.
    if (published) setFilter(published)
    return () => {
      window.removeEventListener(FILTER_EVENT, listen)
      window.removeEventListener('popstate', stepped)
    }
  }, [])
  return filter
}
