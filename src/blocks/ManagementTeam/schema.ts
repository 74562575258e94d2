import * as z from 'zod'

/** custom/management-team attributes: the members' ids, in display order. */
export const managementTeamSchema = z.object({
  title: z.string().default('Management team'),
  ids: z.array(z.number().int()).default([]),
})
export type ManagementTeamAttrs = z.output<typeof managementTeamSchema>
