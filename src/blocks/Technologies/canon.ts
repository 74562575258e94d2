import { namesOf, queryString, ROUTES } from '../../routes/route-map'
import type { QueryCanon } from '../query-canon'
import { categoriesOf, selectedCategory } from './categories'

/** The technologies' tab as its links write it: a category by the list's own name, or none. */
export const technologyCanon: QueryCanon = {
  names: namesOf(ROUTES.service.query),
  canonical: async (params, cms) => {
    const categories = categoriesOf(await cms.list('technologies'))
    const technology = categories.get(selectedCategory(categories, params)) ?? ''
    return new URLSearchParams(queryString(ROUTES.service.query, { technology }))
  },
}
