import * as z from 'zod'
import { imageAttr, itemId, mediaUrl } from '../ui/attrs'

const detailSection = z.object({
  id: itemId,
  title: z.string(),
  text: z.string(),
  image: imageAttr.optional(),
  video: mediaUrl.nullish(),
})

/** custom/project-details attributes. */
export const projectDetailsSchema = z.object({ sections: z.array(detailSection).default([]) })
export type ProjectDetailsAttrs = z.output<typeof projectDetailsSchema>
