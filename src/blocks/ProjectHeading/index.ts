import { defineBlock } from '../define-block'
import { ProjectHeading } from './ProjectHeading'
import { projectHeadingSchema } from './schema'

/** custom/project-heading: the case study's h1, client, summary, tags and cover image. */
export const projectHeadingBlock = defineBlock({
  schema: projectHeadingSchema,
  h1: true,
  Component: ProjectHeading,
})
