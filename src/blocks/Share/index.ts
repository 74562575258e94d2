import { defineBlock } from '../define-block'
import { shareSchema } from './schema'
import { Share } from './Share'

export const shareBlock = defineBlock({
  summary: "A drawer with copy link ('Copied') and social sharing, plus app store links.",
  schema: shareSchema,
  load: async (_a, ctx) => ctx.url.origin + ctx.url.pathname,
  Component: Share,
})
