import { listFilterCanon } from '../ui/filter/list-filter-canon'

/** The awards' category as its chips write it: a category's name, or none. */
export const awardCanon = listFilterCanon('award', async (cms) =>
  (await cms.list('awardCategories')).map((c) => c.name),
)
