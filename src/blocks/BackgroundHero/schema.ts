import * as z from 'zod'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/background-hero and background-hero-logo attributes. */
export const backgroundHeroSchema = z.object({
  title: z.string().min(1),
  text,
  image: imageAttr.optional(),
  logos: z.array(imageAttr).default([]),
  ctaText: text,
  ctaLink: href.optional(),
})
export type BackgroundHeroAttrs = z.output<typeof backgroundHeroSchema>
