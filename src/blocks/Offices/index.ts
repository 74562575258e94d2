import { defineBlock } from '../define-block'
import { Offices } from './Offices'
import { officesSchema } from './schema'

/** custom/offices: a country filter, the offices as a readable list, and a map on demand. */
export const officesBlock = defineBlock({
  schema: officesSchema,
  load: async (_a, ctx) => ctx.mapTileUrl ?? null,
  Component: Offices,
})
