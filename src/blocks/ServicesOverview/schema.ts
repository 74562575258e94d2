import * as z from 'zod/mini'
import { serviceCard } from '../Services/schema'

/** custom/services-overview attributes. */
export const servicesOverviewSchema = z.object({
  items: z._default(z.array(z.omit(serviceCard, { links: true })), []),
})
export type ServicesOverviewAttrs = z.output<typeof servicesOverviewSchema>
