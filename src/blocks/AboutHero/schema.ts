import * as z from 'zod'
import { imageAttr, text } from '../ui/attrs'

/** custom/about-hero attributes: at most 6 images in the grid. */
export const aboutHeroSchema = z.object({
  title: z.string().min(1),
  text,
  images: z.array(imageAttr).max(6).default([]),
})
export type AboutHeroAttrs = z.output<typeof aboutHeroSchema>
