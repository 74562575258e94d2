import { readQuery, ROUTES } from '../../routes/route-map'
import { defineBlock } from '../define-block'
import { unsubscribeSchema } from './schema'
import { Unsubscribe } from './Unsubscribe'

/** custom/unsubscribe: the unsubscribe page ('We're sorry to see you go!'). */
export const unsubscribeBlock = defineBlock({
  schema: unsubscribeSchema,
  load: async (_attrs, ctx) => readQuery(ctx.url.searchParams, ROUTES.page.query).email,
  h1: true,
  Component: Unsubscribe,
})
