import { useEffect, useState } from 'react'
import { keptInSearch, type KeptState } from './page-state'

/** Sent when an island has put a new state of the page into its address. */
const PAGE_STATE_EVENT = 'page-state'

/**
 * A control's choice as a history entry of its own (Back steps back from it), the rest of the
 * address kept; the page's other controls then write links that keep it.
 */
export function pushPageState(url: URL): void {
  window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`)
  window.dispatchEvent(new Event(PAGE_STATE_EVENT))
}

/**
 * The other controls' values, as the server rendered them and then as the address has them after
 * another island's choice or a step through the history: a control's links keep what the page shows.
 */
export function useKeptState(initial: KeptState): KeptState {
  const [kept, setKept] = useState(initial)
  useEffect(() => {
    const follow = () => {
      const now = keptInSearch(new URLSearchParams(window.location.search), initial)
      setKept((was) => (JSON.stringify(was) === JSON.stringify(now) ? was : now))
    }
    // Hydrated after another island's choice (each hydrates when it is reached): catch up.
    follow()
    window.addEventListener(PAGE_STATE_EVENT, follow)
    window.addEventListener('popstate', follow)
    return () => {
      window.removeEventListener(PAGE_STATE_EVENT, follow)
      window.removeEventListener('popstate', follow)
    }
  }, [initial])
  return kept
}
