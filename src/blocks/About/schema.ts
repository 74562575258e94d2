import * as z from 'zod'
import { href, imageAttr, richText, text } from '../ui/attrs'

/** custom/about attributes. */
export const aboutSchema = z.object({
  title: z.string(),
  text: richText,
  image: imageAttr.optional(),
  linkText: text,
  linkHref: href.optional(),
})
export type AboutAttrs = z.output<typeof aboutSchema>
