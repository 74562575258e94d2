import * as z from 'zod/mini'
import { imageAttr, itemId, text } from '../ui/attrs'

const feature = z.object({
  id: itemId,
  title: z.string(),
  text: z._default(z.string(), ''),
  image: z.optional(imageAttr),
})

/** custom/why-choose-us and custom/benefits attributes. */
export const featureGridSchema = z.object({
  title: text,
  layout: z._default(z.enum(['default', 'case-study']), 'default'),
  withImages: z._default(z.boolean(), true),
  items: z._default(z.array(feature), []),
})
export type FeatureGridAttrs = z.output<typeof featureGridSchema>
