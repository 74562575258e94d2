import { defineBlock } from '../define-block'
import { PortfolioTestimonial } from './PortfolioTestimonial'
import { portfolioTestimonialSchema } from './schema'

export const portfolioTestimonialBlock = defineBlock({
  summary: 'One highlighted quote.',
  schema: portfolioTestimonialSchema,
  Component: PortfolioTestimonial,
})
