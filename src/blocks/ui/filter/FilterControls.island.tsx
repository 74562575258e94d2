import { useCallback, useEffect, useState } from 'react'
import { LIST_FILTER_QUERY, readQuery } from '../../../routes/route-map'
import { FilterControlsView, type FilterControlsProps } from './FilterControls'

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
 * Filters a server-rendered list in place. The choice lives in the URL (`?country=Serbia`), one
 * history entry per choice: Back and Forward step through the choices, and an address with a
 * choice shows it.
 */
export default function FilterControlsIsland(props: FilterControlsProps) {
  const { targetId, param, options } = props
  const [value, setValue] = useState('')
  const show = useCallback(
    (next: string) => {
      setValue(next)
      showOnly(targetId, next)
    },
    [targetId],
  )
  // The option the URL names, by its label in any case; an unknown name is all.
  const fromUrl = useCallback(() => {
    const asked = readQuery(new URLSearchParams(window.location.search), LIST_FILTER_QUERY)[param]
    return options.find((o) => o.label.toLowerCase() === asked)?.value ?? ''
  }, [param, options])
  useEffect(() => {
    const asked = fromUrl()
    if (asked) show(asked)
    const stepped = () => show(fromUrl())
    window.addEventListener('popstate', stepped)
    return () => window.removeEventListener('popstate', stepped)
  }, [fromUrl, show])
  const choose = (next: string) => {
    if (next === value) return
    show(next)
    const url = new URL(window.location.href)
    const label = options.find((o) => o.value === next)?.label
    if (label) url.searchParams.set(param, label)
    else url.searchParams.delete(param)
    window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`)
  }
  return <FilterControlsView {...props} value={value} onChange={choose} />
}
