import { defineBlock } from '../define-block'
import { chosenOption } from '../ui/filter/list-filter'
import { countriesOf, Offices, type OfficesData } from './Offices'
import { officesSchema } from './schema'

export const officesBlock = defineBlock({
  summary: 'A country filter, the offices as a readable list, and a map on demand.',
  schema: officesSchema,
  load: async (attrs, ctx): Promise<OfficesData> => ({
    tileUrl: ctx.mapTileUrl ?? null,
    path: ctx.url.pathname,
    country: chosenOption(ctx.url.searchParams, 'country', countriesOf(attrs.offices)),
  }),
  Component: Offices,
})
