import { defineBlock } from '../define-block'
import { techStackSchema } from './schema'
import { TechStack } from './TechStack'

export const techStackBlock = defineBlock({
  summary: 'The configured technologies, in the configured order.',
  schema: techStackSchema,
  load: async (attrs, ctx) => {
    const all = await ctx.cms.list('technologies')
    return attrs.ids.flatMap((tid) => all.filter((t) => t.databaseId === tid))
  },
  Component: TechStack,
})
