import * as z from 'zod/mini'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/background-hero and background-hero-logo attributes. */
export const backgroundHeroSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text,
  image: z.optional(imageAttr),
  logos: z._default(z.array(imageAttr), []),
  ctaText: text,
  ctaLink: z.optional(href),
})
export type BackgroundHeroAttrs = z.output<typeof backgroundHeroSchema>
