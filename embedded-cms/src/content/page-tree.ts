import { edited, type PostEdits } from '../db/post-edits'
import { content } from './index'
import type { PageContent } from './types'

/**
 * A page's own path as WordPress builds it (get_page_uri()): its parents' slugs, then its own. A
 * page without a parent is at `/{slug}/` (the front page too, beside `/`).
 */
export const pagePath = (page: PageContent) =>
  page.parent === undefined ? `/${page.slug}/` : page.uri

/**
 * The pages with each child's URI built from its parents' as they are now: renaming or moving a
 * page moves every page below it (`/about/team/` becomes `/company/team/`), as in WordPress.
 */
export function withParentPaths<T extends PageContent>(pages: readonly T[]): T[] {
  const byId = new Map(pages.map((p) => [p.id, p]))
  const path = (page: T, seen: ReadonlySet<number>): string => {
    const parent = page.parent === undefined ? undefined : byId.get(page.parent)
    // A parent that is gone (or a loop) leaves the page at the top, as wp_delete_post() moves it.
    if (!parent || seen.has(parent.id)) return `/${page.slug}/`
    return `${path(parent, new Set([...seen, page.id]))}${page.slug}/`
  }
  return pages.map((p) => (p.parent === undefined ? p : { ...p, uri: path(p, new Set([p.id])) }))
}

/** The pages below a page, at any depth (get_pages()'s `child_of`). */
export function pagesBelow<T extends PageContent>(pages: readonly T[], id: number): T[] {
  const below: T[] = []
  const walk = (parent: number) => {
    for (const page of pages) {
      if (page.parent === parent && !below.includes(page) && page.id !== id) {
        below.push(page)
        walk(page.id)
      }
    }
  }
  walk(id)
  return below
}

/** Every page as it stands: the demo's with the editors' edits, and the tests' own. */
export const currentPages = (edits?: PostEdits, extra: readonly PageContent[] = []) =>
  withParentPaths([...content.pages.map((p) => edited('page', p, edits)), ...extra])
