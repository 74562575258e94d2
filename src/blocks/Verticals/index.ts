import { defineBlock } from '../define-block'
import { verticalsSchema } from './schema'
import { Verticals } from './Verticals'

/** custom/verticals: industries; each links to the case studies of that industry. */
export const verticalsBlock = defineBlock({
  schema: verticalsSchema,
  load: (_a, ctx) => ctx.cms.list('verticals'),
  Component: Verticals,
})
