import { defineBlock } from '../define-block'
import { servicesOverviewSchema } from './schema'
import { ServicesOverview } from './ServicesOverview'

/** custom/services-overview: the services page's links to all ten services. */
export const servicesOverviewBlock = defineBlock({
  schema: servicesOverviewSchema,
  Component: ServicesOverview,
})
