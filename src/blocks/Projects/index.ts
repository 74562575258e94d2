import { defineBlock } from '../define-block'
import { Projects } from './Projects'
import { projectsSchema } from './schema'

export const projectsBlock = defineBlock({
  summary: "'Our projects' carousel with 'View our work'.",
  schema: projectsSchema,
  load: (_a, ctx) => ctx.cms.list('projects'),
  Component: Projects,
})
