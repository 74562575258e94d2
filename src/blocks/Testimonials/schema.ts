import * as z from 'zod/mini'
import { imageAttr, itemId, text } from '../ui/attrs'

const testimonial = z.object({
  id: itemId,
  quote: z.string(),
  name: z.string(),
  position: text,
  company: text,
  image: z.optional(imageAttr),
})

/** custom/testimonials attributes. */
export const testimonialsSchema = z.object({
  title: z._default(z.string(), 'What our clients say'),
  items: z._default(z.array(testimonial), []),
})
export type TestimonialsAttrs = z.output<typeof testimonialsSchema>
