import { defineBlock } from '../define-block'
import { OtherCaseStudies } from './OtherCaseStudies'
import { otherCaseStudiesSchema } from './schema'

export const otherCaseStudiesBlock = defineBlock({
  summary: "A carousel (1 up to 480 px, 2 below 1366 px, else 3) and 'View All'.",
  schema: otherCaseStudiesSchema,
  load: async (attrs, ctx) => {
    const current = ctx.subject?.kind === 'caseStudy' ? ctx.subject.post.slug : null
    return (await ctx.cms.caseStudies()).filter((cs) => cs.slug !== current).slice(0, attrs.limit)
  },
  Component: OtherCaseStudies,
})
