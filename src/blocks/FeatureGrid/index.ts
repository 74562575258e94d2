import { defineBlock } from '../define-block'
import { FeatureGrid } from './FeatureGrid'
import { featureGridSchema } from './schema'

export const featureGridBlock = defineBlock({
  summary: "Cards; under 600 px 3 show, then 'Load more'.",
  schema: featureGridSchema,
  Component: FeatureGrid,
})
