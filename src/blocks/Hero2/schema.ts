import * as z from 'zod/mini'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/hero-2 and custom/service-hero attributes. */
export const heroSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text,
  ctaText: text,
  ctaLink: z.optional(href),
  image: z.optional(imageAttr),
})
export type HeroAttrs = z.output<typeof heroSchema>
