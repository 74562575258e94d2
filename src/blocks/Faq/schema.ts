import * as z from 'zod'
import { itemId, richText, text } from '../ui/attrs'

const faqItem = z.object({
  id: itemId,
  question: z.string(),
  answer: richText,
  showed: z.object({ checked: z.boolean() }).partial().optional(),
})

/** custom/faq attributes. */
export const faqSchema = z.object({ title: text, items: z.array(faqItem).default([]) })
export type FaqAttrs = z.output<typeof faqSchema>
