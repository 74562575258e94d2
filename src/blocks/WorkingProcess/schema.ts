import * as z from 'zod/mini'
import { itemId, text } from '../ui/attrs'

/** custom/working-process attributes. */
export const workingProcessSchema = z.object({
  title: text,
  steps: z._default(z.array(z.object({ id: itemId, title: z.string(), text: z.string() })), []),
})
export type WorkingProcessAttrs = z.output<typeof workingProcessSchema>
