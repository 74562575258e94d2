import * as z from 'zod/mini'
import { formId, imageAttr, text } from '../ui/attrs'

/** custom/landing-hero attributes. */
export const landingHeroSchema = z.object({
  title: z.string(),
  text,
  formId,
  formTitle: z._default(z.string(), 'Get a free consultation'),
  image: z.optional(imageAttr),
})
export type LandingHeroAttrs = z.output<typeof landingHeroSchema>
