import { defineBlock } from '../define-block'
import { FeatureGrid } from './FeatureGrid'
import { featureGridSchema } from './schema'

/** custom/why-choose-us and custom/benefits: cards; under 600 px 3 show, then 'Load more'. */
export const featureGridBlock = defineBlock({
  schema: featureGridSchema,
  Component: FeatureGrid,
})
