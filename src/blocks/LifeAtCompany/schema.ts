import * as z from 'zod/mini'
import { imageAttr } from '../ui/attrs'

/** custom/life-at-company attributes: rows of at most 6 images. */
export const lifeAtCompanySchema = z.object({
  title: z.string(),
  rows: z._default(z.array(z.array(imageAttr).check(z.maxLength(6))), []),
})
export type LifeAtCompanyAttrs = z.output<typeof lifeAtCompanySchema>
