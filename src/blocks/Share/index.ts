import { defineBlock } from '../define-block'
import { shareSchema } from './schema'
import { Share } from './Share'

/** custom/share: a drawer with copy link ('Copied') and social sharing, plus app store links. */
export const shareBlock = defineBlock({
  schema: shareSchema,
  load: async (_a, ctx) => ctx.url.origin + ctx.url.pathname,
  Component: Share,
})
