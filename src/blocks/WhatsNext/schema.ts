import * as z from 'zod'
import { itemId } from '../ui/attrs'

/** custom/whats-next attributes. */
export const whatsNextSchema = z.object({
  title: z.string().default("What's next?"),
  steps: z
    .array(z.object({ id: itemId, title: z.string(), text: z.string().default('') }))
    .default([]),
})
export type WhatsNextAttrs = z.output<typeof whatsNextSchema>
