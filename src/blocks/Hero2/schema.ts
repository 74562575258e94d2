import * as z from 'zod'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/hero-2 and custom/service-hero attributes. */
export const heroSchema = z.object({
  title: z.string().min(1),
  text,
  ctaText: text,
  ctaLink: href.optional(),
  image: imageAttr.optional(),
})
export type HeroAttrs = z.output<typeof heroSchema>
