import * as z from 'zod'
import { itemId, text } from '../ui/attrs'

/** custom/working-process attributes. */
export const workingProcessSchema = z.object({
  title: text,
  steps: z.array(z.object({ id: itemId, title: z.string(), text: z.string() })).default([]),
})
export type WorkingProcessAttrs = z.output<typeof workingProcessSchema>
