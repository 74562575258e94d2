import { defineBlock } from '../define-block'
import { techStackSchema } from './schema'
import { TechStack } from './TechStack'

/** custom/tech-stack: the configured technologies, in the configured order. */
export const techStackBlock = defineBlock({
  schema: techStackSchema,
  load: async (attrs, ctx) => {
    const all = await ctx.cms.list('technologies')
    return attrs.ids.flatMap((tid) => all.filter((t) => t.databaseId === tid))
  },
  Component: TechStack,
})
