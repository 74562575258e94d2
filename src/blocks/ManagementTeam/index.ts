import { defineBlock } from '../define-block'
import { ManagementTeam } from './ManagementTeam'
import { managementTeamSchema } from './schema'

/** custom/management-team: a carousel; each member's bio opens in a drawer. */
export const managementTeamBlock = defineBlock({
  schema: managementTeamSchema,
  load: (attrs, ctx) => ctx.cms.list('managementTeam', attrs.ids),
  // The carousel arrows, and the focus trap of the bio drawers, need the client entry.
  Component: ManagementTeam,
})
