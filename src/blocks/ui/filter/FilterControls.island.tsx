import { useCallback, useEffect, useState } from 'react'
import { FilterControlsView, type FilterControlsProps } from './FilterControls'
import { pushPageState, useKeptState } from './kept-state'
import { chosenOption } from './list-filter'

/** Shows only the items of the target list whose `data-filter-values` include `value` ('' = all). */
function showOnly(targetId: string, value: string): void {
  const list = document.getElementById(targetId)
  if (!list) return
  for (const item of Array.from(list.children) as HTMLElement[]) {
    const values = (item.dataset.filterValues ?? '').split('|')
    item.hidden = value !== '' && !values.includes(value)
  }
  list.scrollTo?.({ left: 0 })
  list.dispatchEvent(new Event('scroll'))
}

/**
 * Filters the server-rendered list in place, without a reload. The choice lives in the URL
 * (`?country=Serbia`), one history entry per choice: Back and Forward step through the choices.
 */
export default function FilterControlsIsland(props: FilterControlsProps) {
  const { targetId, param, options } = props
  const [value, setValue] = useState(props.value)
  const kept = useKeptState(props.kept)
  const show = useCallback(
    (next: string) => {
      setValue(next)
      showOnly(targetId, next)
    },
    [targetId],
  )
  useEffect(() => {
    const stepped = () =>
      show(chosenOption(new URLSearchParams(window.location.search), param, options))
    window.addEventListener('popstate', stepped)
    return () => window.removeEventListener('popstate', stepped)
  }, [param, options, show])
  const choose = (next: string) => {
    if (next === value) return
    show(next)
    // The other parameters of the address (another list's filter) stay as they are.
    const url = new URL(window.location.href)
    if (next) url.searchParams.set(param, next)
    else url.searchParams.delete(param)
    pushPageState(url)
  }
  return <FilterControlsView {...props} value={value} kept={kept} onChange={choose} />
}
