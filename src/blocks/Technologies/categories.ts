import type { ListItem } from '../../cms/operations/lists'
import { readQuery, ROUTES } from '../../routes/route-map'

/** The technology categories (tabs), by id, in the order the technologies name them. */
export function categoriesOf(all: ListItem<'technologies'>[]): Map<number, string> {
  const categories = new Map<number, string>()
  for (const t of all) for (const c of t.categories) categories.set(c.id, c.name)
  return categories
}

/** The tab the URL names (`?technology=Backend`, any case): its id, or 0 ('All') for none. */
export function selectedCategory(categories: Map<number, string>, params: URLSearchParams) {
  const asked = readQuery(params, ROUTES.service.query).technology
  return [...categories].find(([, name]) => name.toLowerCase() === asked)?.[0] ?? 0
}
