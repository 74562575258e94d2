import { defineBlock } from '../define-block'
import { testimonialsSchema } from './schema'
import { Testimonials } from './Testimonials'

/** custom/testimonials: client quotes in a carousel. */
export const testimonialsBlock = defineBlock({
  schema: testimonialsSchema,
  Component: Testimonials,
})
