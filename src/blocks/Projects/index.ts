import { defineBlock } from '../define-block'
import { Projects } from './Projects'
import { projectsSchema } from './schema'

/** custom/projects: 'Our projects' carousel with 'View our work'. */
export const projectsBlock = defineBlock({
  schema: projectsSchema,
  load: (_a, ctx) => ctx.cms.list('projects'),
  Component: Projects,
})
