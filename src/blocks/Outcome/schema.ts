import * as z from 'zod'
import { text } from '../ui/attrs'
import { storeAttrs } from '../ui/StoreLinks'

/** custom/outcome attributes. */
export const outcomeSchema = z.object({
  title: z.string().default('The outcome'),
  text,
  metrics: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
  ...storeAttrs,
})
export type OutcomeAttrs = z.output<typeof outcomeSchema>
