import { defineBlock } from '../define-block'
import { verticalsSchema } from './schema'
import { Verticals } from './Verticals'

export const verticalsBlock = defineBlock({
  summary: 'Industries; each links to the case studies of that industry.',
  schema: verticalsSchema,
  load: (_a, ctx) => ctx.cms.list('verticals'),
  Component: Verticals,
})
