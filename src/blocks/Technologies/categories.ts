import type { ListItem } from '../../cms/operations/lists'

/** The technology categories (tabs), by id, in the order the technologies name them. */
export function categoriesOf(all: ListItem<'technologies'>[]): Map<number, string> {
  const categories = new Map<number, string>()
  for (const t of all) for (const c of t.categories) categories.set(c.id, c.name)
  return categories
}
