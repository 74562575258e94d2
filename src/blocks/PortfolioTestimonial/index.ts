import { defineBlock } from '../define-block'
import { PortfolioTestimonial } from './PortfolioTestimonial'
import { portfolioTestimonialSchema } from './schema'

/** custom/portfolio-testimonial: one highlighted quote. */
export const portfolioTestimonialBlock = defineBlock({
  schema: portfolioTestimonialSchema,
  Component: PortfolioTestimonial,
})
