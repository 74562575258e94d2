import * as z from 'zod/mini'
import { href, text } from '../ui/attrs'

/** custom/cta, cta-2, view-more, career-teaser attributes. */
export const ctaSchema = z.object({
  title: z.string(),
  text,
  buttonText: text,
  buttonLink: z.optional(href),
  linkText: text,
  linkHref: z.optional(href),
})
export type CtaAttrs = z.output<typeof ctaSchema>
