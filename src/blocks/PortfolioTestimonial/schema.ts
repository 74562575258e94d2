import * as z from 'zod/mini'
import { text } from '../ui/attrs'

/** custom/portfolio-testimonial attributes. */
export const portfolioTestimonialSchema = z.object({
  quote: z.string(),
  name: z.string(),
  position: text,
})
export type PortfolioTestimonialAttrs = z.output<typeof portfolioTestimonialSchema>
