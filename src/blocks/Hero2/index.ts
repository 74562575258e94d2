import { defineBlock } from '../define-block'
import { Hero2 } from './Hero2'
import { heroSchema } from './schema'

export const hero2Block = defineBlock({
  summary: 'A plain page hero with an optional call to action.',
  schema: heroSchema,
  h1: true,
  Component: Hero2,
})
