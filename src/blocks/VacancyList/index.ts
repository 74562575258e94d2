import { filterFromUrl } from '../ui/filter/vacancy-filter'
import { defineBlock } from '../define-block'
import { vacancyListSchema } from './schema'
import { Vacancies } from './Vacancies'
import type { VacancyListProps } from './VacancyList'

export const vacancyListBlock = defineBlock({
  summary: 'The open positions, filtered by the URL (and live by the filters).',
  schema: vacancyListSchema,
  load: async (_a, ctx): Promise<VacancyListProps> => {
    const filter = filterFromUrl(ctx.url.searchParams)
    try {
      const all = await ctx.cms.vacancies()
      const vacancies = all.map(({ slug, name, locations, occupation_category }) => ({
        slug,
        name,
        locations,
        occupation_category,
      }))
      return { vacancies, filter, failed: false }
    } catch (err) {
      ctx.log(`vacancies unavailable: ${err instanceof Error ? err.message : String(err)}`)
      return { vacancies: [], filter, failed: true }
    }
  },
  Component: Vacancies,
})
