import * as z from 'zod'

/** custom/vacancy-list attributes. */
export const vacancyListSchema = z.object({ title: z.string().default('Open positions') })
export type VacancyListAttrs = z.output<typeof vacancyListSchema>
