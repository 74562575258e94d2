import * as z from 'zod/mini'
import { imageAttr, text } from '../ui/attrs'

/** custom/about-hero attributes: at most 6 images in the grid. */
export const aboutHeroSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text,
  images: z._default(z.array(imageAttr).check(z.maxLength(6)), []),
})
export type AboutHeroAttrs = z.output<typeof aboutHeroSchema>
