import * as z from 'zod'
import { formId, imageAttr, text } from '../ui/attrs'

/** custom/landing-hero attributes. */
export const landingHeroSchema = z.object({
  title: z.string(),
  text,
  formId,
  formTitle: z.string().default('Get a free consultation'),
  image: imageAttr.optional(),
})
export type LandingHeroAttrs = z.output<typeof landingHeroSchema>
