import * as z from 'zod/mini'

/** custom/latest-projects and projects-list attributes. */
export const latestProjectsSchema = z.object({
  title: z._default(z.string(), 'Latest projects'),
  limit: z._default(z.number().check(z.int(), z.positive(), z.lte(24)), 4),
})
export type LatestProjectsAttrs = z.output<typeof latestProjectsSchema>
