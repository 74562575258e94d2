import { hasParam, ROUTES } from '../../routes/route-map'
import { portfolioHref } from './pagination'
import type { TagFilterProps } from './TagFilter'

/** The browser storage key an older version of the site kept the portfolio filter under. */
const STORAGE_KEY = 'filter'

/** Reads the stored filter and removes it from both storages, whatever happens next. */
function takeStoredFilter(): string | null {
  let stored: string | null = null
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[name]
      stored ??= storage.getItem(STORAGE_KEY)
      storage.removeItem(STORAGE_KEY)
    } catch {
      // Storage blocked: nothing to apply.
    }
  }
  return stored
}

/**
 * On every load, the filter stored under 'filter' is read once and removed. It is applied only
 * when the address names no category (`?category=` or `?filter=` always wins) and it names a tag
 * that exists; from then on the URL is the source of truth. The chips themselves are links.
 */
export function mount(_root: HTMLElement, { path, tags, category }: TagFilterProps): void {
  const stored = takeStoredFilter()?.trim().toLowerCase()
  const params = new URLSearchParams(window.location.search)
  if (!stored || hasParam(params, ROUTES.caseStudy.query, 'category')) return
  const tag = tags.find((t) => t.toLowerCase() === stored)
  if (tag && tag !== category) window.location.replace(portfolioHref(path, tag, 1))
}
