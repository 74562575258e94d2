import { hrefWith, readQuery, ROUTES, type QueryReader } from '../../routes/route-map'

/** Case studies per portfolio page (spec section 9; pages are `ceil(n / 18)`, see decisions). */
export const PER_PAGE = 18

function pageCount(total: number, perPage = PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The window of page numbers around the current page: `size` numbers, clamped to the ends. */
export function pageWindow(current: number, pages: number, size: number): number[] {
  const count = Math.min(size, pages)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, pages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** The tags of the case studies, sorted, and the case studies a tag shows ('' shows them all). */
export function portfolioOf<S extends { tags: string[] }>(all: S[]) {
  const tags = [...new Set(all.flatMap((cs) => cs.tags))].sort((a, b) => a.localeCompare(b))
  const matching = (category: string) =>
    category ? all.filter((cs) => cs.tags.includes(category)) : all
  return { tags, matching }
}

/** The URL's tag and page (the route map reads them), clamped to the tags and pages that exist. */
export function portfolioState(
  params: QueryReader,
  tags: string[],
  total: (category: string) => number,
) {
  const asked = readQuery(params, ROUTES.caseStudy.query)
  const category = tags.find((t) => t.toLowerCase() === asked.category) ?? ''
  const pages = pageCount(total(category))
  return { category, page: Math.min(asked.page, pages), pages }
}

/** The URL of a portfolio state on the page at `path`; page 1 and 'All' are left out. */
export function portfolioHref(path: string, category: string, page: number): string {
  return hrefWith(path, ROUTES.caseStudy.query, { category, page })
}
