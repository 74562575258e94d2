import * as z from 'zod'
import { text } from '../ui/attrs'

/** custom/unsubscribe attributes. */
export const unsubscribeSchema = z.object({
  title: z.string().default("We're sorry to see you go!"),
  text,
})
export type UnsubscribeAttrs = z.output<typeof unsubscribeSchema>
