import { defineBlock } from '../define-block'
import { LatestProjects } from './LatestProjects'
import { latestProjectsSchema } from './schema'

/** custom/latest-projects and projects-list: the newest case studies as cards. */
export const latestProjectsBlock = defineBlock({
  schema: latestProjectsSchema,
  load: async (attrs, ctx) => (await ctx.cms.caseStudies()).slice(0, attrs.limit),
  Component: LatestProjects,
})
