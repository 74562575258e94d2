import { useEffect } from 'react'
import { portfolioHref } from './pagination'
import { PageSelectView, type PageSelectProps } from './PageSelect'

const STORAGE_KEY = 'filter'

/**
 * Jumps to the chosen page, and applies a filter left in browser storage under 'filter' once:
 * it is read, removed, and the URL (the source of truth from then on) takes it over.
 */
export default function PageSelectIsland(props: PageSelectProps) {
  useEffect(() => {
    let stored: string | null = null
    for (const storage of [window.localStorage, window.sessionStorage]) {
      try {
        stored ??= storage.getItem(STORAGE_KEY)
        storage.removeItem(STORAGE_KEY)
      } catch {
        // storage blocked: nothing to apply
      }
    }
    if (stored && stored !== props.category)
      window.location.replace(portfolioHref(props.path, stored, 1))
  }, [props.path, props.category])
  return (
    <PageSelectView
      {...props}
      onChange={(page) => window.location.assign(portfolioHref(props.path, props.category, page))}
    />
  )
}
