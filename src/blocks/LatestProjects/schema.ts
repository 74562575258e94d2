import * as z from 'zod'

/** custom/latest-projects and projects-list attributes. */
export const latestProjectsSchema = z.object({
  title: z.string().default('Latest projects'),
  limit: z.number().int().positive().max(24).default(4),
})
export type LatestProjectsAttrs = z.output<typeof latestProjectsSchema>
