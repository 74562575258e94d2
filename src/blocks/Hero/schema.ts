import * as z from 'zod'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/hero attributes. */
export const homeHeroSchema = z.object({
  eyebrow: text,
  title: z.string().min(1),
  typedPhrases: z.array(z.string().min(1)).default([]),
  text,
  ctaText: text,
  ctaLink: href.optional(),
  rating: z
    .object({
      score: z.number().min(0).max(5),
      reviews: z.number().int().min(0),
      source: z.string(),
      url: href.optional(),
    })
    .optional(),
  image: imageAttr.optional(),
})
export type HomeHeroAttrs = z.output<typeof homeHeroSchema>
