import { defineBlock } from '../define-block'
import { Faq } from './Faq'
import { faqSchema } from './schema'

/** custom/faq: each question opens and closes on its own (`<details>`, no JavaScript). */
export const faqBlock = defineBlock({
  schema: faqSchema,
  load: async (attrs, ctx) => attrs.items.map((i) => ctx.sanitize(i.answer).html),
  Component: Faq,
})
