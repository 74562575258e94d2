import * as z from 'zod/mini'

/** custom/management-team attributes: the members' ids, in display order. */
export const managementTeamSchema = z.object({
  title: z._default(z.string(), 'Management team'),
  ids: z._default(z.array(z.number().check(z.int())), []),
})
export type ManagementTeamAttrs = z.output<typeof managementTeamSchema>
