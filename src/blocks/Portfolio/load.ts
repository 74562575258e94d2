import type { BlockContext } from '../block-context'
import { PER_PAGE, portfolioHref, portfolioOf, portfolioState } from './pagination'

/** The tags, the URL's filter and page, and that page's case studies. */
export async function loadPortfolio(ctx: BlockContext) {
  const { tags, matching } = portfolioOf(await ctx.cms.caseStudies())
  const state = portfolioState(ctx.url.searchParams, tags, (c) => matching(c).length)
  const items = matching(state.category)
  // Each page of each filter is its own address: `/case-studies?category=IoT&page=2`.
  ctx.canonical?.(portfolioHref(ctx.url.pathname, state.category, state.page))
  return {
    tags,
    ...state,
    total: items.length,
    items: items.slice((state.page - 1) * PER_PAGE, state.page * PER_PAGE),
    path: ctx.url.pathname,
  }
}
export type PortfolioData = Awaited<ReturnType<typeof loadPortfolio>>
