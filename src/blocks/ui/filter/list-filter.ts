import {
  LIST_FILTER_QUERY,
  readQuery,
  type ListFilterParam,
  type QueryReader,
} from '../../../routes/route-map'

/**
 * The option a list filter's parameter names (`?country=serbia` → 'Serbia', matched without regard
 * to case or surrounding space), as the list spells it; '' for none or a name the list lacks, which
 * shows the whole list. Reading it records the name for the page cache.
 */
export function chosenOption(params: QueryReader, param: ListFilterParam, options: string[]) {
  const asked = readQuery(params, { [param]: LIST_FILTER_QUERY[param] })[param]
  return options.find((o) => o.toLowerCase() === asked) ?? ''
}

/** What a list item carries for the filter: the names of the options it belongs to. */
export const filterValues = (names: readonly string[]): string => names.join('|')
