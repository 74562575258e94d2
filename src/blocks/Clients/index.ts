import { defineBlock } from '../define-block'
import { Clients } from './Clients'
import { clientsSchema } from './schema'

export const clientsBlock = defineBlock({
  summary: "'Browse by Industry'; cards link to their case study when there is one.",
  schema: clientsSchema,
  load: (_a, ctx) => ctx.cms.list('clients'),
  Component: Clients,
})
