import { defineBlock } from '../define-block'
import { chosenOption } from '../ui/filter/list-filter'
import { showState } from '../ui/filter/page-state'
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
    const state = showState(ctx, 'award', category)
    return { categories, awards, path: ctx.url.pathname, category, state }
  },
  Component: Awards,
})
