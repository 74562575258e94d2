import type { VacancyFilter } from '../ui/filter/vacancy-filter'
import { paramName, ROUTES } from '../../routes/route-map'
import {
  endTyping,
  changeFilter,
  useVacancyFilter,
  type FilterChange,
} from '../ui/filter/vacancy-filter-bus'

export interface VacancyFiltersProps {
  filter: VacancyFilter
  locations: string[]
  departments: string[]
}

/**
 * The options of a filter control: the listed values, plus the URL's value when it is none of
 * them (`?location=grad` matches part of a location; a department may have no vacancy today), so
 * that the control always shows what the list is filtered by, and a GET submit keeps it.
 */
function optionsWith(values: string[], current: string, label: (value: string) => string) {
  const options = values.map((value) => ({ value, label: value }))
  if (current && !values.includes(current))
    options.unshift({ value: current, label: label(current) })
  return options
}

/**
 * The vacancy filters: a GET form on the careers page (works without JavaScript). Hydrated, every change
 * updates the URL and the list at once, and is a step of the history (a typed keyword, one step).
 */
export function VacancyFilters({
  filter,
  locations,
  departments,
  live = false,
}: VacancyFiltersProps & { live?: boolean }) {
  const state = useVacancyFilter(filter)
  const update = (patch: Partial<VacancyFilter>, change: FilterChange = 'choice') => {
    if (live) changeFilter(state, patch, change)
  }
  return (
    <form
      className="vacancy-filters"
      method="get"
      action={ROUTES.vacancy.listPath}
      role="search"
      aria-label="Filter vacancies"
      onSubmit={(e) => {
        if (!live) return
        e.preventDefault()
        endTyping()
      }}
    >
      <label className="field">
        <span>Keyword</span>
        <input
          type="search"
          name={paramName(ROUTES.vacancy.query, 'keyword')}
          value={state.keyword}
          placeholder="e.g. React"
          onChange={(e) => update({ keyword: e.currentTarget.value }, 'typing')}
          onBlur={endTyping}
        />
      </label>
      <label className="field">
        <span>Location</span>
        <select
          name={paramName(ROUTES.vacancy.query, 'location')}
          value={state.location}
          onChange={(e) => update({ location: e.currentTarget.value })}
        >
          <option value="">All locations</option>
          {optionsWith(locations, state.location, (v) => `Matching “${v}”`).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Department</span>
        <select
          name={paramName(ROUTES.vacancy.query, 'department')}
          value={state.department}
          onChange={(e) => update({ department: e.currentTarget.value })}
        >
          <option value="">All departments</option>
          {optionsWith(departments, state.department, (v) => v).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary no-js-only">
        Search
      </button>
    </form>
  )
}
