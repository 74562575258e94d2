import { defineBlock } from '../define-block'
import { ProjectHeading } from './ProjectHeading'
import { projectHeadingSchema } from './schema'

export const projectHeadingBlock = defineBlock({
  summary: "The case study's h1, client, summary, tags and cover image.",
  schema: projectHeadingSchema,
  h1: true,
  Component: ProjectHeading,
})
