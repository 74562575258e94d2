import { defineBlock } from '../define-block'
import { ProjectDetails } from './ProjectDetails'
import { projectDetailsSchema } from './schema'

/** custom/project-details: sections with an image or a looping muted video. */
export const projectDetailsBlock = defineBlock({
  schema: projectDetailsSchema,
  Component: ProjectDetails,
})
