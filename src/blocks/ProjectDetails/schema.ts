import * as z from 'zod/mini'
import { imageAttr, itemId, mediaUrl } from '../ui/attrs'

const detailSection = z.object({
  id: itemId,
  title: z.string(),
  text: z.string(),
  image: z.optional(imageAttr),
  video: z.nullish(mediaUrl),
})

/** custom/project-details attributes. */
export const projectDetailsSchema = z.object({ sections: z._default(z.array(detailSection), []) })
export type ProjectDetailsAttrs = z.output<typeof projectDetailsSchema>
