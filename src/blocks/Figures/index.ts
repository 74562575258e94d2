import { defineBlock } from '../define-block'
import { Figures } from './Figures'
import { figuresSchema } from './schema'

export const figuresBlock = defineBlock({
  summary: 'Key figures.',
  schema: figuresSchema,
  Component: Figures,
})
