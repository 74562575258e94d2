import { defineBlock } from '../define-block'
import { Figures } from './Figures'
import { figuresSchema } from './schema'

/** custom/advantages, animated-section, location-keyfacts, product-keyfacts: key figures. */
export const figuresBlock = defineBlock({
  schema: figuresSchema,
  island: (attrs) => (attrs.items ?? attrs.facts ?? []).some((f) => typeof f.value === 'number'),
  Component: Figures,
})
