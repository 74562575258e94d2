import type { BlockContext } from '../block-context'
import { ROUTES } from '../../routes/route-map'
import { defineBlock } from '../define-block'
import { Cta, type CtaCount } from './Cta'
import { ctaSchema } from './schema'

/** What a call to action counts, from the data its link leads to; a failure only hides the count. */
async function countFor(target: string | undefined, ctx: BlockContext): Promise<CtaCount | null> {
  if (target === ROUTES.vacancy.listPath) {
    const vacancies = await ctx.cms.vacancies().catch(() => null)
    return vacancies && { value: vacancies.length, one: 'open position', many: 'open positions' }
  }
  if (target === ROUTES.caseStudy.listPath) {
    const caseStudies = await ctx.cms.caseStudies().catch(() => null)
    return caseStudies && { value: caseStudies.length, one: 'case study', many: 'case studies' }
  }
  return null
}

export const ctaBlock = defineBlock({
  summary: 'A call-to-action band.',
  schema: ctaSchema,
  load: (attrs, ctx) => countFor(attrs.buttonLink ?? attrs.linkHref, ctx),
  Component: Cta,
})
