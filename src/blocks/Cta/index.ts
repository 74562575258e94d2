import { defineBlock } from '../define-block'
import { Cta } from './Cta'
import { ctaSchema } from './schema'

/** custom/cta, cta-2, view-more, career-teaser: a call-to-action band. */
export const ctaBlock = defineBlock({
  schema: ctaSchema,
  load: async (attrs, ctx) => {
    // The career teaser shows the open vacancy count; a failure only hides the count.
    if ((attrs.buttonLink ?? attrs.linkHref) !== '/careers') return null
    const vacancies = await ctx.cms.vacancies().catch(() => null)
    return vacancies?.length ?? null
  },
  Component: Cta,
})
