import { safeUrl } from '../../cms/url-policy'
import { defineBlock } from '../define-block'
import { categoriesOf, selectedCategory } from './categories'
import { technologiesSchema } from './schema'
import { Technologies } from './Technologies'
import type { TechnologyGridProps } from './TechnologyGrid'

/** custom/technologies: every technology (all connection pages), filterable by category. */
export const technologiesBlock = defineBlock({
  schema: technologiesSchema,
  load: async (_a, ctx): Promise<Omit<TechnologyGridProps, 'anchor'>> => {
    const all = await ctx.cms.list('technologies')
    const categories = categoriesOf(all)
    // The tab the URL names; an unknown name shows 'All'.
    const selected = selectedCategory(categories, ctx.url.searchParams)
    return {
      categories: [...categories].map(([id, name]) => ({ id, name })),
      items: all.map((t) => ({
        id: t.databaseId,
        title: t.title,
        categories: t.categories.map((c) => c.id),
        image: t.image?.sourceUrl ? safeUrl(t.image.sourceUrl, 'media') : null,
        tooltip: t.tooltipText,
      })),
      path: ctx.url.pathname,
      selected,
    }
  },
  Component: Technologies,
})
