import { hrefWith, readQuery, ROUTES } from '../../routes/route-map'

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

/** The URL's tag and page (the route map reads them), clamped to the tags and pages that exist. */
export function portfolioState(url: URL, tags: string[], total: (category: string) => number) {
  const asked = readQuery(url.searchParams, ROUTES.caseStudy.query)
  const category = tags.find((t) => t.toLowerCase() === asked.category) ?? ''
  const pages = pageCount(total(category))
  return { category, page: Math.min(asked.page, pages), pages }
}

/** The URL of a portfolio state on the page at `path`; page 1 and 'All' are left out. */
export function portfolioHref(path: string, category: string, page: number): string {
  return hrefWith(path, ROUTES.caseStudy.query, { category, page })
}
