import type { ListFilterParam } from '../../../routes/route-map'
import { Island } from '../Island'

interface FilterOption {
  value: string
  label: string
}

export interface FilterControlsProps {
  /** id of the list whose items carry `data-filter-values="a|b"`. */
  targetId: string
  /** The URL parameter that keeps the choice (by the option's label). */
  param: ListFilterParam
  label: string
  allLabel: string
  options: FilterOption[]
  mode: 'select' | 'chips'
}

/** The server-rendered controls; hydrated by the filter-controls island (hidden without JS). */
export function FilterControlsView({
  targetId,
  label,
  allLabel,
  options,
  mode,
  value = '',
  onChange,
}: FilterControlsProps & { value?: string; onChange?: (value: string) => void }) {
  if (mode === 'select') {
    return (
      <label className="filter-select">
        <span className="filter-label">{label}</span>
        <select
          value={value}
          aria-controls={targetId}
          onChange={(e) => onChange?.(e.currentTarget.value)}
        >
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    )
  }
  return (
    <div className="chips" role="group" aria-label={label}>
      {[{ value: '', label: allLabel }, ...options].map((o) => (
        <button
          key={o.value || '*'}
          type="button"
          className="chip"
          aria-pressed={value === o.value}
          aria-controls={targetId}
          onClick={() => onChange?.(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

/** Filter controls for a server-rendered list; without JavaScript the whole list stays visible. */
export function FilterControls(props: FilterControlsProps) {
  return (
    <Island name="filter-controls" props={props} className="js-only filter-controls">
      <FilterControlsView {...props} />
    </Island>
  )
}
