import * as z from 'zod'
import { imageAttr, text } from '../ui/attrs'

/** custom/project-heading attributes. */
export const projectHeadingSchema = z.object({
  title: z.string(),
  client: text,
  summary: text,
  tags: z.array(z.string()).default([]),
  image: imageAttr.optional(),
})
export type ProjectHeadingAttrs = z.output<typeof projectHeadingSchema>
