import { defineBlock } from '../define-block'
import { servicesOverviewSchema } from './schema'
import { ServicesOverview } from './ServicesOverview'

export const servicesOverviewBlock = defineBlock({
  summary: "The services page's links to all ten services.",
  schema: servicesOverviewSchema,
  Component: ServicesOverview,
})
