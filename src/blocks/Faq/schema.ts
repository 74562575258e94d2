import * as z from 'zod/mini'
import { itemId, richText, text } from '../ui/attrs'

const faqItem = z.object({
  id: itemId,
  question: z.string(),
  answer: richText,
  showed: z.optional(z.partial(z.object({ checked: z.boolean() }))),
})

/** custom/faq attributes. */
export const faqSchema = z.object({ title: text, items: z._default(z.array(faqItem), []) })
export type FaqAttrs = z.output<typeof faqSchema>
