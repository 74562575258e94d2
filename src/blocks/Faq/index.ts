import { defineBlock } from '../define-block'
import { Faq } from './Faq'
import { faqSchema } from './schema'

export const faqBlock = defineBlock({
  summary: 'Each question opens and closes on its own (`<details>`, no JavaScript).',
  schema: faqSchema,
  load: async (attrs, ctx) => attrs.items.map((i) => ctx.sanitize(i.answer).html),
  Component: Faq,
})
