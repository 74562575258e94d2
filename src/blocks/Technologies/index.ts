import { safeUrl } from '../../cms/url-policy'
import { defineBlock } from '../define-block'
import { categoriesOf } from './categories'
import { technologiesSchema } from './schema'
import { Technologies } from './Technologies'
import { tabOf, type TechnologyGridProps } from './TechnologyGrid'

export const technologiesBlock = defineBlock({
  summary: 'Every technology (all connection pages), filterable by category.',
  schema: technologiesSchema,
  load: async (_a, ctx): Promise<Omit<TechnologyGridProps, 'anchor'>> => {
    const all = await ctx.cms.list('technologies')
    const tabs = [...categoriesOf(all)].map(([id, name]) => ({ id, name }))
    return {
      categories: tabs,
      items: all.map((t) => ({
        id: t.databaseId,
        title: t.title,
        categories: t.categories.map((c) => c.id),
        image: t.image?.sourceUrl ? safeUrl(t.image.sourceUrl, 'media') : null,
        tooltip: t.tooltipText,
      })),
      path: ctx.url.pathname,
      selected: tabOf(tabs, ctx.url.searchParams),
    }
  },
  Component: Technologies,
})
