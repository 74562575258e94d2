import { namesOf, queryString, ROUTES } from '../../routes/route-map'
import type { QueryCanon } from '../query-canon'
import { portfolioOf, portfolioState } from './pagination'

/** The portfolio's tag and page as its links write them: a known tag, a page that exists. */
export const portfolioCanon: QueryCanon = {
  names: namesOf(ROUTES.caseStudy.query),
  canonical: async (params, cms) => {
    const { tags, matching } = portfolioOf(await cms.caseStudies())
    const { category, page } = portfolioState(params, tags, (c) => matching(c).length)
    return new URLSearchParams(queryString(ROUTES.caseStudy.query, { category, page }))
  },
}
