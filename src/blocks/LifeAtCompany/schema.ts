import * as z from 'zod'
import { imageAttr } from '../ui/attrs'

/** custom/life-at-company attributes: rows of at most 6 images. */
export const lifeAtCompanySchema = z.object({
  title: z.string(),
  rows: z.array(z.array(imageAttr).max(6)).default([]),
})
export type LifeAtCompanyAttrs = z.output<typeof lifeAtCompanySchema>
