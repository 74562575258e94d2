import * as z from 'zod/mini'
import { text } from '../ui/attrs'

/** custom/unsubscribe attributes. */
export const unsubscribeSchema = z.object({
  title: z._default(z.string(), "We're sorry to see you go!"),
  text,
})
export type UnsubscribeAttrs = z.output<typeof unsubscribeSchema>
