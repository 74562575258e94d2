import { OFFICES_QUERY, readQuery } from '../../routes/route-map'
import { defineBlock } from '../define-block'
import { chosenOption } from '../ui/filter/list-filter'
import { showState } from '../ui/filter/page-state'
import { countriesOf, Offices, type OfficesData } from './Offices'
import { officesSchema } from './schema'

export const officesBlock = defineBlock({
  summary: 'A country filter, the offices as a readable list, and a map on demand.',
  schema: officesSchema,
  load: async (attrs, ctx): Promise<OfficesData> => {
    const country = chosenOption(ctx.url.searchParams, 'country', countriesOf(attrs.offices))
    const mapOpen = readQuery(ctx.url.searchParams, OFFICES_QUERY).map
    showState(ctx, 'map', mapOpen ? '1' : '')
    const state = showState(ctx, 'country', country)
    return { tileUrl: ctx.mapTileUrl ?? null, path: ctx.url.pathname, country, mapOpen, state }
  },
  Component: Offices,
})
