import * as z from 'zod/mini'
import { imageAttr, text } from '../ui/attrs'

/** custom/project-heading attributes. */
export const projectHeadingSchema = z.object({
  title: z.string(),
  client: text,
  summary: text,
  tags: z._default(z.array(z.string()), []),
  image: z.optional(imageAttr),
})
export type ProjectHeadingAttrs = z.output<typeof projectHeadingSchema>
