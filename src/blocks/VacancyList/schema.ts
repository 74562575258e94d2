import * as z from 'zod/mini'

/** custom/vacancy-list attributes. */
export const vacancyListSchema = z.object({ title: z._default(z.string(), 'Open positions') })
export type VacancyListAttrs = z.output<typeof vacancyListSchema>
