import * as z from 'zod/mini'
import { href, imageAttr, text } from '../ui/attrs'

/** custom/hero attributes. */
export const homeHeroSchema = z.object({
  eyebrow: text,
  title: z.string().check(z.minLength(1)),
  typedPhrases: z._default(z.array(z.string().check(z.minLength(1))), []),
  text,
  ctaText: text,
  ctaLink: z.optional(href),
  rating: z.optional(
    z.object({
      score: z.number().check(z.gte(0), z.lte(5)),
      reviews: z.number().check(z.int(), z.gte(0)),
      source: z.string(),
      url: z.optional(href),
    }),
  ),
  image: z.optional(imageAttr),
})
export type HomeHeroAttrs = z.output<typeof homeHeroSchema>
