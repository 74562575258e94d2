import { defineBlock } from '../define-block'
import { ProductTeam } from './ProductTeam'
import { productTeamSchema } from './schema'

/** custom/product-team and social-ambassadors: people with optional mailto and tel links. */
export const productTeamBlock = defineBlock({
  schema: productTeamSchema,
  Component: ProductTeam,
})
