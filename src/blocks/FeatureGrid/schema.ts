import * as z from 'zod'
import { imageAttr, itemId, text } from '../ui/attrs'

const feature = z.object({
  id: itemId,
  title: z.string(),
  text: z.string().default(''),
  image: imageAttr.optional(),
})

/** custom/why-choose-us and custom/benefits attributes. */
export const featureGridSchema = z.object({
  title: text,
  layout: z.enum(['default', 'case-study']).default('default'),
  withImages: z.boolean().default(true),
  items: z.array(feature).default([]),
})
export type FeatureGridAttrs = z.output<typeof featureGridSchema>
