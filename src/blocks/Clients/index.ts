import { defineBlock } from '../define-block'
import { chosenOption } from '../ui/filter/list-filter'
import { showState } from '../ui/filter/page-state'
import { Clients, industriesOf, type ClientsData } from './Clients'
import { clientsSchema } from './schema'

export const clientsBlock = defineBlock({
  summary: "'Browse by Industry'; cards link to their case study when there is one.",
  schema: clientsSchema,
  load: async (_a, ctx): Promise<ClientsData> => {
    const clients = await ctx.cms.list('clients')
    const industry = chosenOption(ctx.url.searchParams, 'industry', industriesOf(clients))
    const state = showState(ctx, 'industry', industry)
    return { clients, path: ctx.url.pathname, industry, state }
  },
  Component: Clients,
})
