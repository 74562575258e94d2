import { defineBlock } from '../define-block'
import { chosenOption } from '../ui/filter/list-filter'
import { Awards, type AwardsData } from './Awards'
import { awardsSchema } from './schema'

export const awardsBlock = defineBlock({
  summary: "Category chips ('All' + names) over a carousel of every award (all pages loaded).",
  schema: awardsSchema,
  load: async (_a, ctx): Promise<AwardsData> => {
    const [categories, awards] = await Promise.all([
      ctx.cms.list('awardCategories'),
      ctx.cms.list('awards'),
    ])
    const category = chosenOption(
      ctx.url.searchParams,
      'award',
      categories.map((c) => c.name),
    )
    return { categories, awards, path: ctx.url.pathname, category }
  },
  Component: Awards,
})
