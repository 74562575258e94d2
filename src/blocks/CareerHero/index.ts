import { filterFromUrl } from '../ui/filter/vacancy-filter'
import { defineBlock } from '../define-block'
import { CareerHero } from './CareerHero'
import { careerHeroSchema } from './schema'
import type { VacancyFiltersProps } from './VacancyFilters'

export const careerHeroBlock = defineBlock({
  summary: 'The careers hero with the vacancy filters (keyword, location, department).',
  schema: careerHeroSchema,
  h1: true,
  load: async (_a, ctx): Promise<VacancyFiltersProps> => {
    const vacancies = await ctx.cms.vacancies().catch(() => [])
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))
    return {
      filter: filterFromUrl(ctx.url.searchParams),
      locations: sorted(vacancies.flatMap((v) => v.locations)),
      departments: sorted(vacancies.map((v) => v.occupation_category).filter(Boolean)),
    }
  },
  Component: CareerHero,
})
