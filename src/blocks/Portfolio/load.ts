import type { CaseStudySummary } from '../../cms/operations/case-studies'
import type { CmsBlock } from '../../cms/schemas'
import type { BlockContext } from '../block-context'
import { PER_PAGE, portfolioHref, portfolioOf, portfolioState } from './pagination'

/** The portfolio as the URL's filter and page show it: the tags, the state and that page's cards. */
function portfolioPage(all: CaseStudySummary[], ctx: BlockContext) {
  const { tags, matching } = portfolioOf(all)
  const state = portfolioState(ctx.url.searchParams, tags, (c) => matching(c).length)
  const items = matching(state.category)
  const shown = items.slice((state.page - 1) * PER_PAGE, state.page * PER_PAGE)
  return { tags, state, total: items.length, shown }
}

/** The tags, the URL's filter and page, and that page's case studies. */
export async function loadPortfolio(ctx: BlockContext) {
  const { tags, state, total, shown } = portfolioPage(await ctx.cms.caseStudies(), ctx)
  // Each page of each filter is its own address: `/case-studies?category=IoT&page=2`.
  ctx.canonical?.(portfolioHref(ctx.url.pathname, state.category, state.page))
  return { tags, ...state, total, items: shown, path: ctx.url.pathname }
}
export type PortfolioData = Awaited<ReturnType<typeof loadPortfolio>>

const PORTFOLIO_BLOCK = 'custom/portfolio-projects'
const hasPortfolio = (blocks: CmsBlock[]): boolean =>
  blocks.some((b) => b.name === PORTFOLIO_BLOCK || hasPortfolio(b.innerBlocks))

/**
 * The case studies the page's own portfolio grid shows at this address (none when the page has no
 * grid): a list of case studies elsewhere on the page leaves them out rather than repeat them.
 */
export function portfolioShownOnPage(all: CaseStudySummary[], ctx: BlockContext): Set<number> {
  const page = ctx.subject?.kind === 'page' ? ctx.subject.post : undefined
  if (!page || !hasPortfolio(page.blocks)) return new Set()
  return new Set(portfolioPage(all, ctx).shown.map((cs) => cs.databaseId))
}
