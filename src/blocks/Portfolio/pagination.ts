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

/** Reads `?category=` (or `?filter=`) and `?page=`, clamped to what exists. */
export function portfolioState(url: URL, tags: string[], total: (category: string) => number) {
  const raw = url.searchParams.get('category') ?? url.searchParams.get('filter') ?? ''
  const category = tags.find((t) => t.toLowerCase() === raw.toLowerCase()) ?? ''
  const pages = pageCount(total(category))
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1
  return { category, page, pages }
}

/** The URL of a portfolio state; page 1 and 'All' are left out. */
export function portfolioHref(path: string, category: string, page: number): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
