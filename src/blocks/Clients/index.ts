import { defineBlock } from '../define-block'
import { Clients } from './Clients'
import { clientsSchema } from './schema'

/** custom/clients: 'Browse by Industry'; cards link to their case study when there is one. */
export const clientsBlock = defineBlock({
  schema: clientsSchema,
  load: (_a, ctx) => ctx.cms.list('clients'),
  Component: Clients,
})
