import { listFilterCanon } from '../ui/filter/list-filter-canon'
import { industriesOf } from './Clients'

/** The clients' industry as its control writes it: one of the clients' industries, or none. */
export const industryCanon = listFilterCanon('industry', async (cms) =>
  industriesOf(await cms.list('clients')),
)
