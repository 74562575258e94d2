import * as z from 'zod/mini'
import { href, imageAttr, richText, text } from '../ui/attrs'

/** custom/about attributes. */
export const aboutSchema = z.object({
  title: z.string(),
  text: richText,
  image: z.optional(imageAttr),
  linkText: text,
  linkHref: z.optional(href),
})
export type AboutAttrs = z.output<typeof aboutSchema>
