import { defineBlock } from '../define-block'
import { portfolioShownOnPage } from '../Portfolio/load'
import { LatestProjects } from './LatestProjects'
import { latestProjectsSchema } from './schema'

export const latestProjectsBlock = defineBlock({
  summary:
    'The newest case studies as cards; on a page with the portfolio grid, those the grid does not show.',
  schema: latestProjectsSchema,
  load: async (attrs, ctx) => {
    const all = await ctx.cms.caseStudies()
    const inGrid = portfolioShownOnPage(all, ctx)
    return all.filter((cs) => !inGrid.has(cs.databaseId)).slice(0, attrs.limit)
  },
  Component: LatestProjects,
})
