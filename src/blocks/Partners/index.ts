import { defineBlock } from '../define-block'
import { Partners } from './Partners'
import { partnersSchema } from './schema'

export const partnersBlock = defineBlock({
  summary: 'Logo, name and description, limited to the configured number.',
  schema: partnersSchema,
  load: async (attrs, ctx) => (await ctx.cms.list('partners')).slice(0, attrs.limit),
  Component: Partners,
})
