import { defineBlock } from '../define-block'
import { Offices } from './Offices'
import { officesSchema } from './schema'

export const officesBlock = defineBlock({
  summary: 'A country filter, the offices as a readable list, and a map on demand.',
  schema: officesSchema,
  load: async (_a, ctx) => ctx.mapTileUrl ?? null,
  Component: Offices,
})
