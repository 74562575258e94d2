import * as z from 'zod'
import { imageAttr, itemId, text } from '../ui/attrs'

const testimonial = z.object({
  id: itemId,
  quote: z.string(),
  name: z.string(),
  position: text,
  company: text,
  image: imageAttr.optional(),
})

/** custom/testimonials attributes. */
export const testimonialsSchema = z.object({
  title: z.string().default('What our clients say'),
  items: z.array(testimonial).default([]),
})
export type TestimonialsAttrs = z.output<typeof testimonialsSchema>
