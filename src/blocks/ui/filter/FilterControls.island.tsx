import { useState } from 'react'
import { FilterControlsView, type FilterControlsProps } from './FilterControls'

/** Shows only the items of the target list whose `data-filter-values` include the chosen value. */
export default function FilterControlsIsland(props: FilterControlsProps) {
  const [value, setValue] = useState('')
  const apply = (next: string) => {
    setValue(next)
    const list = document.getElementById(props.targetId)
    if (!list) return
    for (const item of Array.from(list.children) as HTMLElement[]) {
      const values = (item.dataset.filterValues ?? '').split('|')
      item.hidden = next !== '' && !values.includes(next)
    }
    list.scrollTo?.({ left: 0 })
    list.dispatchEvent(new Event('scroll'))
  }
  return <FilterControlsView {...props} value={value} onChange={apply} />
}
