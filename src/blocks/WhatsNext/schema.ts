import * as z from 'zod/mini'
import { itemId } from '../ui/attrs'

/** custom/whats-next attributes. */
export const whatsNextSchema = z.object({
  title: z._default(z.string(), "What's next?"),
  steps: z._default(
    z.array(z.object({ id: itemId, title: z.string(), text: z._default(z.string(), '') })),
    [],
  ),
})
export type WhatsNextAttrs = z.output<typeof whatsNextSchema>
