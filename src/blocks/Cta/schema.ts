import * as z from 'zod'
import { href, text } from '../ui/attrs'

/** custom/cta, cta-2, view-more, career-teaser attributes. */
export const ctaSchema = z.object({
  title: z.string(),
  text,
  buttonText: text,
  buttonLink: href.optional(),
  linkText: text,
  linkHref: href.optional(),
})
export type CtaAttrs = z.output<typeof ctaSchema>
