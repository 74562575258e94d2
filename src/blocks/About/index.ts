import { defineBlock } from '../define-block'
import { About } from './About'
import { aboutSchema } from './schema'

/** custom/about: company introduction with an image and a link. */
export const aboutBlock = defineBlock({
  schema: aboutSchema,
  load: async (attrs, ctx) => ctx.sanitize(attrs.text).html,
  Component: About,
})
