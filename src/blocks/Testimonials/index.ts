import { defineBlock } from '../define-block'
import { testimonialsSchema } from './schema'
import { Testimonials } from './Testimonials'

export const testimonialsBlock = defineBlock({
  summary: 'Client quotes in a carousel.',
  schema: testimonialsSchema,
  Component: Testimonials,
})
