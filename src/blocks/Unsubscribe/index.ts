import { readQuery, ROUTES } from '../../routes/route-map'
import { defineBlock } from '../define-block'
import { unsubscribeSchema } from './schema'
import { Unsubscribe } from './Unsubscribe'

export const unsubscribeBlock = defineBlock({
  summary: "The unsubscribe page ('We're sorry to see you go!').",
  schema: unsubscribeSchema,
  load: async (_attrs, ctx) => readQuery(ctx.url.searchParams, ROUTES.page.query).email,
  h1: true,
  Component: Unsubscribe,
})
