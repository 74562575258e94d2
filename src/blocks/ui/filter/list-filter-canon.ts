import type { ContentLoaders } from '../../../cms/loaders'
import { LIST_FILTER_QUERY, queryString, type ListFilterParam } from '../../../routes/route-map'
import type { QueryCanon } from '../../query-canon'
import { chosenOption } from './list-filter'

/**
 * A list filter's parameter as its controls write it: an option's name as the list spells it
 * (`?country=serbia` → `?country=Serbia`), or none for a name the list lacks (the whole list).
 * `optionsOf` gives the options from the cached CMS answers the block itself reads.
 */
export function listFilterCanon(
  param: ListFilterParam,
  optionsOf: (cms: ContentLoaders, path: string) => Promise<string[]>,
): QueryCanon {
  return {
    names: [param],
    canonical: async (params, cms, path) => {
      const value = chosenOption(params, param, await optionsOf(cms, path))
      return new URLSearchParams(
        queryString({ [param]: LIST_FILTER_QUERY[param] }, { [param]: value }),
      )
    },
  }
}
