import { defineBlock } from '../define-block'
import { About } from './About'
import { aboutSchema } from './schema'

export const aboutBlock = defineBlock({
  summary: 'Company introduction with an image and a link.',
  schema: aboutSchema,
  load: async (attrs, ctx) => ctx.sanitize(attrs.text).html,
  Component: About,
})
