import { defineBlock } from '../define-block'
import { ProjectDetails } from './ProjectDetails'
import { projectDetailsSchema } from './schema'

export const projectDetailsBlock = defineBlock({
  summary: 'Sections with an image or a looping muted video.',
  schema: projectDetailsSchema,
  Component: ProjectDetails,
})
