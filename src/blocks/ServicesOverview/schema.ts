import * as z from 'zod'
import { serviceCard } from '../Services/schema'

/** custom/services-overview attributes. */
export const servicesOverviewSchema = z.object({
  items: z.array(serviceCard.omit({ links: true })).default([]),
})
export type ServicesOverviewAttrs = z.output<typeof servicesOverviewSchema>
