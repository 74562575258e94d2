import * as z from 'zod/mini'
import { text } from '../ui/attrs'
import { storeAttrs } from '../ui/StoreLinks'

/** custom/outcome attributes. */
export const outcomeSchema = z.object({
  title: z._default(z.string(), 'The outcome'),
  text,
  metrics: z._default(z.array(z.object({ value: z.string(), label: z.string() })), []),
  ...storeAttrs,
})
export type OutcomeAttrs = z.output<typeof outcomeSchema>
