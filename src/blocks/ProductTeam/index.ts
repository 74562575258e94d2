import { defineBlock } from '../define-block'
import { ProductTeam } from './ProductTeam'
import { productTeamSchema } from './schema'

export const productTeamBlock = defineBlock({
  summary: 'People with optional mailto and tel links.',
  schema: productTeamSchema,
  Component: ProductTeam,
})
