import { namesOf, queryString, ROUTES } from '../../routes/route-map'
import type { QueryCanon } from '../query-canon'
import { categoriesOf } from './categories'
import { tabOf } from './TechnologyGrid'

/** The technologies' tab as its links write it: a category by the list's own name, or none. */
export const technologyCanon: QueryCanon = {
  names: namesOf(ROUTES.service.query),
  canonical: async (params, cms) => {
    const categories = categoriesOf(await cms.list('technologies'))
    const tabs = [...categories].map(([id, name]) => ({ id, name }))
    const technology = categories.get(tabOf(tabs, params)) ?? ''
    return new URLSearchParams(queryString(ROUTES.service.query, { technology }))
  },
}
