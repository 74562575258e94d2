import { defineBlock } from '../define-block'
import { LatestProjects } from './LatestProjects'
import { latestProjectsSchema } from './schema'

export const latestProjectsBlock = defineBlock({
  summary: 'The newest case studies as cards.',
  schema: latestProjectsSchema,
  load: async (attrs, ctx) => (await ctx.cms.caseStudies()).slice(0, attrs.limit),
  Component: LatestProjects,
})
