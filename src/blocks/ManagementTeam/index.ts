import { defineBlock } from '../define-block'
import { ManagementTeam } from './ManagementTeam'
import { managementTeamSchema } from './schema'

export const managementTeamBlock = defineBlock({
  summary: "A carousel; each member's bio opens in a drawer.",
  schema: managementTeamSchema,
  load: (attrs, ctx) => ctx.cms.list('managementTeam', attrs.ids),
  // The carousel arrows, and the focus trap of the bio drawers, need the client entry.
  Component: ManagementTeam,
})
