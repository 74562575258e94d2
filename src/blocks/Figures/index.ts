import { defineBlock } from '../define-block'
import { Figures } from './Figures'
import { figuresSchema } from './schema'

/** custom/advantages, animated-section, location-keyfacts, product-keyfacts: key figures. */
export const figuresBlock = defineBlock({
  schema: figuresSchema,
  Component: Figures,
})
