import { defineBlock } from '../define-block'
import { Partners } from './Partners'
import { partnersSchema } from './schema'

/** custom/partners: logo, name and description, limited to the configured number. */
export const partnersBlock = defineBlock({
  schema: partnersSchema,
  load: async (attrs, ctx) => (await ctx.cms.list('partners')).slice(0, attrs.limit),
  Component: Partners,
})
