import type { ListFilterParam } from '../../../routes/route-map'
import { Island } from '../Island'
import { stateHref, type KeptState } from './page-state'

export interface FilterControlsProps {
  /** id of the list whose items carry `data-filter-values="a|b"` (option names). */
  targetId: string
  /** The URL parameter that keeps the choice, by the option's name. */
  param: ListFilterParam
  label: string
  allLabel: string
  /** The options' names, as the list spells them and the URL writes them. */
  options: string[]
  mode: 'select' | 'chips'
  /** The page the list is on: each choice is an address on it. */
  path: string
  /** The id of the section, which a choice's address opens at. */
  anchor: string
  /** The option the URL chose ('' for all), as the server rendered the list. */
  value: string
  /** The page's other controls' values: every choice keeps them (an award keeps the industry). */
  kept: KeptState
}

/**
 * The controls, rendered by the server with the list already filtered: chips are links and the
 * select is a GET form (its submit button shows only without JavaScript), so every choice works
 * before and without the island. Hydrated, the island filters in place (`onChange`).
 */
export function FilterControlsView({
  targetId,
  param,
  label,
  allLabel,
  options,
  mode,
  path,
  anchor,
  value,
  kept,
  onChange,
}: FilterControlsProps & { onChange?: (value: string) => void }) {
  if (mode === 'select') {
    return (
      <form
        method="get"
        action={`${path}#${anchor}`}
        className="filter-form"
        onSubmit={(e) => {
          if (!onChange) return
          e.preventDefault()
          onChange(new FormData(e.currentTarget).get(param)?.toString() ?? '')
        }}
      >
        {kept.map(([name, v]) => v && <input key={name} type="hidden" name={name} value={v} />)}
        <label className="filter-select">
          <span className="filter-label">{label}</span>
          <select
            name={param}
            value={value}
            aria-controls={targetId}
            onChange={(e) => onChange?.(e.currentTarget.value)}
          >
            <option value="">{allLabel}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary no-js-only">
          Show
        </button>
      </form>
    )
  }
  return (
    <div className="chips" role="group" aria-label={label}>
      {['', ...options].map((o) => (
        <a
          key={o || '*'}
          className="chip"
          href={stateHref(path, kept, param, o, anchor)}
          aria-current={value === o ? 'true' : undefined}
          aria-controls={targetId}
          onClick={(e) => {
            if (!onChange || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
              return
            e.preventDefault()
            onChange(o)
          }}
        >
          {o || allLabel}
        </a>
      ))}
    </div>
  )
}

/** Filter controls for a server-rendered list, filtered by the server as the URL asks. */
export function FilterControls(props: FilterControlsProps) {
  return (
    <Island name="filter-controls" props={props} className="filter-controls">
      <FilterControlsView {...props} />
    </Island>
  )
}
