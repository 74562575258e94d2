import { defineBlock } from '../define-block'
import { unsubscribeSchema } from './schema'
import { Unsubscribe } from './Unsubscribe'

/** custom/unsubscribe: the unsubscribe page ('We're sorry to see you go!'). */
export const unsubscribeBlock = defineBlock({
  schema: unsubscribeSchema,
  load: async (_attrs, ctx) => ctx.url.searchParams.get('email')?.slice(0, 254) ?? '',
  h1: true,
  Component: Unsubscribe,
})
